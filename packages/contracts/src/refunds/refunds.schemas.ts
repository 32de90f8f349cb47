import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 退款审核 (/financialManagement/refundAudit), docs/product/domain.md "Finance": money the venue
// pays back (a deposit, an overpayment, a cancelled project's), audited by its chain
// (财务经理 → 分管领导), then paid with a bank serial.

/**
 * Where a refund comes from: 押金退还 and 多收退款 are entered by finance; 取消退款 is
 * recorded by an approved project cancellation (its docType, `project_cancel`).
 */
export const REFUND_SOURCES = ['deposit', 'overpayment', 'project_cancel'] as const
export type RefundSource = (typeof REFUND_SOURCES)[number]
/** The sources a user enters by hand (新增). */
export const MANUAL_REFUND_SOURCES = ['deposit', 'overpayment'] as const
export const CANCEL_REFUND_SOURCE: RefundSource = 'project_cancel'

/**
 * The states as stored: 0 待提交 (entered, not yet submitted), 1 待审核 (a cancellation's,
 * waiting for finance to complete the payee's account and submit it), 2 审核中 (in its chain),
 * 3 已通过, 4 已退款 (paid, with its bank serial), 5 已驳回 (edited and submitted again).
 */
export const REFUND_STATES = {
  draft: 0,
  pending: 1,
  auditing: 2,
  approved: 3,
  paid: 4,
  rejected: 5,
} as const
export const REFUND_STATE_VALUES = [0, 1, 2, 3, 4, 5] as const

/** Fen, from ¥0.01 up to ¥99,999,999.99. */
const fen = z.number().int().min(1).max(9_999_999_999)

export const refundRowSchema = z.object({
  guid: z.string(),
  /** TK-<year>-NNNN. */
  refundNumber: z.string(),
  sourceType: z.enum(REFUND_SOURCES),
  /** The cancellation it comes from (its QX number); '' for one entered by hand. */
  sourceGuid: z.string(),
  sourceNumber: z.string(),
  /** The project it concerns; null when none is named. */
  projectGuid: z.string().nullable(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  /** 收款人: who gets the money back. */
  payee: z.string(),
  payeeBank: z.string(),
  payeeAccount: z.string(),
  /** Fen. */
  amount: z.number().int(),
  state: z.number().int(),
  /** The bank serial and day (yyyy-MM-dd) of the payment, once paid. */
  paidSerial: z.string(),
  paidDate: z.string().nullable(),
  /** 经办人: who entered it (a cancellation's: its closing approver). */
  handlerName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type RefundRow = z.infer<typeof refundRowSchema>

export const refundSchema = refundRowSchema.extend({
  reason: z.string(),
  paidByName: z.string(),
})
export type Refund = z.infer<typeof refundSchema>

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())

export const refundQuerySchema = pageQuerySchema.extend({
  /** A part of the refund's number, its payee, or its project's title or number. */
  keyword: textFilter(64),
  sourceType: optional(z.enum(REFUND_SOURCES)),
  state: optional(
    z.coerce
      .number()
      .int()
      .refine((n) => (REFUND_STATE_VALUES as readonly number[]).includes(n)),
  ),
})
export type RefundQuery = z.infer<typeof refundQuerySchema>

/**
 * A refund entered by hand (押金退还 / 多收退款), or a cancellation's completed by finance: its
 * source, amount and project stay the cancellation's (400 on the field otherwise).
 */
export const refundSaveSchema = z.object({
  ...saveKeyShape,
  sourceType: z.enum(REFUND_SOURCES),
  projectGuid: guidSchema.nullable().default(null),
  payee: z.string().trim().min(1).max(100),
  payeeBank: z.string().trim().min(1).max(100),
  payeeAccount: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[0-9 -]+$/, { message: 'validation.bankAccount' }),
  amount: fen,
  reason: z.string().trim().min(1).max(500),
})
export type RefundSave = z.input<typeof refundSaveSchema>

/** 提交审核 at the version seen. */
export const refundSubmitSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
})
export type RefundSubmit = z.infer<typeof refundSubmitSchema>

/** 退款: an approved refund paid, with the bank's serial and the day it left. */
export const refundPaySchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  paidSerial: z.string().trim().min(1).max(64),
  paidDate: calendarDateSchema,
})
export type RefundPay = z.infer<typeof refundPaySchema>
