import { z } from 'zod'

/**
 * Result codes carried in the envelope's `code` (docs/product/api.md "Envelope").
 * 200, 202 and 205 are success; 206 means "bind first" on the messaging-platform
 * sign-in and "your context is gone" everywhere else.
 */
export const ResultCode = {
  ok: 200,
  accepted: 202,
  resetContent: 205,
  partial: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  serverError: 500,
} as const
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode]

/** Codes the web client treats as success (docs/product/shell.md "Calls and answer codes"). */
export const SUCCESS_CODES: readonly number[] = [200, 202, 205]

/**
 * The envelope every answer is wrapped in.
 * @example envelopeSchema(z.object({ count: z.number() })).parse({ code: 200, msg: 'ok', data: { count: 1 } })
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data })

export type Envelope<T> = { code: number; msg: string; data: T }

/** Allowed page sizes (docs/product/api.md "Pagination"): 10, 20, 30, 50, 200, 2000. */
export const PAGE_SIZES = [10, 20, 30, 50, 200, 2000] as const
export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 20

/** `page` from 1 and `pageSize` from the allowed sizes, coerced from query strings. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: 'validation.pageSize',
    })
    .default(DEFAULT_PAGE_SIZE),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** Lists answer `{ list, count }`. */
export const pageResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int().min(0) })
export type PageResult<T> = { list: T[]; count: number }

/** Epoch milliseconds (docs/product/api.md "Times": times travel as ms numbers). */
export const epochMs = z.number().int().min(0)
/** Epoch milliseconds from a query string; empty string means "not set". */
export const epochMsQuery = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
)
/** An optional trimmed text filter from a query string; empty means "not set". */
export const textFilter = (max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max).optional(),
  )

export const guidSchema = z.string().min(1).max(64)
