import type { Db } from '#server/db/database.ts'

const USER_COLUMNS = [
  'id',
  'guid',
  'userName',
  'nickName',
  'deptId',
  'passwordHash',
  'status',
  'createdAt',
] as const

export async function findUserByName(db: Db, userName: string) {
  return db
    .selectFrom('sysUser')
    .select(USER_COLUMNS)
    .where('userName', '=', userName)
    .executeTakeFirst()
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('sysUser').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export async function findUserByOpenId(db: Db, openId: string) {
  return db
    .selectFrom('sysUser')
    .select(USER_COLUMNS)
    .where('feishuOpenId', '=', openId)
    .executeTakeFirst()
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserById>>>

export async function findDeptName(db: Db, deptId: number | null): Promise<string> {
  if (deptId === null) return ''
  const row = await db
    .selectFrom('sysDept')
    .select('name')
    .where('id', '=', deptId)
    .executeTakeFirst()
  return row?.name ?? ''
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable('sysUser')
    .set((eb) => ({ passwordHash, updatedAt: Date.now(), version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute()
}

/** Links a Feishu open_id to one user (and to no other: the column is unique). */
export async function bindOpenId(db: Db, userId: number, openId: string) {
  const now = Date.now()
  await db
    .updateTable('sysUser')
    .set((eb) => ({ feishuOpenId: null, updatedAt: now, version: eb('version', '+', 1) }))
    .where('feishuOpenId', '=', openId)
    .where('id', '!=', userId)
    .execute()
  await db
    .updateTable('sysUser')
    .set((eb) => ({ feishuOpenId: openId, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute()
}

// --- systems and menus ------------------------------------------------------------------

/** The enabled subsystems the roles grant, in display order (模块管理 can disable one). */
export async function findGrantedSystems(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return []
  return db
    .selectFrom('sysSystem as s')
    .select(['s.code', 's.name'])
    .where('s.status', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sysRoleSystem as rs')
          .select('rs.roleId')
          .whereRef('rs.systemCode', '=', 's.code')
          .where('rs.roleId', 'in', roleIds),
      ),
    )
    .orderBy('s.sort')
    .orderBy('s.code')
    .execute()
}

const MENU_COLUMNS = [
  'm.id',
  'm.parentId',
  'm.systemCode',
  'm.menuName',
  'm.menuType',
  'm.path',
  'm.icon',
  'm.perms',
  'm.hidden',
] as const

/** Enabled menus of the systems: all of them (the admin role), or those the roles grant. */
export async function findMenus(db: Db, systemCodes: string[], grantedTo: number[] | 'all') {
  if (systemCodes.length === 0 || (grantedTo !== 'all' && grantedTo.length === 0)) return []
  let q = db
    .selectFrom('sysMenu as m')
    .select(MENU_COLUMNS)
    .where('m.status', '=', 1)
    .where('m.systemCode', 'in', systemCodes)
  if (grantedTo !== 'all') {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sysRoleMenu as rm')
          .select('rm.menuId')
          .whereRef('rm.menuId', '=', 'm.id')
          .where('rm.roleId', 'in', grantedTo),
      ),
    )
  }
  return q.orderBy('m.sort').orderBy('m.id').execute()
}

export type MenuRecord = Awaited<ReturnType<typeof findMenus>>[number]

// --- sign-in lock (per account and IP) --------------------------------------------------

export async function findLoginLock(db: Db, userName: string, ip: string) {
  return db
    .selectFrom('sysLoginLock')
    .select(['failures', 'lockedUntil', 'updatedAt'])
    .where('userName', '=', userName)
    .where('ip', '=', ip)
    .executeTakeFirst()
}

export async function saveLoginLock(
  db: Db,
  row: { userName: string; ip: string; failures: number; lockedUntil: number | null; now: number },
) {
  const values = { failures: row.failures, lockedUntil: row.lockedUntil, updatedAt: row.now }
  await db
    .insertInto('sysLoginLock')
    .values({ userName: row.userName, ip: row.ip, ...values })
    .onConflict((oc) => oc.columns(['userName', 'ip']).doUpdateSet(values))
    .execute()
}

/** Forgets the failures (and any lock) of an account for an IP; answers whether one existed. */
export async function deleteLoginLock(db: Db, userName: string, ip: string): Promise<boolean> {
  const r = await db
    .deleteFrom('sysLoginLock')
    .where('userName', '=', userName)
    .where('ip', '=', ip)
    .executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

// --- Feishu bind tickets ----------------------------------------------------------------

export async function insertBindTicket(
  db: Db,
  t: { ticketHash: string; openId: string; expiresAt: number; now: number },
) {
  // expired tickets are swept here, so the table never grows beyond the open requests
  await db.deleteFrom('sysBindTicket').where('expiresAt', '<', t.now).execute()
  await db
    .insertInto('sysBindTicket')
    .values({ ticketHash: t.ticketHash, openId: t.openId, expiresAt: t.expiresAt })
    .execute()
}

export async function findBindTicket(db: Db, ticketHash: string, now: number) {
  return db
    .selectFrom('sysBindTicket')
    .select(['ticketHash', 'openId'])
    .where('ticketHash', '=', ticketHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst()
}

export async function deleteBindTicket(db: Db, ticketHash: string) {
  await db.deleteFrom('sysBindTicket').where('ticketHash', '=', ticketHash).execute()
}
