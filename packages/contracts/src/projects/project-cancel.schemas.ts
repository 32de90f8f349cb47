import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 项目取消 (/project/projectCancel), docs/product/domain.md "Project cancellation": a signed
// project's cancellation goes through its approval chain (财务经理 → 分管领导); once approved
// the project is 已取消, its blocks are freed and a refund request is recorded.

/** 客户原因 / 不可抗力 / 政策原因 / 场馆原因. */
export const CANCEL_REASON_CATEGORIES = ['customer', 'forceMajeure', 'policy', 'venue'] as const
export type CancelReasonCategory = (typeof CANCEL_REASON_CATEGORIES)[number]

/** The request's states as stored: 0 草稿, 1 审核中, 2 已通过 (a rejection returns it to 草稿). */
export const CANCEL_STATES = { draft: 0, auditing: 1, approved: 2 } as const
export const CANCEL_STATE_VALUES = [0, 1, 2] as const

/** Fen, up to ¥99,999,999.99. */
const fen = z.number().int().min(0).max(9_999_999_999)

export const projectCancelRowSchema = z.object({
  guid: z.string(),
  /** QX-<year>-NNNN. */
  cancelNumber: z.string(),
  projectGuid: z.string(),
  projectNumber: z.string(),
  projectTitle: z.string(),
  customerName: z.string(),
  reasonCategory: z.enum(CANCEL_REASON_CATEGORIES),
  /** yyyy-MM-dd. */
  noticeDate: z.string(),
  /** Venue days from the notice to the opening (negative once the project opened). */
  daysBefore: z.number().int(),
  /** Fen. */
  penalty: z.number().int(),
  received: z.number().int(),
  /** What goes back: received − penalty, never below 0. */
  refund: z.number().int(),
  state: z.number().int(),
  /**
   * Its refund's state in 退款审核 (REFUND_STATES: 1 待审核 as it arrives) once approved with
   * money to return; null when none was recorded.
   */
  refundStatus: z.number().int().nullable(),
  applicantName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ProjectCancelRow = z.infer<typeof projectCancelRowSchema>

export const projectCancelSchema = projectCancelRowSchema.extend({
  reason: z.string(),
  penaltyClause: z.string(),
  /** The project's opening day (yyyy-MM-dd). */
  projectStartDate: z.string().nullable(),
})
export type ProjectCancel = z.infer<typeof projectCancelSchema>

export const projectCancelQuerySchema = pageQuerySchema.extend({
  /** A part of the project's title or number, or of the request's number. */
  keyword: textFilter(64),
  state: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (CANCEL_STATE_VALUES as readonly number[]).includes(n))
      .optional(),
  ),
  reasonCategory: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(CANCEL_REASON_CATEGORIES).optional(),
  ),
})
export type ProjectCancelQuery = z.infer<typeof projectCancelQuerySchema>

/** A penalty above what was received refunds nothing (the rest is billed with the settlement). */
export const projectCancelSaveSchema = z.object({
  ...saveKeyShape,
  projectGuid: guidSchema,
  reasonCategory: z.enum(CANCEL_REASON_CATEGORIES),
  reason: z.string().trim().min(2).max(500),
  noticeDate: calendarDateSchema,
  penaltyClause: z.string().trim().max(500).default(''),
  penalty: fen.default(0),
  received: fen.default(0),
})
export type ProjectCancelSave = z.input<typeof projectCancelSaveSchema>

/** Submits a draft to its approval chain, at the version seen. */
export const projectCancelSubmitSchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
})
export type ProjectCancelSubmit = z.infer<typeof projectCancelSubmitSchema>

/** A project a cancellation can be requested for (signed or in progress, none open). */
export const cancellableProjectSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  customerName: z.string(),
  startDate: z.string().nullable(),
  contractAmount: z.number().int().nullable(),
})
export type CancellableProject = z.infer<typeof cancellableProjectSchema>

export const cancellableProjectQuerySchema = z.object({ keyword: textFilter(64) })

/** What a cancellation allows: edit, delete and submit a draft, each with its permission. */
export const cancelActionsOf = (
  state: number,
  has: (permission: string) => boolean,
  permissions: { edit: string; submit: string },
): Array<'edit' | 'remove' | 'submit'> =>
  state !== CANCEL_STATES.draft
    ? []
    : [
        ...(has(permissions.edit) ? (['edit', 'remove'] as const) : []),
        ...(has(permissions.submit) ? (['submit'] as const) : []),
      ]
