import { ALL_PERMISSIONS } from '@app/contracts'
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

export async function findSessionUser(db: Tx, tokenHash: string) {
  return (await sessionUser(db, tokenHash))[0]
}

const touch = preparedQuery((db: Tx, tokenHash: string, now: number) =>
  db.updateTable('sysSession').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash),
)

export async function touchSession(db: Tx, tokenHash: string, now: number): Promise<void> {
  await touch(db, tokenHash, now)
}

export async function deleteSession(db: Tx, tokenHash: string): Promise<void> {
  await db.deleteFrom('sysSession').where('tokenHash', '=', tokenHash).execute()
}

/** Revokes every session of a user, except `keep` when given. */
export async function deleteUserSessions(db: Tx, userId: number, keep?: string): Promise<void> {
  let q = db.deleteFrom('sysSession').where('userId', '=', userId)
  if (keep) q = q.where('tokenHash', '!=', keep)
  await q.execute()
}

export async function deleteIdleSessions(db: Tx, olderThan: number): Promise<void> {
  await db.deleteFrom('sysSession').where('lastSeenAt', '<', olderThan).execute()
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
