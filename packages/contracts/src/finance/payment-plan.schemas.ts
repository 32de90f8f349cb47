import { z } from 'zod'
import { pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'
import { INSTALMENT_TYPES } from '../templates/templates.schemas.ts'

// 合同付款计划 (/contractManagement/contractPaymentPlan), docs/product/domain.md "Payment plan":
// every instalment of the signed contracts, its state following the calendar.

/**
 * An instalment's state, read from the calendar and what was received (never stored, so it is
 * right on every instance): 已收款 once received in full; 逾期 past its due date with money
 * outstanding; 部分收款 with some received before that; 待收款 within the 7 days before its due
 * date (its owner is reminded then); 未到期 before that, or while it has no due date.
 */
export const INSTALMENT_STATES = ['notDue', 'due', 'partial', 'paid', 'overdue'] as const
export type InstalmentState = (typeof INSTALMENT_STATES)[number]

/** Days before a due date an instalment is 待收款 and its owner gets a reminder. */
export const INSTALMENT_REMIND_DAYS = 7

/** The contract states whose instalments are receivable: 已签订, 履行中, 已完成. */
export const RECEIVABLE_CONTRACT_STATES = [3, 4, 5] as const

/**
 * The state of an instalment on `today` (yyyy-MM-dd).
 *
 * @example instalmentStateOf({ amount: 100, received: 0, dueDate: '2026-05-01' }, '2026-05-02') // 'overdue'
 */
export function instalmentStateOf(
  i: { amount: number; received: number; dueDate: string | null },
  today: string,
): InstalmentState {
  if (i.received >= i.amount) return 'paid'
  if (i.dueDate !== null && i.dueDate < today) return 'overdue'
  if (i.received > 0) return 'partial'
  if (i.dueDate !== null && i.dueDate <= addDays(today, INSTALMENT_REMIND_DAYS)) return 'due'
  return 'notDue'
}

/** yyyy-MM-dd plus `n` days (UTC arithmetic on the calendar date). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/** One instalment of a signed contract, as the payment plan lists it (money in fen). */
export const instalmentRowSchema = z.object({
  guid: z.string(),
  contractGuid: z.string(),
  contractNumber: z.string(),
  contractTitle: z.string(),
  projectGuid: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  /** 经办人 of the contract: who is reminded. */
  ownerName: z.string(),
  seq: z.number().int(),
  kind: z.enum(INSTALMENT_TYPES),
  /** Percent of the contract's total (2 decimals). */
  ratio: z.number(),
  amount: z.number().int(),
  received: z.number().int(),
  outstanding: z.number().int(),
  dueDate: z.string().nullable(),
  offsetText: z.string(),
  state: z.enum(INSTALMENT_STATES),
  /** Days past its due date while outstanding; 0 otherwise. */
  overdueDays: z.number().int(),
})
export type InstalmentRow = z.infer<typeof instalmentRowSchema>

const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional())

export const paymentPlanQuerySchema = pageQuerySchema.extend({
  /** A part of the contract's number or title, its project's or customer's name. */
  keyword: textFilter(64),
  state: optional(z.enum(INSTALMENT_STATES)),
  kind: optional(z.enum(INSTALMENT_TYPES)),
  contractGuid: textFilter(64),
  /** Due from / to (yyyy-MM-dd, inclusive). */
  dueFrom: optional(calendarDateSchema),
  dueTo: optional(calendarDateSchema),
  /** Only what still has money outstanding (the allocation picker). */
  outstanding: optional(z.enum(['1'])),
})
export type PaymentPlanQuery = z.infer<typeof paymentPlanQuerySchema>

/** The list's totals over every match (not the page): what the footer shows. */
export const paymentPlanPageSchema = z.object({
  list: z.array(instalmentRowSchema),
  count: z.number().int(),
  totals: z.object({
    amount: z.number().int(),
    received: z.number().int(),
    outstanding: z.number().int(),
    overdue: z.number().int(),
  }),
})
export type PaymentPlanPage = z.infer<typeof paymentPlanPageSchema>
