import { API } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/priceManagement (价格管理). */
export const priceApi = resourceApi('sitePrices', API.prices)

/** The bookable sites a price can be for, as select options. */
export const usePriceSiteOptions = () => {
  const sites = useQuery({
    queryKey: ['sitePrices', 'sites'],
    queryFn: ({ signal }) => callApi(API.prices.sites, { signal }),
    staleTime: 60_000,
  })
  return (sites.data ?? []).map((s) => ({ value: s.guid, label: s.name }))
}
