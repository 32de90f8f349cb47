import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  priceSiteOptionSchema,
  sitePriceQuerySchema,
  sitePriceSaveSchema,
  sitePriceSchema,
} from './prices.schemas.ts'

const base = '/cloud-business/api/system/price'

/** /system/priceManagement (价格管理). */
export const priceEndpoints = {
  ...resourceEndpoints({
    base,
    name: 'Site prices',
    title: 'venue.route.priceManagement',
    labels: 'system.price',
    permissions: PERMISSIONS.price,
    query: sitePriceQuerySchema,
    row: sitePriceSchema,
    detail: sitePriceSchema,
    save: sitePriceSaveSchema,
  }),
  /** The bookable sites a price can be for (the form's and the search form's site select). */
  sites: defineEndpoint({
    method: 'GET',
    path: `${base}/sites`,
    auth: 'token',
    permission: PERMISSIONS.price.list,
    response: z.array(priceSiteOptionSchema),
    summary: 'Site prices: the bookable sites to choose from',
  }),
}
