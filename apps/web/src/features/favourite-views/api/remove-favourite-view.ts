import { API } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { favouriteViewKeys } from '#web/features/favourite-views/api/get-favourite-views.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** Removes one favourite view (API.workspace.favouriteViewDelete) and reloads the list. */
export const useRemoveFavouriteView = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi(API.workspace.favouriteViewDelete, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: favouriteViewKeys.all }),
  })
}
