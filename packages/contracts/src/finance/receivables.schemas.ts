import { z } from 'zod'
import { pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 应收账款 (/financialManagement/accountreceivable), docs/product/domain.md "Finance": per project
// and customer, what its signed contracts' instalments ask for, what was received by a chosen
// day, and the outstanding money by how long it has been overdue on that day.

/** Overdue days' buckets: 0-30, 31-60, 61-90, over 90 (an amount due that very day is 0). */
export const AGING_BUCKETS = ['d0to30', 'd31to60', 'd61to90', 'over90'] as const
export type AgingBucket = (typeof AGING_BUCKETS)[number]

/** The bucket of an amount `days` past its due date (0 or more). */
export const agingBucketOf = (days: number): AgingBucket =>
  days <= 30 ? 'd0to30' : days <= 60 ? 'd31to60' : days <= 90 ? 'd61to90' : 'over90'

const moneyShape = {
  /** The instalments of its signed contracts. */
  receivable: z.number().int(),
  /** Allocated from receipts that arrived by the day. */
  received: z.number().int(),
  outstanding: z.number().int(),
  /** Outstanding and not yet due on the day. */
  notDue: z.number().int(),
  d0to30: z.number().int(),
  d31to60: z.number().int(),
  d61to90: z.number().int(),
  over90: z.number().int(),
}

export const receivableRowSchema = z.object({
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  /** The project's owner (负责人). */
  ownerName: z.string(),
  ...moneyShape,
})
export type ReceivableRow = z.infer<typeof receivableRowSchema>

export const receivableQuerySchema = pageQuerySchema.extend({
  /** The day the aging is read on (yyyy-MM-dd); today unless told. */
  asOf: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    calendarDateSchema.optional(),
  ),
  /** A part of the project's title or number, or of its customer's name. */
  keyword: textFilter(64),
  /** Only projects with money outstanding. */
  outstanding: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['1']).optional(),
  ),
})
export type ReceivableQuery = z.infer<typeof receivableQuerySchema>

export const receivablePageSchema = z.object({
  list: z.array(receivableRowSchema),
  count: z.number().int(),
  /** The day read (the query's, or today). */
  asOf: z.string(),
  /** Over every match, not the page: the totals row. */
  totals: z.object(moneyShape),
})
export type ReceivablePage = z.infer<typeof receivablePageSchema>
