import { API } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { exhibitionKeys } from '#web/features/exhibitions/api/get-exhibitions.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** Shows or hides an exhibition on the service-platform home (API.exhibitions.relHome). */
export const useSetExhibitionHome = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { guid: string; onHome: boolean }) =>
      callApi(API.exhibitions.relHome, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: exhibitionKeys.all }),
  })
}
