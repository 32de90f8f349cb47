import { z } from 'zod'

// 合同收款统计 (/contractManagement/contractPaymentStatistics), docs/product/domain.md "Payment
// statistics": the signed contracts' instalments summed by month, customer, sales person or
// project, and the money planned and received per month of a year for its chart.

export const STATISTICS_GROUPS = ['month', 'customer', 'owner', 'project'] as const
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number]

export const paymentStatisticsQuerySchema = z.object({
  groupBy: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(STATISTICS_GROUPS).default('month'),
  ),
  /** The year whose instalments (by due date) and receipts (by arrival) count; this year unless told. */
  year: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(2000).max(2100).optional(),
  ),
})
export type PaymentStatisticsQuery = z.infer<typeof paymentStatisticsQuerySchema>

const moneyShape = {
  /** The instalments' amounts. */
  contractTotal: z.number().int(),
  /** Of those, due by today. */
  dueToDate: z.number().int(),
  received: z.number().int(),
  outstanding: z.number().int(),
  /** Outstanding past its due date. */
  overdue: z.number().int(),
  /** received / dueToDate in percent (2 decimals); null when nothing was due yet. */
  collectionRate: z.number().nullable(),
}

export const statisticsRowSchema = z.object({
  /** The group's key: yyyy-MM, a customer's or project's guid, an owner's id; '' for none. */
  key: z.string(),
  /** What the group reads as: the month, the customer's, owner's or project's name. */
  label: z.string(),
  /** How many instalments it holds. */
  instalments: z.number().int(),
  ...moneyShape,
})
export type StatisticsRow = z.infer<typeof statisticsRowSchema>

export const paymentStatisticsSchema = z.object({
  year: z.number().int(),
  /** yyyy-MM-dd: the day "due to date" and "overdue" are read on. */
  today: z.string(),
  rows: z.array(statisticsRowSchema),
  totals: z.object(moneyShape),
  /** The year's twelve months: planned (instalments due in it) and received (money that arrived in it). */
  months: z.array(
    z.object({ month: z.string(), planned: z.number().int(), received: z.number().int() }),
  ),
})
export type PaymentStatistics = z.infer<typeof paymentStatisticsSchema>
