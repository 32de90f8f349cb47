import { API, type operationLogQuerySchema } from '@app/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '#web/shared/lib/api-client.ts'

/** The filters and page of the operation log, as the server reads them. */
export type OperationLogQuery = z.output<typeof operationLogQuerySchema>

export const operationLogKeys = {
  all: ['logs', 'operation'] as const,
  page: (query: OperationLogQuery) => [...operationLogKeys.all, 'page', query] as const,
}

/** One page of writes, newest first, secrets already masked by the server. */
export const operationLogsQueryOptions = (query: OperationLogQuery) =>
  queryOptions({
    queryKey: operationLogKeys.page(query),
    queryFn: ({ signal }) => callApi(API.logs.operationLogPage, { query, signal }),
    placeholderData: keepPreviousData,
    // logs grow all the time: going back to a page or a search (重置) asks again
    staleTime: 0,
  })

export const useOperationLogs = (query: OperationLogQuery) =>
  useQuery(operationLogsQueryOptions(query))
