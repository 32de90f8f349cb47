import { z } from 'zod'
import { pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'

// 收入明细 (/financialManagement/incomeDetails), docs/product/domain.md "Finance": the venue's
// income ledger, written by the system (a signed contract's rent or service fee; the extras
// of a project such as utilities, overtime, advertising and parking), each line with its tax,
// whether it was invoiced, and the month it is recognised in (the event's month).

export const INCOME_TYPES = ['场租', '服务费', '水电', '加班', '广告', '停车', '其他'] as const
export type IncomeType = (typeof INCOME_TYPES)[number]

export const incomeRowSchema = z.object({
  guid: z.string(),
  /** yyyy-MM-dd: when the income arose (a contract's signing, a service's day). */
  incomeDate: z.string(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  type: z.enum(INCOME_TYPES),
  /** Where it comes from: a contract's number, or what the line says. */
  source: z.string(),
  amountExclTax: z.number().int(),
  /** Percent (2 decimals). */
  taxRate: z.number(),
  tax: z.number().int(),
  total: z.number().int(),
  invoiced: z.boolean(),
  /** yyyy-MM. */
  recognisedMonth: z.string(),
})
export type IncomeRow = z.infer<typeof incomeRowSchema>

const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional())

export const incomeQuerySchema = pageQuerySchema.extend({
  /** A part of the project's title or number, the customer's name or the source. */
  keyword: textFilter(64),
  type: optional(z.enum(INCOME_TYPES)),
  /** Recognised from / to (yyyy-MM, inclusive). */
  monthFrom: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.month' })),
  monthTo: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.month' })),
  invoiced: optional(z.enum(['0', '1'])),
})
export type IncomeQuery = z.infer<typeof incomeQuerySchema>

const sumsShape = {
  amountExclTax: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
}

export const incomePageSchema = z.object({
  list: z.array(incomeRowSchema),
  count: z.number().int(),
  /** Over every match: the whole, by type and by recognised month. */
  totals: z.object(sumsShape),
  byType: z.array(z.object({ type: z.enum(INCOME_TYPES), ...sumsShape })),
  byMonth: z.array(z.object({ month: z.string(), ...sumsShape })),
})
export type IncomePage = z.infer<typeof incomePageSchema>
