import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'

// 对账结算 (/financialManagement/reconciliationSettlement), docs/product/domain.md "Finance": the
// settlement sheet of a project. contract amount + extras (加班, 水电, 超面积, 损坏赔偿) − discounts
// = receivable; − received − deposit offset = the balance: to pay (应补, > 0) or to refund
// (应退, < 0). 草稿 → 待客户确认 → 已确认 → 已结清; the project becomes 已结算 at 结清, whose
// balance is 0. Amounts in fen; the server computes every figure (settlementFigures).

/** The states as stored: 0 草稿, 1 待客户确认, 2 已确认, 3 已结清. */
export const SETTLEMENT_STATES = {
  draft: 0,
  pending: 1,
  confirmed: 2,
  settled: 3,
} as const
export const SETTLEMENT_STATE_VALUES = [0, 1, 2, 3] as const

/** 提交客户确认, 退回修改 (the customer disputes it: a reason), 客户确认, 结清. */
export const SETTLEMENT_ACTIONS = ['submit', 'return', 'confirm', 'settle'] as const
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number]

/**
 * A line's kind: an extra (加班, 水电, 超面积, 损坏赔偿, 其他) adds to the contract amount; a
 * discount (a concession granted after signing) takes from it.
 */
export const SETTLEMENT_LINE_KINDS = [
  'overtime',
  'utilities',
  'overArea',
  'damage',
  'other',
  'discount',
] as const
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number]

/** The most an amount of a sheet may be: ¥10 亿, in fen. */
const MAX_FEN = 100_000_000_000
const fen = z.number().int().min(0).max(MAX_FEN)

/** One line as saved: its kind, what it is for, its amount in fen (always ≥ 0). */
export const settlementLineSaveSchema = z.object({
  kind: z.enum(SETTLEMENT_LINE_KINDS),
  description: z.string().trim().min(1).max(100),
  amount: fen.min(1),
})
export type SettlementLineSave = z.input<typeof settlementLineSaveSchema>

export const settlementLineSchema = settlementLineSaveSchema.extend({ seq: z.number().int() })
export type SettlementLine = z.infer<typeof settlementLineSchema>

/** What the project's contracts and claims give a sheet now (新增's figures; a save's). */
export const settlementBasisSchema = z.object({
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  /** The totals of its signed contracts (addenda included), fen. */
  contractAmount: z.number().int(),
  /** What was claimed for their instalments, fen. */
  received: z.number().int(),
  /** The 履约保证金 its contracts hold, fen: the most the sheet may offset. */
  deposit: z.number().int(),
})
export type SettlementBasis = z.infer<typeof settlementBasisSchema>

/** The figures of a sheet, all in fen (see settlementFigures). */
export interface SettlementFigures {
  extras: number
  discounts: number
  receivable: number
  depositOffset: number
  balance: number
}

/**
 * The sheet's figures, the formula in one place (the server stores them, the form previews
 * them): receivable = contract + extras − discounts; balance = receivable − received −
 * deposit offset. Without an offset given, the deposit offsets what is still owed, never more
 * than the deposit and never below 0 (nothing is kept from the deposit when the customer is
 * owed money back).
 *
 * @example settlementFigures({ contractAmount: 100_00, received: 80_00, deposit: 50_00 },
 *   [{ kind: 'overtime', amount: 10_00 }]) // receivable 110_00, offset 30_00, balance 0
 */
export function settlementFigures(
  basis: { contractAmount: number; received: number; deposit: number },
  lines: readonly { kind: SettlementLineKind; amount: number }[],
  depositOffset?: number | null,
): SettlementFigures {
  let extras = 0
  let discounts = 0
  for (const l of lines) {
    if (l.kind === 'discount') discounts += l.amount
    else extras += l.amount
  }
  const receivable = basis.contractAmount + extras - discounts
  const owed = receivable - basis.received
  const offset =
    depositOffset === undefined || depositOffset === null
      ? Math.max(0, Math.min(basis.deposit, owed))
      : depositOffset
  return {
    extras,
    discounts,
    receivable,
    depositOffset: offset,
    balance: owed - offset,
  }
}

export const settlementRowSchema = z.object({
  guid: z.string(),
  /** JS-yyyy-nnnn, given when it is drawn up. */
  settlementNumber: z.string(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  contractAmount: z.number().int(),
  extras: z.number().int(),
  discounts: z.number().int(),
  receivable: z.number().int(),
  received: z.number().int(),
  deposit: z.number().int(),
  depositOffset: z.number().int(),
  /** What 结清 recorded to close the balance (within received): + paid, − refunded. */
  finalPayment: z.number().int(),
  /** > 0 应补 (the customer pays), < 0 应退 (the venue refunds), 0 even. */
  balance: z.number().int(),
  state: z.number().int(),
  handlerName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type SettlementRow = z.infer<typeof settlementRowSchema>

/** A party of the sheet: the venue (its name, address, bank) or the customer. */
export const settlementPartySchema = z.object({
  name: z.string(),
  taxNo: z.string(),
  addressPhone: z.string(),
  bank: z.string(),
  account: z.string(),
})

export const settlementSchema = settlementRowSchema.extend({
  lines: z.array(settlementLineSchema),
  /** 人民币大写 of the balance's amount (its sign is 应补 or 应退). */
  balanceInWords: z.string(),
  /** 人民币大写 of the receivable. */
  receivableInWords: z.string(),
  remark: z.string(),
  /** Why the customer disputed it last (退回修改), '' otherwise. */
  returnReason: z.string(),
  /** yyyy-MM-dd of 客户确认 and of 结清, null before. */
  confirmedDate: z.string().nullable(),
  settledDate: z.string().nullable(),
  venue: settlementPartySchema,
  customer: settlementPartySchema,
})
export type Settlement = z.infer<typeof settlementSchema>

export const settlementQuerySchema = pageQuerySchema.extend({
  /** A part of the number, or the project's title or number. */
  keyword: textFilter(64),
  state: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (SETTLEMENT_STATE_VALUES as readonly number[]).includes(n))
      .optional(),
  ),
  projectGuid: textFilter(64),
})
export type SettlementQuery = z.infer<typeof settlementQuerySchema>

/**
 * A draft: its project (the server reads the contract amount, received and deposit), the
 * lines the user enters, the deposit offset (null: the default), a remark.
 */
export const settlementSaveSchema = z.object({
  ...saveKeyShape,
  projectGuid: guidSchema,
  lines: z.array(settlementLineSaveSchema).max(50).default([]),
  depositOffset: fen.nullable().default(null),
  remark: z.string().trim().max(500).default(''),
})
export type SettlementSave = z.input<typeof settlementSaveSchema>

export const settlementBasisQuerySchema = z.object({ projectGuid: guidSchema })

/** The projects a sheet can be drawn up for, by a part of their title or number. */
export const settlementProjectQuerySchema = z.object({ keyword: textFilter(64) })
export const settlementProjectSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  customerName: z.string(),
})
export type SettlementProject = z.infer<typeof settlementProjectSchema>

/** A step at the version seen; 退回修改 needs a reason. */
export const settlementActSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(SETTLEMENT_ACTIONS),
  comment: z.string().trim().max(500).default(''),
})
export type SettlementAct = z.input<typeof settlementActSchema>
