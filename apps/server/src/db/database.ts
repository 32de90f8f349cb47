import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import SqliteDatabase from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres' | 'pglite'
export type Db = Kysely<Database>

export interface DbOptions {
  dialect: Dialect
  /** sqlite: a file path or ':memory:'; postgres: the connection URL. Unused for pglite. */
  url?: string
  /**
   * pglite only: a data directory dumped by `PGlite.dumpDataDir` to start from. Loading
   * one takes a fraction of the time PGlite's own initdb takes (tests share a migrated one).
   */
  pgliteDataDir?: Blob
}

// pg answers int8/bigint columns as strings unless told otherwise; our bigints are epoch
// milliseconds, far below 2^53, so they are parsed as numbers (ADR 004).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))

/**
 * Opens the database of the chosen dialect, with snake_case columns mapped to camelCase.
 * @example const db = createDb({ dialect: 'sqlite', url: ':memory:' })
 */
export function createDb(opts: DbOptions): Db {
  const plugins = [new CamelCasePlugin()]
  if (opts.dialect === 'sqlite') {
    const sqlite = new SqliteDatabase(opts.url ?? ':memory:')
    // WAL lets readers run while one writer writes; busy_timeout queues the writers
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('busy_timeout = 5000')
    sqlite.pragma('foreign_keys = ON')
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins,
    })
    sqliteHandles.set(db, sqlite)
    return db
  }
  if (opts.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    // An idle connection the server ends (a restart, a dropped database) reaches the pool as
    // an 'error' event; unheard, it would crash the process. The pool replaces the
    // connection on the next query, so there is nothing else to do here.
    pool.on('error', () => undefined)
    pool.on('connect', (client) => useNamedStatements(client))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins })
    postgresUrls.set(db, opts.url ?? '')
    return db
  }
  return pgliteDb(newPGlite(opts.pgliteDataDir))
}

/**
 * A PGlite with the extensions our migrations create (pg_trgm for the contains-searches).
 * `dataDir`: a dumped data directory to start from.
 */
export const newPGlite = (dataDir?: Blob): PGlite =>
  new PGlite({ extensions: { pg_trgm }, ...(dataDir ? { loadDataDir: dataDir } : {}) })

const postgresUrls = new WeakMap<object, string>()
const sqliteHandles = new WeakMap<object, SqliteDatabase.Database>()

/**
 * The better-sqlite3 connection under a SQLite database (not under a transaction of it), for
 * the one read that needs the driver itself (rows as arrays: the grid's blocks); undefined on
 * other dialects. Use it only on the connection `db.connection()` lends (the driver's lock,
 * so no other request's transaction is open on it). Its statements are its own: prepare
 * anew, never from Kysely's cache.
 */
export const sqliteHandleOf = (db: Db): SqliteDatabase.Database | undefined => sqliteHandles.get(db)

/**
 * Begins a query whose rows a PostgreSQL server answers as arrays, in the order of its
 * select list, not as objects (pg's rowMode 'array'): the grid's blocks, tens of thousands a
 * quarter. Other PostgreSQL drivers (PGlite) still answer objects.
 */
export const ARRAY_ROWS = '/* rows as arrays */ '

/** SQL texts sent as named statements, by text (see keepPlanned). */
const plannedOnce = new Map<string, string>()

/**
 * Has PostgreSQL plan `text` once a connection from now on (a named statement). Only for
 * the hot path's fixed lookups (db/prepared-query.ts `preparedQuery`): PostgreSQL soon
 * switches a named statement to one generic plan, blind to the values, which suits
 * `where token_hash = $1` and fails a list whose best plan depends on its filters (the
 * exhibition list fell from 525 to 21 req/s at 100,000 rows when its statements were named).
 */
export const keepPlanned = (text: string): void => {
  if (!plannedOnce.has(text))
    plannedOnce.set(text, `q${createHash('sha1').update(text).digest('base64url')}`)
}

/**
 * Sends the statements keepPlanned names as named statements, so each connection parses
 * and plans them once: Kysely sends every query unnamed, which PostgreSQL plans on every
 * call. Not for a transaction-pooling proxy (PgBouncer's transaction mode), which would send
 * a statement's execution to a connection that never prepared it.
 */
function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  // pg's query() has many overloads; only (text, values) is rewritten, the rest pass through
  ;(client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = plannedOnce.get(text)
      if (name) return query({ name, text, values })
      if (text.startsWith(ARRAY_ROWS)) return query({ text, values, rowMode: 'array' })
    }
    return query(...args)
  }
}

/**
 * The connection URL of a database on a PostgreSQL server, or undefined (SQLite, PGlite):
 * what another connection of its own needs (LISTEN, db/change-bus.ts).
 */
export const postgresUrlOf = (db: Db): string | undefined => postgresUrls.get(db)

/** Our database over a PGlite instance the caller holds (e.g. to dump its data directory). */
export function pgliteDb(pglite: PGlite): Db {
  return new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    plugins: [new CamelCasePlugin()],
  })
}

/** The database the running server uses: PostgreSQL when `DATABASE_URL` is set, else SQLite. */
export function createDbFromConfig(databaseUrl: string | undefined, dataDir: string): Db {
  if (databaseUrl) return createDb({ dialect: 'postgres', url: databaseUrl })
  mkdirSync(dataDir, { recursive: true })
  return createDb({ dialect: 'sqlite', url: join(dataDir, 'venue.db') })
}

const STATEMENT_CACHE_SIZE = 500

/**
 * better-sqlite3 with prepared statements reused by SQL text. Kysely prepares every query
 * anew, and SQLite's parse-and-plan step costs more than running a small indexed query;
 * the same SQL (with different parameters) is what a server sends all day. Statements are
 * used synchronously, one at a time, so sharing them is safe.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>()
  const prepare = (source: string) => {
    let stmt = cache.get(source)
    if (stmt) {
      // keep recently used statements at the end; the oldest is evicted first
      cache.delete(source)
    } else {
      stmt = sqlite.prepare(source)
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
    }
    cache.set(source, stmt)
    return stmt
  }
  return new Proxy(sqlite, {
    get: (target, prop, receiver) =>
      prop === 'prepare' ? prepare : Reflect.get(target, prop, receiver),
  })
}
