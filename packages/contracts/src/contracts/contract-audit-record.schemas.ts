import { z } from 'zod'
import { pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 合同审核记录 (/contractManagement/contractAuditRecord), issue 14: every approval action on
// every contract, with how long its node took.

/**
 * What an action did: 提交 (to the first node), 通过, 驳回, 转交, 撤回 (by the submitter). The
 * workflow history's action is `approval.<result>`.
 */
export const AUDIT_RESULTS = ['submit', 'approve', 'reject', 'transfer', 'withdraw'] as const
export type AuditResult = (typeof AUDIT_RESULTS)[number]

/** One approval action on a contract (money in fen, times in epoch ms). */
export const auditRecordRowSchema = z.object({
  /** The workflow history row. */
  id: z.number().int(),
  contractGuid: z.string(),
  contractNumber: z.string(),
  contractTitle: z.string(),
  projectGuid: z.string(),
  projectTitle: z.string(),
  total: z.number().int(),
  /** The node acted on; empty for a submission. */
  node: z.string(),
  /** The node it went to (a submission's first node); empty once the chain ended. */
  nextNode: z.string(),
  result: z.enum(AUDIT_RESULTS),
  approverName: z.string(),
  comment: z.string(),
  createdAt: z.number().int(),
  /**
   * How long the node took: this action's time minus the previous approval action's on the
   * same contract (its submission or the previous node's action); null for a submission.
   */
  duration: z.number().int().nullable(),
})
export type AuditRecordRow = z.infer<typeof auditRecordRowSchema>

const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional())

export const auditRecordQuerySchema = pageQuerySchema.extend({
  /** A part of the contract's number or title, or its project's name. */
  keyword: textFilter(64),
  result: optional(z.enum(AUDIT_RESULTS)),
  /** A part of the approver's name. */
  approver: textFilter(32),
  contractGuid: textFilter(64),
  /** Acted from / to (yyyy-MM-dd in the venue's time zone, inclusive). */
  dateFrom: optional(calendarDateSchema),
  dateTo: optional(calendarDateSchema),
})
export type AuditRecordQuery = z.infer<typeof auditRecordQuerySchema>

export const auditRecordPageSchema = z.object({
  list: z.array(auditRecordRowSchema),
  count: z.number().int(),
})
export type AuditRecordPage = z.infer<typeof auditRecordPageSchema>

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A duration as an i18n key under `contractAudit.durations` and its numbers, its two largest
 * units: 1天3小时, 2小时5分钟, 12分钟, 不到1分钟.
 *
 * @example auditDurationText(27 * 3_600_000) // { key: 'contractAudit.durations.daysHours', params: { d: 1, h: 3 } }
 */
export function auditDurationText(ms: number): { key: string; params: Record<string, number> } {
  const d = Math.floor(ms / DAY)
  const h = Math.floor((ms % DAY) / HOUR)
  const m = Math.floor((ms % HOUR) / MINUTE)
  const key = (k: string) => `contractAudit.durations.${k}`
  if (d > 0)
    return h > 0 ? { key: key('daysHours'), params: { d, h } } : { key: key('days'), params: { d } }
  if (h > 0)
    return m > 0
      ? { key: key('hoursMinutes'), params: { h, m } }
      : { key: key('hours'), params: { h } }
  if (m > 0) return { key: key('minutes'), params: { m } }
  return { key: key('underMinute'), params: {} }
}
