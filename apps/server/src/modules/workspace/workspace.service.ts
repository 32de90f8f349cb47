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

export async function unreadCount(db: Db, userId: number): Promise<{ count: number }> {
  return { count: await countMessages(db, userId, false) }
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
