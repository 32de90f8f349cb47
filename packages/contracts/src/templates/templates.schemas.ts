import { z } from 'zod'
import { pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { recordTailShape, saveKeyShape, saveTailShape, statusFilter } from '../common/resource.ts'
import { STORED_FILE_URL } from '../files/files.schemas.ts'

/** 备注模板: a reusable note such as "本档期为第二意向，第一意向释放后顺延". */
export const remarkTemplateSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** Where it is offered (dictionary `remark_category`: 档期 / 合同 / 财务 …). */
  category: z.string(),
  content: z.string(),
  ...recordTailShape,
})
export type RemarkTemplate = z.infer<typeof remarkTemplateSchema>

export const remarkTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  category: textFilter(32),
  status: statusFilter,
})
export type RemarkTemplateQuery = z.infer<typeof remarkTemplateQuerySchema>

export const remarkTemplateSaveSchema = z.object({
  ...saveKeyShape,
  name: z.string().trim().min(1).max(50),
  category: z.string().trim().max(32).default(''),
  content: z.string().trim().min(1).max(500),
  ...saveTailShape,
})
export type RemarkTemplateSave = z.input<typeof remarkTemplateSaveSchema>

// --- 付款计划模板 (/system/paymentPlan) -----------------------------------------------------

/** What an instalment is for (docs/product/domain.md "Payment plan"). */
export const INSTALMENT_TYPES = ['定金', '首付款', '进度款', '尾款', '押金'] as const
/** The event an instalment's due date counts from. */
export const INSTALMENT_ANCHORS = ['签约后', '进馆前', '撤馆后'] as const

/** One instalment: e.g. 首付款 30% due 签约后 7 days. */
export const instalmentSchema = z.object({
  type: z.enum(INSTALMENT_TYPES),
  /** Percent of the contract amount, 2 decimals at most. */
  ratio: z
    .number()
    .gt(0)
    .max(100)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      message: 'validation.cents',
    }),
  anchor: z.enum(INSTALMENT_ANCHORS),
  offsetDays: z.number().int().min(0).max(365),
})
export type Instalment = z.infer<typeof instalmentSchema>

/** Sum of the ratios in hundredths of a percent (exact, unlike adding floats). */
export const instalmentRatioTotal = (items: readonly { ratio?: number | null }[]): number =>
  items.reduce((sum, i) => sum + Math.round((i.ratio ?? 0) * 100), 0) / 100

export const paymentPlanTemplateSchema = z.object({
  guid: z.string(),
  name: z.string(),
  instalments: z.array(instalmentSchema),
  ...recordTailShape,
})
export type PaymentPlanTemplate = z.infer<typeof paymentPlanTemplateSchema>

export const paymentPlanTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  status: statusFilter,
})
export type PaymentPlanTemplateQuery = z.infer<typeof paymentPlanTemplateQuerySchema>

export const paymentPlanTemplateSaveSchema = z
  .object({
    ...saveKeyShape,
    name: z.string().trim().min(1).max(50),
    instalments: z.array(instalmentSchema).min(1).max(12),
    ...saveTailShape,
  })
  .superRefine((v, ctx) => {
    const total = instalmentRatioTotal(v.instalments)
    if (v.instalments.length && total !== 100)
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: 'validation.ratioTotal',
        params: { total: String(total) },
      })
  })
export type PaymentPlanTemplateSave = z.input<typeof paymentPlanTemplateSaveSchema>

// --- 合同模板 (/system/contractTemplate) ---------------------------------------------------

/** The placeholders a contract template may hold; a contract fills them in. */
export const CONTRACT_PLACEHOLDERS = [
  '{客户名称}',
  '{项目名称}',
  '{场地明细}',
  '{合同金额大写}',
] as const

export const contractTemplateSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** Dictionary `contract_type`. */
  contractType: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  ...recordTailShape,
})
export type ContractTemplate = z.infer<typeof contractTemplateSchema>

export const contractTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  contractType: textFilter(32),
  status: statusFilter,
})
export type ContractTemplateQuery = z.infer<typeof contractTemplateQuerySchema>

export const contractTemplateSaveSchema = z.object({
  ...saveKeyShape,
  name: z.string().trim().min(1).max(50),
  contractType: z.string().trim().min(1).max(32),
  content: z.string().trim().min(1).max(200_000),
  ...saveTailShape,
})
export type ContractTemplateSave = z.input<typeof contractTemplateSaveSchema>

// --- 文件模板 (/system/fileTemplate) -------------------------------------------------------

/** The name the upload call answers: `/files/<sha256>.<ext>`. */
/** A file template's file: one the upload calls stored (a document or an image). */
export const UPLOADED_FILE_URL = STORED_FILE_URL

export const fileTemplateSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** Dictionary `file_category`. */
  category: z.string(),
  /** The uploaded file (`/files/<sha256>.<ext>`). */
  fileUrl: z.string(),
  /** The name it was uploaded (and downloads) as. */
  fileName: z.string(),
  /** 1: a project's checklist item of it is required (必填). */
  required: z.number().int(),
  /** Its checklist item is due this many days before the opening; null: a download only. */
  dueDays: z.number().int().nullable(),
  ...recordTailShape,
})
export type FileTemplate = z.infer<typeof fileTemplateSchema>

export const fileTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  category: textFilter(32),
  status: statusFilter,
})
export type FileTemplateQuery = z.infer<typeof fileTemplateQuerySchema>

export const fileTemplateSaveSchema = z.object({
  ...saveKeyShape,
  name: z.string().trim().min(1).max(50),
  category: z.string().trim().min(1).max(32),
  fileUrl: z.string().regex(UPLOADED_FILE_URL, { message: 'validation.uploadedFile' }),
  fileName: z.string().trim().min(1).max(200),
  required: z.union([z.literal(0), z.literal(1)]).default(1),
  dueDays: z.number().int().min(0).max(365).nullable().default(null),
  ...saveTailShape,
})
export type FileTemplateSave = z.input<typeof fileTemplateSaveSchema>
