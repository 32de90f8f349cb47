import { z } from 'zod'
import { epochMsQuery, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'

export const LOGIN_METHODS = ['password', 'feishu'] as const
export const loginLogSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  method: z.enum(LOGIN_METHODS),
  success: z.boolean(),
  message: z.string(),
  createdAt: z.number().int(),
  /** Set while this account is locked for this IP (ms); the 解锁 action clears it. */
  lockedUntil: z.number().int().nullable(),
})
export type LoginLog = z.infer<typeof loginLogSchema>

const resultFilter = z.preprocess(
  (v) =>
    v === ''
      ? undefined
      : v === 'true' || v === '1'
        ? true
        : v === 'false' || v === '0'
          ? false
          : v,
  z.boolean().optional(),
)

export const loginLogQuerySchema = pageQuerySchema.extend({
  userName: textFilter(64),
  success: resultFilter,
  timeFrom: epochMsQuery,
  timeTo: epochMsQuery,
})

export const unlockBodySchema = z.object({
  userName: z.string().trim().min(1).max(64),
  ip: z.string().trim().min(1).max(64),
})

export const operationLogSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  module: z.string(),
  action: z.string(),
  method: z.string(),
  url: z.string(),
  target: z.string().nullable(),
  params: z.string(),
  success: z.boolean(),
  message: z.string(),
  ip: z.string(),
  durationMs: z.number().int(),
  createdAt: z.number().int(),
})
export type OperationLog = z.infer<typeof operationLogSchema>

export const operationLogQuerySchema = pageQuerySchema.extend({
  userName: textFilter(64),
  module: textFilter(64),
  success: resultFilter,
  timeFrom: epochMsQuery,
  timeTo: epochMsQuery,
})
