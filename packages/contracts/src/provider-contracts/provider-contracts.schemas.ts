import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 服务商合同 (/contractManagement/serviceProviderContract, issue 14): the venue's contracts
// with its service providers, either 收入类 (a concession paying the venue, often a share of
// its revenue) or 支出类 (outsourcing the venue pays for), with their periodic settlements
// and evaluations (/contractManagement/serviceProviderContractDetail).

/** 主场搭建 / 餐饮 / 保洁 / 安保 / 广告 / 物流 / 票务 / 设备租赁, stored as written. */
export const PROVIDER_KINDS = [
  '主场搭建',
  '餐饮',
  '保洁',
  '安保',
  '广告',
  '物流',
  '票务',
  '设备租赁',
] as const
export type ProviderKind = (typeof PROVIDER_KINDS)[number]

/** 收入类: the provider pays the venue; 支出类: the venue pays the provider. */
export const PROVIDER_DIRECTIONS = ['收入类', '支出类'] as const
export type ProviderDirection = (typeof PROVIDER_DIRECTIONS)[number]

/**
 * The label keys of the stored words (`providerContract.kinds.<key>`, `.directions.<key>`,
 * `.cycles.<key>`): the web's columns and the server's sheet read them in the reader's language.
 */
export const PROVIDER_WORD_KEYS: Readonly<Record<string, string>> = {
  主场搭建: 'kinds.build',
  餐饮: 'kinds.catering',
  保洁: 'kinds.cleaning',
  安保: 'kinds.security',
  广告: 'kinds.advertising',
  物流: 'kinds.logistics',
  票务: 'kinds.ticketing',
  设备租赁: 'kinds.equipment',
  收入类: 'directions.income',
  支出类: 'directions.expense',
  月结: 'cycles.monthly',
  季结: 'cycles.quarterly',
  按展会: 'cycles.perExhibition',
  一次性: 'cycles.oneOff',
  fixed: 'billings.fixed',
  share: 'billings.share',
}

/** fixed: an agreed amount; share: a share of the provider's revenue (收入类 only). */
export const PROVIDER_BILLINGS = ['fixed', 'share'] as const
export type ProviderBilling = (typeof PROVIDER_BILLINGS)[number]

/** 月结 / 季结 / 按展会 / 一次性. */
export const SETTLEMENT_CYCLES = ['月结', '季结', '按展会', '一次性'] as const
export type SettlementCycle = (typeof SETTLEMENT_CYCLES)[number]

/** The states as stored: 0 草稿, 1 履行中, 2 已到期, 3 已终止. */
export const PROVIDER_CONTRACT_STATES = {
  draft: 0,
  performing: 1,
  expired: 2,
  terminated: 3,
} as const
export const PROVIDER_CONTRACT_STATE_VALUES = [0, 1, 2, 3] as const

/** 审核生效 (草稿 → 履行中), 到期 (→ 已到期), 终止 (→ 已终止, a reason required). */
export const PROVIDER_CONTRACT_ACTIONS = ['approve', 'expire', 'terminate'] as const
export type ProviderContractAction = (typeof PROVIDER_CONTRACT_ACTIONS)[number]

/** A settlement's states: 0 待结算, 1 已结算. */
export const PROVIDER_SETTLEMENT_STATES = { pending: 0, settled: 1 } as const
export const PROVIDER_SETTLEMENT_STATE_VALUES = [0, 1] as const

/**
 * The share of a revenue in fen, rounded half up to the fen once: `ratio` in hundredths of
 * a percent (1500 = 15%). Integer arithmetic throughout (the product stays below 2^53).
 *
 * @example shareAmountOf(1_234_567, 1500) // 185_185 (¥1,851.85)
 */
export const shareAmountOf = (revenueFen: number, ratioBasisPoints: number): number =>
  Math.floor((revenueFen * ratioBasisPoints + 5_000) / 10_000)

/** Fen, up to ¥99,999,999.99. */
const fen = z.number().int().min(0).max(9_999_999_999)
/** A percent with 2 decimals at most (15 = 15%). */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'validation.cents' })

