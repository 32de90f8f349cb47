import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { STORED_FILE_URL } from '../files/files.schemas.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'
import { INSTALMENT_TYPES } from '../templates/templates.schemas.ts'
import { proformaPartySchema } from '../proforma-invoices/proforma-invoices.schemas.ts'

// 合同管理 (/contractManagement/contractManagement), docs/product/domain.md "Contract": a
// project's contract filled from a contract template, with its amounts and its payment plan,
// audited by its chain (财务审核 → 法务审核 → 分管领导), then signed (the project 已签约).

/** 场地租赁合同 / 会议服务合同 / 补充协议 / 框架协议 (an addendum names its parent). */
export const CONTRACT_TYPES = ['场地租赁合同', '会议服务合同', '补充协议', '框架协议'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]
export const ADDENDUM: ContractType = '补充协议'

/**
 * The states as stored: 0 草稿, 1 审核中, 2 待签订 (approved), 3 已签订, 4 履行中, 5 已完成,
 * 6 已终止; a rejection or a withdrawal returns it to 草稿.
 */
export const CONTRACT_STATES = {
  draft: 0,
  auditing: 1,
  approved: 2,
  signed: 3,
  performing: 4,
  completed: 5,
  terminated: 6,
} as const
export const CONTRACT_STATE_VALUES = [0, 1, 2, 3, 4, 5, 6] as const

/** What a user does to a contract outside its approval: 履行中, 已完成, 已终止. */
export const CONTRACT_ACTIONS = ['perform', 'complete', 'terminate'] as const
export type ContractAction = (typeof CONTRACT_ACTIONS)[number]

/** Fen, up to ¥99,999,999.99. */
const fen = z.number().int().min(0).max(9_999_999_999)
/** A percent with 2 decimals at most (6 = 6%, 33.33 = 33.33%). */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'validation.cents' })

/** One instalment of a contract's payment plan; its amounts add up to the contract's total. */
export const contractInstalmentSchema = z.object({
  guid: z.string(),
  seq: z.number().int(),
  kind: z.enum(INSTALMENT_TYPES),
  /** Percent of the total, 2 decimals at most (stored in hundredths of a percent). */
  ratio: z.number(),
  /** Fen. */
  amount: z.number().int(),
  /** yyyy-MM-dd; null while its anchor (the signing, load-in, load-out) has no date. */
  dueDate: z.string().nullable(),
  /** As written: 签约后7日内, 进馆前30日, 撤馆后15日. */
  offsetText: z.string(),
  /** Fen received so far. */
  received: z.number().int(),
})
export type ContractInstalment = z.infer<typeof contractInstalmentSchema>

export const contractInstalmentSaveSchema = z.object({
  kind: z.enum(INSTALMENT_TYPES),
  ratio: percent,
  amount: fen,
  dueDate: calendarDateSchema.nullable().default(null),
  offsetText: z.string().trim().max(50).default(''),
})
export type ContractInstalmentSave = z.input<typeof contractInstalmentSaveSchema>

/** The amounts of a contract, in fen; the tax rate in percent. */
const amountsShape = {
  /** After the discount: what the tax is computed on. */
  amountExclTax: z.number().int(),
  taxRate: z.number(),
  tax: z.number().int(),
  /** amountExclTax + tax: what the payment plan adds up to. */
  total: z.number().int(),
  /** Taken off the list price (the project's approved discounts). */
  discount: z.number().int(),
  /** 履约保证金. */
  deposit: z.number().int(),
}

