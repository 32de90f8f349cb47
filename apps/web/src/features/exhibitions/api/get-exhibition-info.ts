import { API } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { exhibitionKeys } from '#web/features/exhibitions/api/get-exhibitions.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** The exhibition's overview and figures (API.exhibitions.info). */
export const exhibitionInfoQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: exhibitionKeys.info(guid),
    queryFn: ({ signal }) => callApi(API.exhibitions.info, { query: { guid }, signal }),
  })

/**
 * Nothing is asked without a guid (the screen then says how to choose one). Each mount asks
 * again, however fresh the last answer: the page is re-entered to load its data anew
 * (docs/product/routes.md "Common routes").
 */
export const useExhibitionInfo = (guid: string | null) =>
  useQuery({
    ...exhibitionInfoQueryOptions(guid ?? ''),
    enabled: Boolean(guid),
    refetchOnMount: 'always',
  })
