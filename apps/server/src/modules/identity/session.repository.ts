import { ALL_PERMISSIONS } from '@app/contracts'
import { onChange, publishChange } from '#server/db/change-bus.ts'
import type { Db } from '#server/db/database.ts'
import { preparedQuery } from '#server/db/prepared-query.ts'

type Tx = Db

export async function insertSession(
  db: Tx,
  s: { tokenHash: string; userId: number; ip: string; userAgent: string; now: number },
): Promise<void> {
  await db
    .insertInto('sysSession')
    .values({
      tokenHash: s.tokenHash,
      userId: s.userId,
      ip: s.ip,
      userAgent: s.userAgent.slice(0, 300),
      createdAt: s.now,
      lastSeenAt: s.now,
    })
    .execute()
}

// read on every request: compiled once (db/prepared-query.ts)
const sessionUser = preparedQuery((db: Tx, tokenHash: string) =>
  db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .select([
      's.tokenHash',
      's.lastSeenAt',
      'u.id',
      'u.guid',
      'u.userName',
      'u.nickName',
      'u.deptId',
      'u.status',
    ])
    .where('s.tokenHash', '=', tokenHash),
)

type SessionUser = NonNullable<Awaited<ReturnType<typeof sessionUser>>[number]>

// Kept sessions (ADR 012): every authenticated call reads its session, and under load that
// read was half the server's work on a small GET. Each instance keeps a row it read for
// SESSION_KEPT_MS. What ends a session drops it here at once (deleteSession,
// deleteUserSessions) and on the other instances through the change bus (the user's
// `grants` change, which every writer of roles, users and sessions already announces); the
// expiry bounds what a lost notification leaves. Idle expiry and the sliding touch are
// decided on the stored row (session.service.ts).
const SESSION_KEPT_MS = 1_000
const kept = new Map<string, { db: Tx; at: number; row: SessionUser }>()
/** Counts evictions: a read that began before one does not keep what it read. */
let evictions = 0
const heard = new WeakSet<Tx>()

/** Drops the kept sessions of a user (of every database: over-dropping is harmless), or all. */
function forgetSessions(userId?: number): void {
  evictions++
  if (userId === undefined) return kept.clear()
  for (const [hash, k] of kept) if (k.row.id === userId) kept.delete(hash)
}

/** The session of a token if kept (read less than a second ago): no await on the hot path. */
export function keptSessionUser(db: Tx, tokenHash: string): SessionUser | undefined {
  const hit = kept.get(tokenHash)
  return hit && hit.db === db && Date.now() - hit.at < SESSION_KEPT_MS ? hit.row : undefined
}

/**
 * The session of a token with its user, or undefined. Kept up to a second unless `stored`
 * asks for the database's row (before acting on it: ending or touching the session).
 */
export async function findSessionUser(
  db: Tx,
  tokenHash: string,
  stored = false,
): Promise<SessionUser | undefined> {
  const hit = stored ? undefined : keptSessionUser(db, tokenHash)
  if (hit) return hit
  const now = Date.now()
  const before = evictions
  const [row] = await sessionUser(db, tokenHash)
  if (row && evictions === before && !db.isTransaction) {
    if (!heard.has(db)) {
      heard.add(db)
      onChange(db, (change) => {
        if (change.topic === 'grants') forgetSessions(change.userId)
      })
    }
    if (kept.size >= 10_000) kept.clear()
    kept.set(tokenHash, { db, at: now, row })
  } else if (!row) kept.delete(tokenHash)
  return row
}

const touch = preparedQuery((db: Tx, tokenHash: string, now: number) =>
  db.updateTable('sysSession').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash),
)

export async function touchSession(db: Tx, tokenHash: string, now: number): Promise<void> {
  await touch(db, tokenHash, now)
  const hit = kept.get(tokenHash)
  if (hit) kept.set(tokenHash, { ...hit, row: { ...hit.row, lastSeenAt: now } })
}

export async function deleteSession(db: Tx, tokenHash: string): Promise<void> {
  await db.deleteFrom('sysSession').where('tokenHash', '=', tokenHash).execute()
  evictions++
  kept.delete(tokenHash)
}

/**
 * Revokes every session of a user, except `keep` when given; tells the other instances,
 * unless in a transaction (its caller announces the change once committed: forgetGrants).
 */
export async function deleteUserSessions(db: Tx, userId: number, keep?: string): Promise<void> {
  let q = db.deleteFrom('sysSession').where('userId', '=', userId)
  if (keep) q = q.where('tokenHash', '!=', keep)
  await q.execute()
  forgetSessions(userId)
  if (!db.isTransaction) publishChange(db, { topic: 'grants', userId })
}

export async function deleteIdleSessions(db: Tx, olderThan: number): Promise<void> {
  await db.deleteFrom('sysSession').where('lastSeenAt', '<', olderThan).execute()
  forgetSessions()
}

/**
 * The user's role keys, role names, data scopes and F-menu permissions, from enabled roles.
 * The `admin` role holds `*:*:*` (docs/product/routes.md "Menus and permissions").
 */
export async function findUserGrants(db: Tx, userId: number) {
  const roles = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['r.id', 'r.roleKey', 'r.roleName', 'r.dataScope'])
    .where('ur.userId', '=', userId)
    .where('r.status', '=', 1)
    .orderBy('r.sort')
    .execute()
  const roleIds = roles.map((r) => r.id)
  const isAdmin = roles.some((r) => r.roleKey === 'admin')
  // the admin role holds everything: reading its hundreds of F menus would be wasted work
  const perms =
    roleIds.length === 0 || isAdmin
      ? []
      : await db
          .selectFrom('sysRoleMenu as rm')
          .innerJoin('sysMenu as m', 'm.id', 'rm.menuId')
          .select('m.perms')
          .distinct()
          .where('rm.roleId', 'in', roleIds)
          .where('m.menuType', '=', 'F')
          .where('m.status', '=', 1)
          .where('m.perms', 'is not', null)
          .execute()
  return {
    roles,
    permissions: isAdmin
      ? [ALL_PERMISSIONS]
      : perms.map((p) => p.perms).filter((p): p is string => !!p),
  }
}
