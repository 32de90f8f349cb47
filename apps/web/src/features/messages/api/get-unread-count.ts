import { API } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { messageKeys } from '#web/features/messages/api/get-messages.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/**
 * The unread count (API.workspace.messageUnread). The stream keeps it current
 * (use-unread-stream.ts writes into this same cache entry); this call is the first value
 * and the fallback while the stream is down.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => callApi(API.workspace.messageUnread, { signal, silent: true }),
    select: (data) => data.count,
  })

/** Asked only where the messages are shown (the venue system). */
export const useUnreadCount = (enabled = true) =>
  useQuery({ ...unreadCountQueryOptions(), enabled })
