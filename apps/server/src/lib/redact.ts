import { MASK, SECRET_NAME } from '@app/contracts'

const MAX_LOGGED_CHARS = 2000

/** A copy of `value` with every secret-looking field replaced by ******. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) ? MASK : redact(v)]),
    )
  }
  return value
}

/** The redacted parameters as the operation log stores them (JSON, truncated). */
export function paramsForLog(query: unknown, body: unknown): string {
  const parts: Record<string, unknown> = {}
  if (query && Object.keys(query).length) parts.query = redact(query)
  if (body && typeof body === 'object' && Object.keys(body).length) parts.body = redact(body)
  const text = Object.keys(parts).length ? JSON.stringify(parts) : ''
  return text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}…` : text
}

/** 138****8000: a list shows a mobile number so, unless its caller may see it whole. */
export const maskMobile = (m: string): string =>
  m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m
