import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { preparedQuery } from '#server/db/prepared-query.ts'
import type { FavouriteViewTable } from './workspace.table.ts'

interface Page {
  limit: number
  offset: number
}

// --- favourite views ------------------------------------------------------------------

export async function findFavouriteViews(db: Db, userId: number, page: Page) {
  return db
    .selectFrom('favouriteView')
    .select(['id', 'modelName', 'topicName', 'frontSign'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countFavouriteViews(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('favouriteView')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Inserts the view; undefined when the user already has one for the same route. The
 * (user_id, front_sign) unique constraint decides, so two concurrent adds cannot both win.
 */
export async function insertFavouriteView(db: Db, row: Insertable<FavouriteViewTable>) {
  return db
    .insertInto('favouriteView')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'frontSign']).doNothing())
    .returning(['id', 'modelName', 'topicName', 'frontSign'])
    .executeTakeFirst()
}

/** Deletes the user's own view; false when there is none with that id for this user. */
export async function deleteFavouriteView(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('favouriteView')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

// --- messages -------------------------------------------------------------------------

/** The user's messages, newest first, optionally only read (true) or unread (false) ones. */
export async function findMessages(db: Db, userId: number, read: boolean | undefined, page: Page) {
  let q = db
    .selectFrom('message')
    .select(['guid', 'title', 'content', 'kind', 'link', 'readAt', 'createdAt'])
    .where('userId', '=', userId)
  if (read !== undefined) q = q.where('readAt', read ? 'is not' : 'is', null)
  return q
    .orderBy('createdAt', 'desc')
    .orderBy('guid', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

// the unread count is asked on every page load and by every stream: compiled once
const unreadOf = preparedQuery((db: Db, userId: number) =>
  db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null),
)

export async function countMessages(
  db: Db,
  userId: number,
  read: boolean | undefined,
): Promise<number> {
  if (read === false) return Number((await unreadOf(db, userId))[0]?.count ?? 0)
  let q = db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
  if (read !== undefined) q = q.where('readAt', read ? 'is not' : 'is', null)
  const row = await q.executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Marks the user's own unread messages among `guids` read; others' guids are ignored. */
export async function markMessagesRead(
  db: Db,
  userId: number,
  guids: string[],
  now: number,
): Promise<number> {
  const res = await db
    .updateTable('message')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('guid', 'in', guids)
    .where('readAt', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

/**
 * What the unread stream polls, in one round trip: the unread count, and whether the
 * session that opened the stream still exists and was used after `activeSince` (logout,
 * password change and idle expiry end the stream too).
 */
export async function findUnreadState(
  db: Db,
  userId: number,
  tokenHash: string,
  activeSince: number,
): Promise<{ count: number; sessionAlive: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('message')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .as('count'),
      eb
        .selectFrom('sysSession')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('tokenHash', '=', tokenHash)
        .where('lastSeenAt', '>=', activeSince)
        .as('sessions'),
    ])
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), sessionAlive: Number(row.sessions) > 0 }
}
