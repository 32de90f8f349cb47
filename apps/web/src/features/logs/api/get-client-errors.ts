import { clientErrorEndpoints, type clientErrorQuerySchema } from '@app/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '#web/shared/lib/api-client.ts'

/** The filters and page of the browsers' error log, as the server reads them. */
export type ClientErrorQuery = z.output<typeof clientErrorQuerySchema>

export const clientErrorKeys = {
  all: ['logs', 'clientError'] as const,
  page: (query: ClientErrorQuery) => [...clientErrorKeys.all, 'page', query] as const,
}

/** One page of the errors users' browsers reported, newest first, secrets masked. */
export const clientErrorsQueryOptions = (query: ClientErrorQuery) =>
  queryOptions({
    queryKey: clientErrorKeys.page(query),
    queryFn: ({ signal }) => callApi(clientErrorEndpoints.page, { query, signal }),
    placeholderData: keepPreviousData,
    // reports arrive all the time: going back to a page or a search asks again
    staleTime: 0,
  })

export const useClientErrors = (query: ClientErrorQuery) =>
  useQuery(clientErrorsQueryOptions(query))
