import { API } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

// the dictionaries change rarely: one load per 10 minutes is enough
const DICTIONARY_STALE_MS = 600_000

export const industryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['dictionaries', 'industry'] as const,
    queryFn: ({ signal }) => callApi(API.dictionaries.industryList, { signal }),
    staleTime: DICTIONARY_STALE_MS,
  })

export const regionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['dictionaries', 'region'] as const,
    queryFn: ({ signal }) => callApi(API.dictionaries.regionList, { signal }),
    staleTime: DICTIONARY_STALE_MS,
  })

/** Project industries (docs/product/api.md "Dictionaries"). */
export const useIndustryOptions = () => useQuery(industryOptionsQueryOptions())
/** Project regions. */
export const useRegionOptions = () => useQuery(regionOptionsQueryOptions())