export const contractRowSchema = z.object({
  guid: z.string(),
  /** HT-<year>-NNNN. */
  contractNumber: z.string(),
  type: z.enum(CONTRACT_TYPES),
  title: z.string(),
  parentGuid: z.string().nullable(),
  parentNumber: z.string().nullable(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  ...amountsShape,
  state: z.number().int(),
  signedAt: z.number().int().nullable(),
  /** 经办人: who drew it up. */
  handlerName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ContractRow = z.infer<typeof contractRowSchema>

export const contractSchema = contractRowSchema.extend({
  customerGuid: z.string().nullable(),
  templateGuid: z.string().nullable(),
  planTemplateGuid: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  /** 人民币大写 of the total. */
  totalInWords: z.string(),
  scanUrl: z.string(),
  scanName: z.string(),
  instalments: z.array(contractInstalmentSchema),
  /** The parties as the printed contract names them: 甲方 the venue, 乙方 the customer. */
  venueParty: proformaPartySchema,
  customerParty: proformaPartySchema,
})
export type Contract = z.infer<typeof contractSchema>

const optionalState = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .int()
    .refine((n) => (CONTRACT_STATE_VALUES as readonly number[]).includes(n))
    .optional(),
)

export const contractQuerySchema = pageQuerySchema.extend({
  /** A part of the contract's number or title, or of its project's title or number. */
  keyword: textFilter(64),
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(CONTRACT_TYPES).optional(),
  ),
  state: optionalState,
  projectGuid: textFilter(64),
})
export type ContractQuery = z.infer<typeof contractQuerySchema>

/**
 * A draft: its text and amounts; the server computes the tax (taxOf) and the total, and
 * refuses instalments that do not add up to that total (400 on `instalments`).
 */
export const contractSaveSchema = z.object({
  ...saveKeyShape,
  type: z.enum(CONTRACT_TYPES),
  /** The contract an addendum amends (required for 补充协议, absent otherwise). */
  parentGuid: guidSchema.nullable().default(null),
  projectGuid: guidSchema,
  templateGuid: guidSchema.nullable().default(null),
  planTemplateGuid: guidSchema.nullable().default(null),
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(200_000),
  amountExclTax: fen,
  taxRate: percent.default(6),
  discount: fen.default(0),
  deposit: fen.default(0),
  instalments: z.array(contractInstalmentSaveSchema).min(1).max(12),
})
export type ContractSave = z.input<typeof contractSaveSchema>

/** 生成: a template and a project → the filled text, the amounts and the plan it would get. */
export const contractFillQuerySchema = z.object({
  projectGuid: guidSchema,
  templateGuid: guidSchema,
  /** The payment-plan template; none: one instalment of the whole total. */
  planTemplateGuid: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    guidSchema.optional(),
  ),
})
export type ContractFillQuery = z.infer<typeof contractFillQuerySchema>

export const contractFillSchema = z.object({
  type: z.enum(CONTRACT_TYPES),
  title: z.string(),
  customerGuid: z.string().nullable(),
  customerName: z.string(),
  content: z.string(),
  ...amountsShape,
  totalInWords: z.string(),
  instalments: z.array(contractInstalmentSaveSchema.extend({ dueDate: z.string().nullable() })),
})
export type ContractFill = z.infer<typeof contractFillSchema>

/** A template a contract may start from: its guid and name (the pickers of 新增). */
export const contractTemplateOptionSchema = z.object({ guid: z.string(), name: z.string() })

/** The enabled contract templates and payment-plan templates a contract's author picks from. */
export const contractTemplateOptionsSchema = z.object({
  texts: z.array(contractTemplateOptionSchema.extend({ contractType: z.string() })),
  plans: z.array(contractTemplateOptionSchema),
})
export type ContractTemplateOptions = z.infer<typeof contractTemplateOptionsSchema>

/** Submits a draft to its approval chain, at the version seen. */
export const contractSubmitSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
})
export type ContractSubmit = z.infer<typeof contractSubmitSchema>

/** 签订: the signed scan (an uploaded document or image) of an approved contract. */
export const contractSignSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  scanUrl: z.string().regex(STORED_FILE_URL, { message: 'validation.uploadedFile' }),
  scanName: z.string().trim().min(1).max(200),
})
export type ContractSign = z.infer<typeof contractSignSchema>

/** 履行中 / 已完成 / 已终止 (a reason required) at the version seen. */
export const contractActSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(CONTRACT_ACTIONS),
  comment: z.string().trim().max(500).default(''),
})
export type ContractAct = z.input<typeof contractActSchema>
