import {
  type FavouriteView,
  MESSAGE_KINDS,
  type Message,
  type PageQuery,
  type PageResult,
} from '@app/contracts'
import { onChange, publishChange } from '#server/db/change-bus.ts'
import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countFavouriteViews,
  countMessages,
  deleteFavouriteView,
  findFavouriteViews,
  findMessages,
  findUnreadState,
  insertFavouriteView,
  markMessagesRead,
} from './workspace.repository.ts'

const pageOf = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize })

// --- favourite views ------------------------------------------------------------------

export async function listFavouriteViews(
  db: Db,
  userId: number,
  q: PageQuery,
): Promise<PageResult<FavouriteView>> {
  const [list, count] = await Promise.all([
    findFavouriteViews(db, userId, pageOf(q)),
    countFavouriteViews(db, userId),
  ])
  return { list, count }
}

export async function addFavouriteView(
  db: Db,
  userId: number,
  view: { modelName: string; topicName: string; frontSign: string },
  now: number,
): Promise<FavouriteView> {
  const row = await insertFavouriteView(db, { ...view, userId, createdAt: now })
  if (!row) throw AppError.conflict('workspace.viewExists')
  return row
}

/** Removes one of the user's own views; another user's id is "not found", not "forbidden". */
export async function removeFavouriteView(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteFavouriteView(db, userId, id)))
    throw AppError.notFound('workspace.viewNotFound')
}

// --- messages -------------------------------------------------------------------------

const isKind = (k: string): k is Message['kind'] => (MESSAGE_KINDS as readonly string[]).includes(k)

export async function pageMessages(
  db: Db,
  userId: number,
  q: PageQuery & { read?: boolean | undefined },
): Promise<PageResult<Message>> {
  const [rows, count] = await Promise.all([
    findMessages(db, userId, q.read, pageOf(q)),
    countMessages(db, userId, q.read),
  ])
  const list = rows.map(({ readAt, kind, ...m }) => ({
    ...m,
    kind: isKind(kind) ? kind : 'notice',
    read: readAt !== null,
  }))
  return { list, count }
}

// Each user's unread count is kept a second (ADR 012): the badge asks for it on every page
// load, and under load the count's query was most of a small GET's work. Every writer of
// messages announces the change once committed (readMessages below, the workflow's
// announce, the project holds' announceTo: db/change-bus.ts `unread`), which drops it here
// at once and on the other instances within milliseconds; the expiry bounds what a lost
// notification leaves, and a listener that lost its connection (`grants` for everybody)
// drops them all.
const UNREAD_KEPT_MS = 1_000
interface KeptUnread {
  counts: Map<number, { at: number; count: number }>
  /** Counts changes: a read that began before one does not keep what it read. */
  changes: number
}
const keptUnread = new WeakMap<Db, KeptUnread>()

const keptUnreadOf = (db: Db): KeptUnread => {
  let kept = keptUnread.get(db)
  if (!kept) {
    const created: KeptUnread = { counts: new Map(), changes: 0 }
    onChange(db, (change) => {
      if (change.topic === 'unread') {
        created.changes++
        created.counts.delete(change.userId)
      } else if (change.userId === undefined) {
        created.changes++
        created.counts.clear()
      }
    })
    keptUnread.set(db, (kept = created))
  }
  return kept
}

export async function unreadCount(db: Db, userId: number): Promise<{ count: number }> {
  const kept = keptUnreadOf(db)
  const now = Date.now()
  const hit = kept.counts.get(userId)
  if (hit && now - hit.at < UNREAD_KEPT_MS) return { count: hit.count }
  const before = kept.changes
  const count = await countMessages(db, userId, false)
  if (kept.changes === before) {
    if (kept.counts.size >= 10_000) kept.counts.clear()
    kept.counts.set(userId, { at: now, count })
  }
  return { count }
}

/** Marks the user's own messages read and wakes that user's streams on every instance. */
export async function readMessages(
  db: Db,
  userId: number,
  guids: string[],
  now: number,
): Promise<void> {
  const changed = await markMessagesRead(db, userId, guids, now)
  if (changed > 0) publishChange(db, { topic: 'unread', userId })
}

// --- the unread stream ----------------------------------------------------------------

export interface UnreadWatch {
  userId: number
  tokenHash: string
  /** Poll period: the database is the source of truth across instances. */
  pollMs: number
  /** The session's idle expiry; a session idle longer ends the stream. */
  idleMinutes: number
  /** The count, at once and whenever it changes. */
  onCount: (count: number) => void
  /** The session is gone (logout, password change, expiry): end the stream. */
  onGone: () => void
}

/**
 * Watches a user's unread count: reports it at once, then on every change told by any
 * instance (db/change-bus.ts), and on a poll of the database (the fallback for a
 * notification lost with its connection; it also ends the stream of an ended session).
 * Returns the function that stops it.
 */
export function watchUnread(db: Db, w: UnreadWatch): () => void {
  let last = -1
  let stopped = false
  let running = false
  let again = false

  const check = async (): Promise<void> => {
    if (stopped) return
    // a signal during a check must not be lost: run once more after it
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const state = await findUnreadState(
          db,
          w.userId,
          w.tokenHash,
          Date.now() - w.idleMinutes * 60_000,
        )
        if (stopped) return
        if (!state.sessionAlive) {
          stop()
          w.onGone()
          return
        }
        if (state.count !== last) {
          last = state.count
          w.onCount(state.count)
        }
      } while (again && !stopped)
    } catch {
      // a failed poll (database restarting, pool exhausted) is retried by the next one
    } finally {
      running = false
    }
  }

  const timer = setInterval(() => void check(), w.pollMs)
  const unlisten = onChange(db, (change) => {
    if (change.topic === 'unread' && change.userId === w.userId) void check()
  })
  const stop = () => {
    stopped = true
    clearInterval(timer)
    unlisten()
  }
  void check()
  return stop
}
