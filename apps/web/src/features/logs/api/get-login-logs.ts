import { API, type loginLogQuerySchema } from '@app/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '#web/shared/lib/api-client.ts'

/** The filters and page of the login log, as the server reads them. */
export type LoginLogQuery = z.output<typeof loginLogQuerySchema>

export const loginLogKeys = {
  all: ['logs', 'login'] as const,
  page: (query: LoginLogQuery) => [...loginLogKeys.all, 'page', query] as const,
}

/** One page of sign-in attempts, newest first (API.logs.loginLogPage). */
export const loginLogsQueryOptions = (query: LoginLogQuery) =>
  queryOptions({
    queryKey: loginLogKeys.page(query),
    queryFn: ({ signal }) => callApi(API.logs.loginLogPage, { query, signal }),
    // the current page stays on screen while the next one loads
    placeholderData: keepPreviousData,
    // logs grow all the time: going back to a page or a search (重置) asks again
    staleTime: 0,
  })

export const useLoginLogs = (query: LoginLogQuery) => useQuery(loginLogsQueryOptions(query))
