import { API, type FavouriteView } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { favouriteViewKeys } from '#web/features/favourite-views/api/get-favourite-views.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

export type NewFavouriteView = Omit<FavouriteView, 'id'>

/** Adds a favourite view (API.workspace.favouriteViewAdd) and reloads the list. */
export const useAddFavouriteView = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: NewFavouriteView) => callApi(API.workspace.favouriteViewAdd, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: favouriteViewKeys.all }),
  })
}