export const providerContractSchema = z.object({
  guid: z.string(),
  /** FW-<year>-NNNN. */
  contractNumber: z.string(),
  providerName: z.string(),
  providerKind: z.enum(PROVIDER_KINDS),
  direction: z.enum(PROVIDER_DIRECTIONS),
  billing: z.enum(PROVIDER_BILLINGS),
  /** yyyy-MM-dd, both days included. */
  startDate: z.string(),
  endDate: z.string(),
  /** Fen: the agreed amount (fixed), or 0 (share). */
  amount: z.number().int(),
  /** Percent of the revenue (15 = 15%); 0 unless billed by share. */
  shareRatio: z.number(),
  /** 履约保证金, fen. */
  performanceBond: z.number().int(),
  settlementCycle: z.enum(SETTLEMENT_CYCLES),
  contactName: z.string(),
  contactPhone: z.string(),
  remark: z.string(),
  state: z.number().int(),
  /** What its settlements came to, in fen: settled, and still pending. */
  settledTotal: z.number().int(),
  pendingTotal: z.number().int(),
  /** The mean of its evaluations' scores (1 decimal), or null before any. */
  averageScore: z.number().nullable(),
  handlerName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ProviderContract = z.infer<typeof providerContractSchema>

const optionalOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())

export const providerContractQuerySchema = pageQuerySchema.extend({
  /** A part of the number, the provider's name or its contact. */
  keyword: textFilter(64),
  providerKind: optionalOf(z.enum(PROVIDER_KINDS)),
  direction: optionalOf(z.enum(PROVIDER_DIRECTIONS)),
  state: optionalOf(
    z.coerce
      .number()
      .int()
      .refine((n) => (PROVIDER_CONTRACT_STATE_VALUES as readonly number[]).includes(n)),
  ),
})
export type ProviderContractQuery = z.infer<typeof providerContractQuerySchema>

/**
 * A draft. A share (`billing: 'share'`) is for 收入类 only and needs its ratio; a fixed one
 * its amount; the end is not before the start (400 on the field otherwise, by the server).
 */
export const providerContractSaveSchema = z.object({
  ...saveKeyShape,
  providerName: z.string().trim().min(1).max(100),
  providerKind: z.enum(PROVIDER_KINDS),
  direction: z.enum(PROVIDER_DIRECTIONS),
  billing: z.enum(PROVIDER_BILLINGS),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  amount: fen.default(0),
  shareRatio: percent.default(0),
  performanceBond: fen.default(0),
  settlementCycle: z.enum(SETTLEMENT_CYCLES),
  contactName: z.string().trim().max(50).default(''),
  contactPhone: z.string().trim().max(30).default(''),
  remark: z.string().trim().max(500).default(''),
})
export type ProviderContractSave = z.input<typeof providerContractSaveSchema>

/** 审核生效 / 到期 / 终止 (a reason required) at the version seen. */
export const providerContractActSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(PROVIDER_CONTRACT_ACTIONS),
  comment: z.string().trim().max(500).default(''),
})
export type ProviderContractAct = z.input<typeof providerContractActSchema>

/** One periodic settlement of a contract. */
export const providerSettlementSchema = z.object({
  guid: z.string(),
  contractGuid: z.string(),
  /** As agreed: 2026-10, 2026 Q4, or the exhibition's name. */
  period: z.string(),
  /** The provider's revenue in the period, fen (a share's base; 0 for a fixed one). */
  baseRevenue: z.number().int(),
  /** The share applied, percent (0 for a fixed one). */
  shareRatio: z.number(),
  /** What is due, fen: the share of the revenue, or the fixed amount entered. */
  amount: z.number().int(),
  state: z.number().int(),
  settledAt: z.number().int().nullable(),
  remark: z.string(),
  createdAt: z.number().int(),
  version: z.number().int(),
})
export type ProviderSettlement = z.infer<typeof providerSettlementSchema>

/**
 * 新增结算: a share's base revenue (its amount is computed by the server from the
 * contract's ratio, shareAmountOf), or a fixed one's amount.
 */
export const providerSettlementAddSchema = z.object({
  contractGuid: guidSchema,
  period: z.string().trim().min(1).max(30),
  baseRevenue: fen.default(0),
  amount: fen.default(0),
  remark: z.string().trim().max(200).default(''),
})
export type ProviderSettlementAdd = z.input<typeof providerSettlementAddSchema>

/** 确认结算 of a pending settlement at the version seen. */
export const providerSettlementSettleSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
})
export type ProviderSettlementSettle = z.infer<typeof providerSettlementSettleSchema>

/** One evaluation of a provider's service under a contract. */
export const providerEvaluationSchema = z.object({
  guid: z.string(),
  contractGuid: z.string(),
  evalDate: z.string(),
  /** 1 (poor) … 5 (excellent). */
  score: z.number().int(),
  comment: z.string(),
  userName: z.string(),
  createdAt: z.number().int(),
})
export type ProviderEvaluation = z.infer<typeof providerEvaluationSchema>

export const providerEvaluationAddSchema = z.object({
  contractGuid: guidSchema,
  evalDate: calendarDateSchema,
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
})
export type ProviderEvaluationAdd = z.input<typeof providerEvaluationAddSchema>

/** The detail page: the contract, its settlements (newest first) and evaluations. */
export const providerContractSheetSchema = z.object({
  contract: providerContractSchema,
  settlements: z.array(providerSettlementSchema),
  evaluations: z.array(providerEvaluationSchema),
})
export type ProviderContractSheet = z.infer<typeof providerContractSheetSchema>

/** `?guid=` of the detail page's call, or the body of its settlements' export. */
export const providerContractGuidSchema = z.object({ guid: guidSchema })
