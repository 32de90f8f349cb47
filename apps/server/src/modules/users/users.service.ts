// 用户管理's calls beside its resource (user.resource.ts), and the own 个人中心.
import { randomInt } from 'node:crypto'
import {
  type Profile,
  type UserDeptOption,
  type UserRoleOption,
  profileSchema,
  type profileUpdateSchema,
} from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { found, updaterAtVersion } from '#server/lib/resource.ts'
import { deleteUserSessions } from '#server/modules/identity/session.repository.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  checkNotProtected,
  checkUnique,
  passwordHashOf,
  roleIdsOf,
  users,
} from './user.resource.ts'
import {
  clearFeishuBinding,
  findDeptOptions,
  findRoles,
  replaceUserRoles,
  updateUser,
} from './users.repository.ts'

export async function changeUserStatus(
  db: Db,
  user: AuthUser,
  guid: string,
  status: 0 | 1,
  now: number,
): Promise<null> {
  const target = found(await users.find(db, guid, user))
  if (status === 0) checkNotProtected(user.id, target)
  await updateUser(db, target.id, { status, updatedAt: now })
  // a disabled user's sessions end at once
  if (status === 0) await deleteUserSessions(db, target.id)
  return null
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghijkmnopqrstuvwxyz'
const DIGITS = '23456789'
const SPECIAL = '@#$%&*!?'

/** 12 characters with each class the policy asks for (no look-alikes such as O/0, l/1). */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? ''
  const all = UPPER + LOWER + DIGITS + SPECIAL
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)]
  while (chars.length < 12) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  return chars.join('')
}

/** 重置密码: a generated password, answered once; the user's sessions end. */
export async function resetUserPassword(
  db: Db,
  user: AuthUser,
  guid: string,
  now: number,
): Promise<{ password: string }> {
  const target = found(await users.find(db, guid, user))
  const password = generatePassword()
  await updateUser(db, target.id, { passwordHash: await passwordHashOf(password), updatedAt: now })
  await deleteUserSessions(db, target.id)
  return { password }
}

export async function assignUserRoles(
  db: Db,
  user: AuthUser,
  guid: string,
  roleGuids: readonly string[],
): Promise<null> {
  const target = found(await users.find(db, guid, user))
  await db.transaction().execute(async (trx) => {
    await replaceUserRoles(trx, target.id, await roleIdsOf(trx, roleGuids))
  })
  forgetGrants(db, target.id)
  return null
}

export async function roleOptions(db: Db): Promise<UserRoleOption[]> {
  return (await findRoles(db)).map((r) => ({
    guid: r.guid,
    roleName: r.roleName,
    status: r.status === 1 ? 1 : 0,
  }))
}

export async function deptOptions(db: Db): Promise<UserDeptOption[]> {
  return (await findDeptOptions(db)).map((d) => ({
    id: d.id,
    parentId: d.parentId,
    name: d.name,
    status: d.status === 1 ? 1 : 0,
  }))
}

// ---- 个人中心: the caller's own account ----

/** The own record as 用户管理 details it (mobile unmasked), as much as the profile shows. */
export const getProfile = async (db: Db, user: AuthUser): Promise<Profile> =>
  profileSchema.parse(await users.detail(db, user.guid))

const updateUserAtVersion = updaterAtVersion('sysUser')

export async function updateProfile(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof profileUpdateSchema>,
  now: number,
): Promise<Profile> {
  const { version, ...fields } = input
  await checkUnique(db, user.id, fields)
  if (!(await updateUserAtVersion(db, user.guid, version, { ...fields, updatedAt: now })))
    throw AppError.conflict()
  return getProfile(db, user)
}

export async function unbindOwnFeishu(db: Db, user: AuthUser, now: number): Promise<Profile> {
  await clearFeishuBinding(db, user.id, now)
  return getProfile(db, user)
}
