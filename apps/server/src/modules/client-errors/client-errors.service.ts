import {
  CLIENT_ERROR_LIMITS,
  type ClientError,
  type ClientErrorEntry,
  type PageResult,
  ResultCode,
  redactSecrets,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { databaseRateLimitStore } from '#server/plugins/rate-limit-store.ts'
import {
  type ClientErrorFilter,
  deleteClientErrorsBefore,
  findClientErrorPage,
  insertClientErrors,
} from './client-errors.repository.ts'

/** docs/product/shell.md "Error log": reports a user may send a minute; more answer 429. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 30
/** docs/product/shell.md "Error log": how long a reported error is kept. */
export const CLIENT_ERROR_KEEP_MS = 30 * 24 * 60 * 60 * 1000
/** Old rows are pruned on a report at most this often (per server instance). */
const PRUNE_EVERY_MS = 60 * 60 * 1000
const WINDOW_MS = 60_000
const USER_AGENT_CHARS = 500

/** Who sent a report and from which browser; `token` is theirs, masked wherever it shows. */
export interface Reporter {
  user: AuthUser
  userAgent: string
  token: string | undefined
}

/** The text masked (never trust the browser to have done it), then cut to its limit. */
const clean = (text: string, max: number, known: readonly string[]) =>
  redactSecrets(text, known).slice(0, max)

const cleanEntry = (e: ClientErrorEntry, known: readonly string[]): ClientErrorEntry => ({
  message: clean(e.message, CLIENT_ERROR_LIMITS.message, known),
  where: clean(e.where, CLIENT_ERROR_LIMITS.where, known),
  url: clean(e.url, CLIENT_ERROR_LIMITS.url, known),
  stack: clean(e.stack, CLIENT_ERROR_LIMITS.stack, known),
  time: e.time,
})

/**
 * The report call's rules, one per app: a per-user count in the database (instances
 * sharing one PostgreSQL count together, as the sign-in limit does), and the pruning of
 * rows older than 30 days, run on a report now and then rather than by a timer.
 */
export function clientErrorReports(db: Db, now: () => number = Date.now) {
  const Store = databaseRateLimitStore(db)
  const counter = new Store({ groupId: 'clientError', timeWindow: WINDOW_MS })
  const countReport = (userId: number) =>
    new Promise<number>((resolve, reject) =>
      counter.incr(
        `user:${userId}`,
        (err, result) => (err ? reject(err) : resolve(result?.current ?? 0)),
        WINDOW_MS,
      ),
    )
  let prunedAt = Number.NEGATIVE_INFINITY

  return async (reporter: Reporter, entries: ClientErrorEntry[]): Promise<void> => {
    if ((await countReport(reporter.user.id)) > CLIENT_ERROR_REPORTS_PER_MINUTE)
      throw new AppError(ResultCode.tooMany, 'tooMany')
    const known = reporter.token ? [reporter.token] : []
    const at = now()
    await insertClientErrors(
      db,
      entries.map((entry) => {
        const e = cleanEntry(entry, known)
        return {
          userId: reporter.user.id,
          userName: reporter.user.userName,
          userAgent: reporter.userAgent.slice(0, USER_AGENT_CHARS),
          message: e.message,
          source: e.where,
          url: e.url,
          stack: e.stack,
          occurredAt: e.time,
          createdAt: at,
        }
      }),
    )
    if (at - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at
      await deleteClientErrorsBefore(db, at - CLIENT_ERROR_KEEP_MS)
    }
  }
}

/** A page of reported errors, newest first; masked again on the way out (older rows too). */
export async function clientErrorPage(
  db: Db,
  f: ClientErrorFilter,
): Promise<PageResult<ClientError>> {
  const { list, count } = await findClientErrorPage(db, f)
  return {
    count,
    list: list.map((r) => ({
      id: r.id,
      userName: r.userName,
      userAgent: r.userAgent,
      ...cleanEntry(
        { message: r.message, where: r.source, url: r.url, stack: r.stack, time: r.occurredAt },
        [],
      ),
      createdAt: r.createdAt,
    })),
  }
}
