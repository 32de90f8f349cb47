import { API, type ExhibitionPageQuery } from '@app/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

export const exhibitionKeys = {
  all: ['exhibitions'] as const,
  page: (query: ExhibitionPageQuery) => [...exhibitionKeys.all, 'page', query] as const,
  info: (guid: string) => [...exhibitionKeys.all, 'info', guid] as const,
}

/** One page of exhibitions, filtered (API.exhibitions.page). */
export const exhibitionsQueryOptions = (query: ExhibitionPageQuery) =>
  queryOptions({
    queryKey: exhibitionKeys.page(query),
    queryFn: ({ signal }) => callApi(API.exhibitions.page, { query, signal }),
    // the current page stays on screen while the next one loads
    placeholderData: keepPreviousData,
    // 重置 or going back to a search asks the server again, not a 30 s old answer
    staleTime: 0,
  })

export const useExhibitions = (query: ExhibitionPageQuery) =>
  useQuery(exhibitionsQueryOptions(query))
