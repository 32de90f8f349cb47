import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'

// 形式发票 (/financialManagement/proformaInvoice), docs/product/domain.md "Finance": a
// project's proforma invoice, its lines computed by the server from the project's bookings
// and the price list (site × days × unit price), tax rounded once per document, a validity,
// the venue's bank details; 草稿 → 已开具 → 已确认 → 已转正式发票 | 已作废. The number
// PI-yyyy-nnnn is given at 开具, without gaps.

/** The states as stored: 0 草稿, 1 已开具, 2 已确认, 3 已转正式发票, 4 已作废. */
export const PROFORMA_STATES = {
  draft: 0,
  issued: 1,
  confirmed: 2,
  converted: 3,
  void: 4,
} as const
export const PROFORMA_STATE_VALUES = [0, 1, 2, 3, 4] as const

/** 开具, 确认 (the customer's), 转正式发票 (the formal invoice's number), 作废 (a reason). */
export const PROFORMA_ACTIONS = ['issue', 'confirm', 'convert', 'void'] as const
export type ProformaAction = (typeof PROFORMA_ACTIONS)[number]

/** A line's kind: a booked block, or the project's approved discounts (one negative line). */
export const PROFORMA_LINE_KINDS = ['booking', 'discount'] as const

/** One line: a booked block on a site, its days and unit price; amounts in fen. */
export const proformaLineSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(PROFORMA_LINE_KINDS),
  siteName: z.string(),
  /** The price list's period type: 布展 / 展期 / 撤展 / 会议 / 活动. */
  periodType: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  days: z.number().int(),
  /** Days on statutory holidays (priced at the price's holiday factor). */
  holidayDays: z.number().int(),
  /** 元/天, 元/㎡/天, 元/小时 …; '' on a discount line. */
  unit: z.string(),
  /** Fen per unit. */
  unitPrice: z.number().int(),
  /** Units a day (㎡ or hours; 1 for a whole site). */
  quantity: z.number(),
  /** Before tax, fen (a discount line is negative). */
  amount: z.number().int(),
  /** Percent, 2 decimals at most. */
  taxRate: z.number(),
})
export type ProformaLine = z.infer<typeof proformaLineSchema>

/** The lines and totals a project's bookings give now (新增's preview, a save's lines). */
export const proformaPreviewSchema = z.object({
  projectGuid: z.string(),
  customerName: z.string(),
  lines: z.array(proformaLineSchema),
  /** Before tax, fen. */
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  totalInWords: z.string(),
})
export type ProformaPreview = z.infer<typeof proformaPreviewSchema>

/** A party of the document: the seller (the venue) or the buyer (the customer's invoice data). */
export const proformaPartySchema = z.object({
  name: z.string(),
  taxNo: z.string(),
  /** Address and telephone, as an invoice prints them. */
  addressPhone: z.string(),
  bank: z.string(),
  account: z.string(),
})
export type ProformaParty = z.infer<typeof proformaPartySchema>

export const proformaInvoiceRowSchema = z.object({
  guid: z.string(),
  /** PI-yyyy-nnnn once issued; null for a draft. */
  invoiceNumber: z.string().nullable(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  state: z.number().int(),
  /** Days the proforma is valid from its issue. */
  validityDays: z.number().int(),
  /** yyyy-MM-dd: the issue day; null for a draft. */
  issueDate: z.string().nullable(),
  /** yyyy-MM-dd: the last valid day; null for a draft. */
  validUntil: z.string().nullable(),
  /** The formal invoice's number once converted. */
  formalInvoiceNumber: z.string(),
  handlerName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ProformaInvoiceRow = z.infer<typeof proformaInvoiceRowSchema>

export const proformaInvoiceSchema = proformaInvoiceRowSchema.extend({
  lines: z.array(proformaLineSchema),
  /** 人民币大写 of the total. */
  totalInWords: z.string(),
  remark: z.string(),
  voidReason: z.string(),
  seller: proformaPartySchema,
  buyer: proformaPartySchema,
})
export type ProformaInvoice = z.infer<typeof proformaInvoiceSchema>

export const proformaInvoiceQuerySchema = pageQuerySchema.extend({
  /** A part of the number, the formal invoice's number, or the project's title or number. */
  keyword: textFilter(64),
  state: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (PROFORMA_STATE_VALUES as readonly number[]).includes(n))
      .optional(),
  ),
  projectGuid: textFilter(64),
})
export type ProformaInvoiceQuery = z.infer<typeof proformaInvoiceQuerySchema>

/** A draft: its project (the server computes the lines), validity and remark. */
export const proformaInvoiceSaveSchema = z.object({
  ...saveKeyShape,
  projectGuid: guidSchema,
  validityDays: z.number().int().min(1).max(365).default(30),
  remark: z.string().trim().max(500).default(''),
})
export type ProformaInvoiceSave = z.input<typeof proformaInvoiceSaveSchema>

export const proformaPreviewQuerySchema = z.object({ projectGuid: guidSchema })

/** The projects a proforma can be drawn up for, by a part of their title or number. */
export const proformaProjectQuerySchema = z.object({ keyword: textFilter(64) })
export const proformaProjectSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  customerName: z.string(),
})
export type ProformaProject = z.infer<typeof proformaProjectSchema>

/**
 * A step at the version seen: 开具 (the next number), 确认, 转正式发票 (its number required),
 * 作废 (a reason required).
 */
export const proformaActSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(PROFORMA_ACTIONS),
  comment: z.string().trim().max(500).default(''),
  formalInvoiceNumber: z.string().trim().max(50).default(''),
})
export type ProformaAct = z.input<typeof proformaActSchema>
