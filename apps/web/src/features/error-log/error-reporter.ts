import { CLIENT_ERROR_LIMITS } from '@app/contracts'
import type { ErrorEntry } from '#web/features/error-log/error-entry.ts'

/** docs/product/shell.md "Error log": at most one report every 10 s. */
export const REPORT_EVERY_MS = 10_000
/** A burst of errors (one failure often brings others) goes in one report. */
const GATHER_MS = 1000
/** What waits for a report at most; older entries are dropped first. */
const MAX_PENDING = 50

export interface ErrorReporter {
  enqueue: (entry: ErrorEntry) => void
  stop: () => void
}

/**
 * Sends kept errors to the server in batches: at most one report every 10 s, of at most
 * 20 entries. A report that fails is dropped, not retried and never logged itself (no
 * loop). While `canSend` says no (nobody signed in) the entries wait for the next error.
 */
export const createErrorReporter = (
  send: (entries: ErrorEntry[]) => Promise<unknown>,
  canSend: () => boolean = () => true,
): ErrorReporter => {
  const pending: ErrorEntry[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastSentAt = Number.NEGATIVE_INFINITY

  const schedule = () => {
    if (timer !== null || pending.length === 0) return
    const wait = Math.max(GATHER_MS, lastSentAt + REPORT_EVERY_MS - Date.now())
    timer = setTimeout(flush, wait)
  }
  const flush = () => {
    timer = null
    if (!canSend()) return
    const batch = pending.splice(0, CLIENT_ERROR_LIMITS.entries)
    lastSentAt = Date.now()
    send(batch).catch(() => undefined)
    schedule()
  }

  return {
    enqueue: (entry) => {
      pending.push(entry)
      if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING)
      schedule()
    },
    stop: () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
      pending.length = 0
    },
  }
}
