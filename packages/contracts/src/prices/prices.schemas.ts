import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { recordTailShape, saveKeyShape, saveTailShape, statusFilter } from '../common/resource.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

/** 价格管理 (/system/priceManagement): a site's price for a period type over inclusive dates. */
export const sitePriceSchema = z.object({
  guid: z.string(),
  siteGuid: z.string(),
  /** The site's name ('' when the site is gone). */
  siteName: z.string(),
  /** Dictionary `period_type`: 布展 / 展期 / 撤展 / 会议 / 活动. */
  periodType: z.string(),
  /** Dictionary `price_unit`: 元/㎡/天, 元/天, 元/场·半天, 元/小时 … */
  unit: z.string(),
  standardPrice: z.number(),
  /** Discounts below it need approval. */
  floorPrice: z.number(),
  holidayFactor: z.number(),
  /** Percent. */
  taxRate: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  ...recordTailShape,
})
export type SitePrice = z.infer<typeof sitePriceSchema>

export const sitePriceQuerySchema = pageQuerySchema.extend({
  siteGuid: textFilter(64),
  periodType: textFilter(32),
  status: statusFilter,
})
export type SitePriceQuery = z.infer<typeof sitePriceQuerySchema>

/** Money with at most 2 decimals. */
const money = z
  .number()
  .min(0)
  .max(99_999_999.99)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'validation.cents' })

export const sitePriceSaveSchema = z
  .object({
    ...saveKeyShape,
    siteGuid: guidSchema,
    periodType: z.string().trim().min(1).max(32),
    unit: z.string().trim().min(1).max(32),
    standardPrice: money,
    floorPrice: money,
    holidayFactor: z.number().min(0.1).max(10).default(1),
    taxRate: z.number().min(0).max(100).default(6),
    validFrom: calendarDateSchema,
    validTo: calendarDateSchema,
    ...saveTailShape,
  })
  .superRefine((v, ctx) => {
    if (v.floorPrice > v.standardPrice)
      ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'validation.floorPrice' })
    if (v.validFrom > v.validTo)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.dateRange' })
  })
export type SitePriceSave = z.input<typeof sitePriceSaveSchema>

/** A bookable site a price can be for. */
export const priceSiteOptionSchema = z.object({ guid: z.string(), name: z.string() })
export type PriceSiteOption = z.infer<typeof priceSiteOptionSchema>
