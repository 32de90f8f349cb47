import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'

/** What @fastify/rate-limit hands a store: its options, and for a route the route. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string }
  groupId?: string
  timeWindow?: unknown
}
type Incremented = (err: Error | null, result?: { current: number; ttl: number }) => void

/**
 * A @fastify/rate-limit store whose counters live in the database, so the instances
 * sharing one PostgreSQL count a client's hits together (the sign-in limit, docs/deploy.md).
 * One upsert per counted request: only the rate-limited routes (sign-in) pay it.
 */
export const databaseRateLimitStore = (db: Db) =>
  class DatabaseRateLimitStore {
    /** The route's (or group's) part of each key: routes count apart. */
    private readonly scope: string
    private readonly window: number

    constructor(options: StoreOptions = {}) {
      const { routeInfo, groupId, timeWindow } = options
      this.scope =
        groupId ?? `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`
      this.window = typeof timeWindow === 'number' ? timeWindow : 60_000
    }

    // the plugin passes the window (its typings do not say so yet); the route's otherwise
    incr(key: string, done: Incremented, timeWindow: number = this.window): void {
      const now = Date.now()
      const expired = sql<boolean>`rate_limit_hit.window_start + ${timeWindow} <= ${now}`
      db.insertInto('rateLimitHit')
        .values({ key: `${this.scope}|${key}`, windowStart: now, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when ${expired} then 1 else rate_limit_hit.hits + 1 end`,
            windowStart: sql`case when ${expired} then ${now} else rate_limit_hit.window_start end`,
          }),
        )
        .returning(['hits', 'windowStart'])
        .executeTakeFirstOrThrow()
        .then(
          ({ hits, windowStart }) =>
            done(null, { current: hits, ttl: Number(windowStart) + timeWindow - now }),
          (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
        )
    }

    // a route's options: its own window, its method and URL
    child(options: object) {
      return new DatabaseRateLimitStore(options as StoreOptions)
    }
  }
