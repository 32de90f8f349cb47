import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { importResultSchema, importRowShape } from '../common/import.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 收款记录 (/financialManagement/paymentRecords), docs/product/domain.md "Finance": money that
// arrived, claimed (认领) by allocating it to contract instalments, partly or across several;
// an allocation is undone with a reason; a bank statement (.xlsx) imports receipts.

export const RECEIPT_METHODS = ['对公转账', 'POS', '支票', '现金', '微信', '支付宝'] as const
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number]

/** 待认领 (nothing allocated), 部分认领, 已认领 (all of it allocated): read from the amounts. */
export const RECEIPT_STATES = ['unclaimed', 'partial', 'claimed'] as const
export type ReceiptState = (typeof RECEIPT_STATES)[number]

export const receiptStateOf = (r: { amount: number; allocated: number }): ReceiptState =>
  r.allocated <= 0 ? 'unclaimed' : r.allocated >= r.amount ? 'claimed' : 'partial'

/** Fen, more than 0, up to ¥99,999,999.99. */
const positiveFen = z.number().int().min(1).max(9_999_999_999)

export const receiptRowSchema = z.object({
  guid: z.string(),
  /** SK-<year>-NNNN. */
  receiptNumber: z.string(),
  payer: z.string(),
  amount: z.number().int(),
  allocated: z.number().int(),
  /** amount - allocated: what is left to claim. */
  unallocated: z.number().int(),
  method: z.enum(RECEIPT_METHODS),
  arrivalDate: z.string(),
  /** The bank's serial number; unique; '' for cash. */
  bankSerial: z.string(),
  remark: z.string(),
  state: z.enum(RECEIPT_STATES),
  createdByName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ReceiptRow = z.infer<typeof receiptRowSchema>

/** One allocation of a receipt to an instalment; an undone one stays, with its reason. */
export const allocationSchema = z.object({
  guid: z.string(),
  instalmentGuid: z.string(),
  contractGuid: z.string(),
  contractNumber: z.string(),
  projectTitle: z.string(),
  instalmentSeq: z.number().int(),
  instalmentKind: z.string(),
  amount: z.number().int(),
  undone: z.boolean(),
  undoReason: z.string(),
  createdByName: z.string(),
  createdAt: z.number().int(),
  undoneByName: z.string(),
  undoneAt: z.number().int().nullable(),
})
export type Allocation = z.infer<typeof allocationSchema>

export const receiptSchema = receiptRowSchema.extend({
  allocations: z.array(allocationSchema),
})
export type Receipt = z.infer<typeof receiptSchema>

const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional())

export const receiptQuerySchema = pageQuerySchema.extend({
  /** A part of the payer, the bank serial or the receipt's number. */
  keyword: textFilter(64),
  state: optional(z.enum(RECEIPT_STATES)),
  method: optional(z.enum(RECEIPT_METHODS)),
  /** Arrived from / to (yyyy-MM-dd, inclusive). */
  arrivalFrom: optional(calendarDateSchema),
  arrivalTo: optional(calendarDateSchema),
})
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>

/** A receipt as entered; its amount cannot go below what is allocated of it. */
export const receiptSaveSchema = z.object({
  ...saveKeyShape,
  payer: z.string().trim().min(1).max(100),
  amount: positiveFen,
  method: z.enum(RECEIPT_METHODS),
  arrivalDate: calendarDateSchema,
  /** Required except for cash (现金); unique. */
  bankSerial: z.string().trim().max(64).default(''),
  remark: z.string().trim().max(500).default(''),
})
export type ReceiptSave = z.input<typeof receiptSaveSchema>

/** 认领: parts of a receipt to instalments, at the receipt's version seen. */
export const allocateSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  lines: z
    .array(z.object({ instalmentGuid: guidSchema, amount: positiveFen }))
    .min(1)
    .max(20)
    .refine((l) => new Set(l.map((x) => x.instalmentGuid)).size === l.length, {
      message: 'validation.duplicateInstalment',
    }),
})
export type AllocateBody = z.infer<typeof allocateSchema>

/** 撤销认领: one allocation undone, with a reason, at the receipt's version seen. */
export const unallocateSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  allocationGuid: guidSchema,
  reason: z.string().trim().min(1).max(200),
})
export type UnallocateBody = z.infer<typeof unallocateSchema>

/** At most this many rows of a bank statement are read. */
export const RECEIPT_IMPORT_MAX_ROWS = 2000

/** A row of a bank statement's import: its serial, and why it was refused. */
export const receiptImportRowSchema = z.object({
  ...importRowShape,
  bankSerial: z.string(),
})
export type ReceiptImportRow = z.infer<typeof receiptImportRowSchema>
export const receiptImportResultSchema = importResultSchema(receiptImportRowSchema)
export type ReceiptImportResult = z.infer<typeof receiptImportResultSchema>
