import { issueMessage } from '@app/contracts'
import type { FastifyRequest } from 'fastify'
import type { ZodError, z } from 'zod'
import { type Lang, translate } from '#server/i18n/messages.ts'
import { AppError } from './app-error.ts'

/**
 * "field: message; field: message" for a zod failure, in the caller's language, so a
 * 400 always names the field (issue: "a validation failure answers 400 naming the field").
 */
export function describeZodError(req: FastifyRequest, err: ZodError): string {
  return zodIssueMessages(req.lang, err)
    .map(([field, msg]) => `${field}: ${msg}`)
    .join('; ')
}

/** The same messages by field, for a form to show each on its field (`data.fields`). */
export function zodFieldErrors(req: FastifyRequest, err: ZodError): Record<string, string> {
  return Object.fromEntries(zodIssueMessages(req.lang, err).reverse())
}

/** [field path, message in `lang`] of the first five issues. */
export function zodIssueMessages(lang: Lang, err: ZodError): Array<[string, string]> {
  return err.issues.slice(0, 5).map((i) => {
    const { key, params } = issueMessage(i)
    return [i.path.length ? i.path.join('.') : 'body', translate(lang, key, params)]
  })
}

/** Parses `value` with `schema`, or throws a 400 naming the fields. */
export function parseOr400<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  value: unknown,
): z.infer<S> {
  const nul = pathWithNul(value)
  if (nul !== null) {
    const field = nul || 'body'
    throw AppError.badRequest('badRequest', {
      detail: `${field}: ${translate(req.lang, 'validation.invalid')}`,
    })
  }
  const r = schema.safeParse(value ?? {})
  if (!r.success) {
    const e = AppError.badRequest('badRequest', { detail: describeZodError(req, r.error) })
    throw new AppError(e.code, e.messageKey, e.params, { fields: zodFieldErrors(req, r.error) })
  }
  return r.data
}

/**
 * The path of the first string (value or key) holding a NUL character, or null. No text
 * field needs one, and PostgreSQL refuses them in text ("invalid byte sequence"), which
 * would turn a malformed input into a 500 instead of a 400.
 */
function pathWithNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (!value || typeof value !== 'object' || depth > 20) return null
  for (const [k, v] of Object.entries(value)) {
    const p = path ? `${path}.${k}` : k
    if (k.includes('\u0000')) return p
    const found = pathWithNul(v, p, depth + 1)
    if (found !== null) return found
  }
  return null
}
