import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { recordTailShape, saveKeyShape, saveTailShape, statusFilter } from '../common/resource.ts'

/** 资源: an LED screen, advertising position, parking area or piece of equipment. */
export const venueResourceSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** Dictionary `resource_type` (LED屏 / 广告位 / 停车区 / 设备). */
  type: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** Yuan per unit, 2 decimals. */
  price: z.number(),
  siteGuid: z.string().nullable(),
  /** The site's name ('' without a site). */
  siteName: z.string(),
  ...recordTailShape,
})
export type VenueResource = z.infer<typeof venueResourceSchema>

export const venueResourceQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  type: textFilter(32),
  siteGuid: textFilter(64),
  status: statusFilter,
})
export type VenueResourceQuery = z.infer<typeof venueResourceQuerySchema>

/** At most 2 decimals (money). */
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

export const venueResourceSaveSchema = z.object({
  ...saveKeyShape,
  name: z.string().trim().min(1).max(50),
  type: z.string().trim().min(1).max(32),
  unit: z.string().trim().max(16).default(''),
  quantity: z.number().int().min(0).max(999_999).default(0),
  price: z.number().min(0).max(99_999_999.99).refine(twoDecimals, 'two decimals').default(0),
  siteGuid: z.preprocess((v) => (v === '' || v === undefined ? null : v), guidSchema.nullable()),
  ...saveTailShape,
})
export type VenueResourceSave = z.input<typeof venueResourceSaveSchema>
