import { API } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}

/** The venue home's figures (API.dashboard.summary). */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => callApi(API.dashboard.summary, { signal }),
    // the home is glanced at often: a minute-old answer is fine, a refresh asks again
    staleTime: 60_000,
  })

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions())
