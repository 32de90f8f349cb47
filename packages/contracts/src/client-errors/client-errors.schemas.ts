import { z } from 'zod'
import { epochMs, epochMsQuery, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'

/**
 * docs/product/shell.md "Error log": the most one report carries, and the longest text of an
 * entry's fields (the browser cuts longer text before sending; the server refuses it).
 */
export const CLIENT_ERROR_LIMITS = {
  entries: 20,
  message: 500,
  where: 500,
  url: 500,
  stack: 4000,
} as const

const text = (max: number) => z.string().max(max)

/** One error the browser kept: what failed, where, on which page, and when (browser time). */
export const clientErrorEntrySchema = z.object({
  message: text(CLIENT_ERROR_LIMITS.message),
  /** A component stack, source:line:col, or the failed call's method and path. */
  where: text(CLIENT_ERROR_LIMITS.where).default(''),
  /** The page's URL when it happened. */
  url: text(CLIENT_ERROR_LIMITS.url).default(''),
  stack: text(CLIENT_ERROR_LIMITS.stack).default(''),
  time: epochMs,
})
export type ClientErrorEntry = z.infer<typeof clientErrorEntrySchema>

export const clientErrorReportSchema = z.object({
  entries: z.array(clientErrorEntrySchema).min(1).max(CLIENT_ERROR_LIMITS.entries),
})

/** A stored report entry, as an administrator reads it. */
export const clientErrorSchema = clientErrorEntrySchema.extend({
  id: z.number().int(),
  userName: z.string(),
  userAgent: z.string(),
  /** When the server stored it (ms); `time` is the browser's clock. */
  createdAt: z.number().int(),
})
export type ClientError = z.infer<typeof clientErrorSchema>

export const clientErrorQuerySchema = pageQuerySchema.extend({
  userName: textFilter(64),
  timeFrom: epochMsQuery,
  timeTo: epochMsQuery,
})
