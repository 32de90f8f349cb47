import { z } from 'zod'
import {
  epochMsQuery,
  guidSchema,
  pageQuerySchema,
  textFilter,
} from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { STORED_FILE_URL } from '../files/files.schemas.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 申报文件 (/project/declarationFile), docs/product/domain.md "Declaration files": a project's
// checklist, one item per enabled file template with a deadline (due that many days before
// the opening); each item is uploaded, then audited (审核通过, or 退回 with a reason and
// uploaded again). An item not passed by its due date is overdue.

/** An item's states as stored: 0 未提交, 1 已提交, 2 审核通过, 3 退回. */
export const DECLARATION_STATES = { pending: 0, submitted: 1, approved: 2, returned: 3 } as const
export const DECLARATION_STATE_VALUES = [0, 1, 2, 3] as const

/** The two ways an audit ends: 通过, or 退回 (a reason required). */
export const DECLARATION_AUDIT_ACTIONS = ['approve', 'return'] as const
export type DeclarationAuditAction = (typeof DECLARATION_AUDIT_ACTIONS)[number]

export const declarationFileSchema = z.object({
  guid: z.string(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  /** The project's opening day (yyyy-MM-dd). */
  projectStartDate: z.string().nullable(),
  /** The file template it came from; null for an item added by hand. */
  templateGuid: z.string().nullable(),
  name: z.string(),
  /** 1 必填, 0 选填. */
  required: z.number().int(),
  /** yyyy-MM-dd; null when it has no deadline. */
  dueDate: z.string().nullable(),
  state: z.number().int(),
  /** Not passed and its due date is before today (the venue's day). */
  overdue: z.boolean(),
  /** The uploaded file (`/files/<sha256>.<ext>`) and the name it had; '' until one is. */
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** Why it was sent back (退回); '' otherwise. */
  returnReason: z.string(),
  submittedByName: z.string(),
  submittedAt: z.number().int().nullable(),
  auditedByName: z.string(),
  auditedAt: z.number().int().nullable(),
  sort: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type DeclarationFile = z.infer<typeof declarationFileSchema>

/** 0 / 1 from a query string; '' = any. */
const flagFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
)

export const declarationFileQuerySchema = pageQuerySchema.extend({
  /** A part of the project's title or number, or of the item's name. */
  keyword: textFilter(64),
  /** One project's checklist. */
  projectGuid: textFilter(64),
  state: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (DECLARATION_STATE_VALUES as readonly number[]).includes(n))
      .optional(),
  ),
  /** 1: overdue only; 0: none overdue. */
  overdue: flagFilter,
  required: flagFilter,
  /** Due within these days (epoch ms of the first and the last, whole venue days). */
  dueFrom: epochMsQuery,
  dueTo: epochMsQuery,
})
export type DeclarationFileQuery = z.infer<typeof declarationFileQuerySchema>

/** An item added to a project's checklist by hand, or an item's name, 必填 and deadline changed. */
export const declarationFileSaveSchema = z.object({
  ...saveKeyShape,
  projectGuid: guidSchema,
  name: z.string().trim().min(1).max(50),
  required: z.union([z.literal(0), z.literal(1)]).default(1),
  dueDate: calendarDateSchema.nullable().default(null),
})
export type DeclarationFileSave = z.input<typeof declarationFileSaveSchema>

/** 生成清单: a project's checklist from the enabled templates (those it lacks). */
export const declarationGenerateSchema = z.object({ projectGuid: guidSchema })
export type DeclarationGenerate = z.infer<typeof declarationGenerateSchema>
export const declarationGenerateResultSchema = z.object({
  /** Items added now. */
  added: z.number().int(),
  /** Items of its checklist in all. */
  total: z.number().int(),
})

/** 上传: the file the upload call stored for an item, at the version seen. */
export const declarationUploadSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  fileUrl: z.string().regex(STORED_FILE_URL, { message: 'validation.uploadedFile' }),
  fileName: z.string().trim().min(1).max(200),
})
export type DeclarationUpload = z.infer<typeof declarationUploadSchema>

/** 审核: 通过 or 退回 (with a reason) at the version seen. */
export const declarationAuditSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(DECLARATION_AUDIT_ACTIONS),
  comment: z.string().trim().max(500).default(''),
})
export type DeclarationAudit = z.input<typeof declarationAuditSchema>

/** The projects a checklist can be generated for, by a part of the title or number. */
export const declarationProjectQuerySchema = z.object({ keyword: textFilter(64) })
export const declarationProjectSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  startDate: z.string().nullable(),
  /** Items its checklist has already. */
  items: z.number().int(),
})
export type DeclarationProject = z.infer<typeof declarationProjectSchema>
