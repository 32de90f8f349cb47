import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { CANCEL_STATE_VALUES } from './project-cancel.schemas.ts'

// 优惠管理 (/project/discountManagement), docs/product/domain.md "Discount": a discount on a
// project's quote; one that takes the price below the floor goes through the chain
// (分管领导), any other is approved when submitted; an approved one changes the quote.

/** 折扣率 (value: percent paid, 1-99), 减免金额 (fen), 免租天数 (days), 赠送资源 (its value, fen). */
export const DISCOUNT_TYPES = ['rate', 'amount', 'freeDays', 'resource'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** 0 草稿, 1 审核中, 2 已通过, as a cancellation's. */
export const DISCOUNT_STATE_VALUES = CANCEL_STATE_VALUES

export const projectDiscountRowSchema = z.object({
  guid: z.string(),
  /** YH-<year>-NNNN. */
  discountNumber: z.string(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  /** The quote's subtotal when it was last computed (fen). */
  originalAmount: z.number().int(),
  discountAmount: z.number().int(),
  /** It takes the price below the floor: the leader approves it. */
  belowFloor: z.boolean(),
  state: z.number().int(),
  applicantName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ProjectDiscountRow = z.infer<typeof projectDiscountRowSchema>

export const projectDiscountSchema = projectDiscountRowSchema.extend({
  reason: z.string(),
  /** The quote's floor and what remains after approved discounts and this one (fen). */
  floorAmount: z.number().int(),
  afterAmount: z.number().int(),
})
export type ProjectDiscount = z.infer<typeof projectDiscountSchema>

export const projectDiscountQuerySchema = pageQuerySchema.extend({
  keyword: textFilter(64),
  /** One project's (its detail's 优惠 tab). */
  projectGuid: textFilter(64),
  state: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (DISCOUNT_STATE_VALUES as readonly number[]).includes(n))
      .optional(),
  ),
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(DISCOUNT_TYPES).optional(),
  ),
})
export type ProjectDiscountQuery = z.infer<typeof projectDiscountQuerySchema>

export const projectDiscountSaveSchema = z
  .object({
    ...saveKeyShape,
    projectGuid: guidSchema,
    type: z.enum(DISCOUNT_TYPES),
    value: z.number().int().min(1).max(9_999_999_999),
    reason: z.string().trim().min(2).max(500),
  })
  .refine((d) => d.type !== 'rate' || d.value <= 99, {
    message: 'validation.discountRate',
    path: ['value'],
  })
  .refine((d) => d.type !== 'freeDays' || d.value <= 365, {
    message: 'validation.discountDays',
    path: ['value'],
  })
export type ProjectDiscountSave = z.input<typeof projectDiscountSaveSchema>
