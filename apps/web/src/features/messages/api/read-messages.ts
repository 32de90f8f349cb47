import { API } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageKeys } from '#web/features/messages/api/get-messages.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/**
 * Marks messages read (API.workspace.messageRead), then reloads the list and the unread
 * count, so the badge drops even when the stream is slow or down.
 */
export const useReadMessages = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => callApi(API.workspace.messageRead, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  })
}
