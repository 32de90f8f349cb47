import { CLIENT_ERROR_LIMITS, redactSecrets } from '@app/contracts'
import { getToken } from '#web/shared/lib/storage.ts'

/** One error the browser keeps (docs/product/shell.md "Error log"). */
export interface ErrorEntry {
  message: string
  /** A component stack, source:line:col, or the failed call's method and path. */
  where: string
  /** The page's URL when it happened. */
  url: string
  stack: string
  time: number
}

/** What a thrown value says (anything can be thrown, even an object without a prototype). */
export const describeThrown = (value: unknown): { message: string; stack: string } => {
  if (value instanceof Error)
    return { message: value.message || value.name, stack: value.stack ?? '' }
  if (typeof value === 'string') return { message: value, stack: '' }
  try {
    return { message: JSON.stringify(value) ?? String(value), stack: '' }
  } catch {
    return { message: Object.prototype.toString.call(value), stack: '' }
  }
}

const FRAME = /[^\s(@]+:\d+:\d+/

/** The first frame's source:line:col of a stack (V8's `at f (…)` or Firefox's `f@…`). */
export const sourceOf = (stack: string): string => {
  for (const line of stack.split('\n')) {
    const frame = /^\s*at\s|@/.test(line) ? FRAME.exec(line) : null
    if (frame) return frame[0]
  }
  return ''
}

const clean = (text: string, max: number, known: readonly string[]): string =>
  // NUL first: the server refuses any text holding one (PostgreSQL cannot store it)
  redactSecrets(text.replaceAll('\u0000', ''), known).slice(0, max)

/**
 * The entry as it is kept and sent: secrets masked (the user's own token, passwords,
 * tokens, sign-in hashes) and each field cut to the server's limit. Masked before it is
 * cut, so a cut never leaves half a secret unmasked.
 */
export const cleanEntry = (entry: ErrorEntry): ErrorEntry => {
  const token = getToken()
  const known = token ? [token] : []
  return {
    message: clean(entry.message, CLIENT_ERROR_LIMITS.message, known),
    where: clean(entry.where, CLIENT_ERROR_LIMITS.where, known),
    url: clean(entry.url, CLIENT_ERROR_LIMITS.url, known),
    stack: clean(entry.stack, CLIENT_ERROR_LIMITS.stack, known),
    time: entry.time,
  }
}
