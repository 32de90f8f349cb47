import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { sql } from 'kysely'
import pg from 'pg'
import { type Db, postgresUrlOf } from './database.ts'

/**
 * What one server instance tells the others sharing its database (docs/deploy.md):
 * `grants`, a user's (or, without one, everybody's) roles, menus or permissions changed;
 * `unread`, a user's unread message count changed.
 */
export type Change = { topic: 'grants'; userId?: number } | { topic: 'unread'; userId: number }

/** The PostgreSQL channel every instance listens on. */
const CHANNEL = 'venue_changes'

interface Bus {
  /** This instance's name on the channel: its own notifications come back and are skipped. */
  id: string
  events: EventEmitter
}
// per database: tests run several "instances" (apps over one database) in one process
const buses = new WeakMap<Db, Bus>()
const busOf = (db: Db): Bus => {
  let bus = buses.get(db)
  if (!bus) {
    bus = { id: randomUUID(), events: new EventEmitter() }
    // one listener per open event stream; hundreds are expected, not a leak
    bus.events.setMaxListeners(0)
    buses.set(db, bus)
  }
  return bus
}

/** Hears every change: this instance's at once, the others' as PostgreSQL delivers them. */
export function onChange(db: Db, listener: (change: Change) => void): () => void {
  const { events } = busOf(db)
  events.on('change', listener)
  return () => events.off('change', listener)
}

/**
 * Tells this instance (at once) and, on PostgreSQL, every other instance (NOTIFY, delivered
 * within milliseconds) of a change. Call it after the change is committed: another
 * instance that read before the commit would keep what it read. A NOTIFY that fails is
 * logged by the caller's `onError`; the other instances' caches still expire by themselves.
 */
export function publishChange(
  db: Db,
  change: Change,
  onError: (err: unknown) => void = () => undefined,
): void {
  const bus = busOf(db)
  bus.events.emit('change', change)
  if (postgresUrlOf(db) === undefined) return
  const payload = JSON.stringify({ from: bus.id, change })
  sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db).catch(onError)
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000

/**
 * On PostgreSQL, listens for the other instances' changes on a connection of its own (a
 * pooled one cannot LISTEN: it goes back to the pool). A lost connection is made again;
 * what was missed meanwhile is unknown, so every cached grant is dropped then. Answers
 * the function that stops listening. SQLite and PGlite have one instance: nothing to do.
 */
export async function listenForChanges(
  db: Db,
  log: { warn: (obj: object, msg: string) => void },
): Promise<() => Promise<void>> {
  const url = postgresUrlOf(db)
  if (url === undefined) return async () => undefined
  const bus = busOf(db)
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', ({ payload }) => {
      const message = parse(payload)
      if (message && message.from !== bus.id) bus.events.emit('change', message.change)
    })
    const lost = (err?: unknown) => {
      if (stopped || client !== next) return
      client = undefined
      log.warn({ err }, 'change listener: connection lost, connecting again')
      void next.end().catch(() => undefined)
      retry = setTimeout(() => void again(), RECONNECT_MS)
    }
    next.on('error', lost)
    next.on('end', () => lost())
    client = next
    await next.connect()
    await next.query(`LISTEN ${CHANNEL}`)
  }
  const again = async () => {
    if (stopped) return
    try {
      await connect()
      bus.events.emit('change', { topic: 'grants' } satisfies Change)
    } catch (err) {
      client = undefined
      log.warn({ err }, 'change listener: cannot connect, trying again')
      retry = setTimeout(() => void again(), RECONNECT_MS)
    }
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const last = client
    client = undefined
    await last?.end().catch(() => undefined)
  }
}

const parse = (payload: string | undefined): { from: string; change: Change } | undefined => {
  try {
    const message = JSON.parse(payload ?? '') as { from?: unknown; change?: Partial<Change> }
    const topic = message.change?.topic
    if (typeof message.from !== 'string' || (topic !== 'grants' && topic !== 'unread')) return
    return message as { from: string; change: Change }
  } catch {
    return undefined
  }
}
