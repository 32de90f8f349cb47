import { API } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

/** A user keeps a handful of views; one page of 200 holds them all. */
export const FAVOURITE_VIEWS_PAGE = { page: 1, pageSize: 200 } as const

export const favouriteViewKeys = { all: ['favourite-views'] as const }

/** The user's favourite views (API.workspace.favouriteViewList). */
export const favouriteViewsQueryOptions = () =>
  queryOptions({
    queryKey: favouriteViewKeys.all,
    queryFn: ({ signal }) =>
      callApi(API.workspace.favouriteViewList, { query: FAVOURITE_VIEWS_PAGE, signal }),
    select: (data) => data.list,
  })

export const useFavouriteViews = (enabled = true) =>
  useQuery({ ...favouriteViewsQueryOptions(), enabled })
