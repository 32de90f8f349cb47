import { randomInt } from 'node:crypto'
import {
  type PageResult,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  PERMISSIONS,
  type Profile,
  type User,
  type UserDeptOption,
  type UserDetail,
  type UserQuery,
  type UserRoleOption,
  type profileUpdateSchema,
  type userSaveSchema,
} from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import { newGuid, sha256Hex } from '#server/lib/crypto.ts'
import {
  EXPORT_ROW_LIMIT,
  checkSave,
  formatTime,
  pageWindow,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import { type DataScope, dataScopeOf } from '#server/modules/identity/data-scope.ts'
import { decodeField } from '#server/modules/identity/identity.service.ts'
import { hashPassword } from '#server/modules/identity/password.ts'
import { deleteUserSessions } from '#server/modules/identity/session.repository.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  type UserFilter,
  type UserListRow,
  countUsers,
  deleteUsers,
  findDeptOptions,
  findRoleNamesOf,
  findRoles,
  findUser,
  findUserById,
  findUserRoles,
  findUsers,
  findUsersByGuids,
  insertUser,
  replaceUserRoles,
  takenBy,
  updateUser,
  clearFeishuBinding,
  updateUserAtVersion,
} from './users.repository.ts'

registerMessages({
  'user.userNameTaken': {
    zh: '登录账号已存在',
    en: 'This account already exists',
    es: 'Esta cuenta ya existe',
    ja: 'このアカウントは既に存在します',
  },
  'user.mobileTaken': {
    zh: '手机号码已存在',
    en: 'This mobile number is already in use',
    es: 'Este móvil ya está en uso',
    ja: 'この携帯番号は既に使われています',
  },
  'user.emailTaken': {
    zh: '邮箱账号已存在',
    en: 'This email is already in use',
    es: 'Este correo ya está en uso',
    ja: 'このメールアドレスは既に使われています',
  },
  'user.deptMissing': {
    zh: '部门不存在',
    en: 'No such department',
    es: 'El departamento no existe',
    ja: '部門が存在しません',
  },
  'user.roleMissing': {
    zh: '角色不存在',
    en: 'No such role',
    es: 'El rol no existe',
    ja: 'ロールが存在しません',
  },
  'user.notSelf': {
    zh: '不能删除或停用当前登录的用户',
    en: 'You cannot delete or disable yourself',
    es: 'No puede eliminarse ni desactivarse a sí mismo',
    ja: '自分自身を削除・無効化することはできません',
  },
  'user.notAdmin': {
    zh: '不允许删除或停用超级管理员',
    en: 'The super administrator cannot be deleted or disabled',
    es: 'El superadministrador no se puede eliminar ni desactivar',
    ja: 'スーパー管理者は削除・無効化できません',
  },
  'export.user.sheet': { zh: '用户数据', en: 'Users', es: 'Usuarios', ja: 'ユーザー' },
  'export.user.id': { zh: '用户编号', en: 'User no.', es: 'N.º usuario', ja: 'ユーザー番号' },
  'export.user.userName': { zh: '用户名称', en: 'Account', es: 'Cuenta', ja: 'アカウント' },
  'export.user.nickName': { zh: '用户昵称', en: 'Nickname', es: 'Apodo', ja: 'ニックネーム' },
  'export.user.dept': { zh: '部门', en: 'Department', es: 'Departamento', ja: '部門' },
  'export.user.mobile': { zh: '手机号码', en: 'Mobile', es: 'Móvil', ja: '携帯番号' },
  'export.user.email': { zh: '邮箱', en: 'Email', es: 'Correo', ja: 'メール' },
})

/** The super administrator's account: never deleted or disabled. */
export const ADMIN_USER_NAME = 'admin'

/** 138****8000: the list never shows a whole mobile number. */
export const maskMobile = (m: string): string =>
  m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m

const toUser = (r: UserListRow, mask: boolean, roleNames: string[]): User => ({
  guid: r.guid,
  id: r.id,
  userName: r.userName,
  nickName: r.nickName,
  deptId: r.deptId,
  deptName: r.deptName ?? '',
  mobile: mask ? maskMobile(r.mobile) : r.mobile,
  email: r.email,
  status: r.status === 1 ? 1 : 0,
  roleNames,
  remark: r.remark,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  version: r.version,
})

export async function pageUsers(db: Db, user: AuthUser, q: UserQuery): Promise<PageResult<User>> {
  const scope = await dataScopeOf(db, user)
  const [rows, count] = await Promise.all([
    findUsers(db, scope, q, pageWindow(q)),
    countUsers(db, scope, q),
  ])
  const roles = await findRoleNamesOf(
    db,
    rows.map((r) => r.id),
  )
  return { list: rows.map((r) => toUser(r, true, roles.get(r.id) ?? [])), count }
}

async function detailOf(db: Db, row: UserListRow): Promise<UserDetail> {
  const roles = await findUserRoles(db, row.id)
  return {
    ...toUser(
      row,
      false,
      roles.map((r) => r.roleName),
    ),
    roleGuids: roles.map((r) => r.guid),
    feishuBound: row.feishuOpenId !== null,
  }
}

export async function getUser(db: Db, user: AuthUser, guid: string): Promise<UserDetail> {
  const row = await findUser(db, await dataScopeOf(db, user), guid)
  if (!row) throw AppError.notFound()
  return detailOf(db, row)
}

/**
 * The password policy (docs/product/shell.md "Change password"), the field's message on failure.
 */
function checkPolicy(password: string): void {
  const length = [...password].length
  if (!password) throw AppError.invalidField('password', 'password.required')
  if (length < PASSWORD_MIN)
    throw AppError.invalidField('password', 'password.tooShort', { min: PASSWORD_MIN })
  if (length > PASSWORD_MAX)
    throw AppError.invalidField('password', 'password.tooLong', { max: PASSWORD_MAX })
  if (!PASSWORD_PATTERN.test(password)) throw AppError.invalidField('password', 'password.weak')
}

/** Account, mobile and email belong to one user each. */
async function checkUnique(
  db: Db,
  exceptId: number | null,
  v: { userName?: string; mobile: string; email: string },
): Promise<void> {
  if (v.userName !== undefined && (await takenBy(db, 'userName', v.userName, exceptId)))
    throw AppError.invalidField('userName', 'user.userNameTaken')
  if (v.mobile && (await takenBy(db, 'mobile', v.mobile, exceptId)))
    throw AppError.invalidField('mobile', 'user.mobileTaken')
  if (v.email && (await takenBy(db, 'email', v.email, exceptId)))
    throw AppError.invalidField('email', 'user.emailTaken')
}

async function roleIdsOf(db: Db, guids: readonly string[]): Promise<number[]> {
  if (!guids.length) return []
  const roles = await db.selectFrom('sysRole').select('id').where('guid', 'in', guids).execute()
  if (roles.length !== new Set(guids).size)
    throw AppError.invalidField('roleGuids', 'user.roleMissing')
  return roles.map((r) => r.id)
}

async function checkDept(db: Db, deptId: number | null): Promise<void> {
  if (deptId === null) return
  const d = await db.selectFrom('sysDept').select('id').where('id', '=', deptId).executeTakeFirst()
  if (!d) throw AppError.invalidField('deptId', 'user.deptMissing')
}

/** Neither the super administrator nor the caller may be deleted or disabled. */
function checkNotProtected(user: AuthUser, target: { id: number; userName: string }): void {
  if (target.userName === ADMIN_USER_NAME) throw AppError.badRequest('user.notAdmin')
  if (target.id === user.id) throw AppError.badRequest('user.notSelf')
}

export async function saveUser(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof userSaveSchema>,
  now: number,
): Promise<UserDetail> {
  checkSave(user, PERMISSIONS.user, input)
  const { guid, version, roleGuids, password, ...fields } = input
  const scope = await dataScopeOf(db, user)
  const saved = await db.transaction().execute(async (trx) => {
    if (!guid) {
      const plain = password === undefined ? '' : decodeField(password)
      checkPolicy(plain)
      await checkUnique(trx, null, fields)
      await checkDept(trx, fields.deptId)
      const roleIds = await roleIdsOf(trx, roleGuids)
      const id = await insertUser(trx, {
        ...fields,
        guid: newGuid(),
        passwordHash: await hashPassword(sha256Hex(plain)),
        feishuOpenId: null,
        currentExhibitionGuid: null,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      await replaceUserRoles(trx, id, roleIds)
      return id
    }
    const target = await findUser(trx, scope, guid)
    if (!target) throw AppError.notFound()
    if (fields.status === 0 && target.status !== 0) checkNotProtected(user, target)
    // the account is the sign-in name of admin: it stays
    if (target.userName === ADMIN_USER_NAME && fields.userName !== ADMIN_USER_NAME)
      throw AppError.invalidField('userName', 'user.notAdmin')
    await checkUnique(trx, target.id, fields)
    await checkDept(trx, fields.deptId)
    const roleIds = await roleIdsOf(trx, roleGuids)
    if (!(await updateUserAtVersion(trx, target.id, version ?? 0, { ...fields, updatedAt: now })))
      throw await versionMissError(async () => (await findUserById(trx, target.id)) !== undefined)
    await replaceUserRoles(trx, target.id, roleIds)
    if (fields.status === 0) await deleteUserSessions(trx, target.id)
    return target.id
  })
  forgetGrants(db, saved)
  const row = await findUserById(db, saved)
  if (!row) throw AppError.notFound()
  return detailOf(db, row)
}

export async function changeUserStatus(
  db: Db,
  user: AuthUser,
  guid: string,
  status: 0 | 1,
  now: number,
): Promise<null> {
  const target = await findUser(db, await dataScopeOf(db, user), guid)
  if (!target) throw AppError.notFound()
  if (status === 0) checkNotProtected(user, target)
  await updateUser(db, target.id, { status, updatedAt: now })
  // a disabled user's sessions end at once
  if (status === 0) await deleteUserSessions(db, target.id)
  return null
}

export async function removeUsers(db: Db, user: AuthUser, guids: readonly string[]): Promise<null> {
  const targets = await findUsersByGuids(db, await dataScopeOf(db, user), guids)
  if (!targets.length) throw AppError.notFound()
  for (const t of targets) checkNotProtected(user, t)
  await db.transaction().execute((trx) =>
    deleteUsers(
      trx,
      targets.map((t) => t.id),
    ),
  )
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
  const target = await findUser(db, await dataScopeOf(db, user), guid)
  if (!target) throw AppError.notFound()
  const password = generatePassword()
  await updateUser(db, target.id, {
    passwordHash: await hashPassword(sha256Hex(password)),
    updatedAt: now,
  })
  await deleteUserSessions(db, target.id)
  return { password }
}

export async function assignUserRoles(
  db: Db,
  user: AuthUser,
  guid: string,
  roleGuids: readonly string[],
): Promise<null> {
  const target = await findUser(db, await dataScopeOf(db, user), guid)
  if (!target) throw AppError.notFound()
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

/** The filtered list as an .xlsx (mobile numbers masked as in the list). */
export async function exportUsers(
  db: Db,
  user: AuthUser,
  filter: UserFilter,
  lang: Lang,
): Promise<Buffer> {
  const scope: DataScope = await dataScopeOf(db, user)
  const rows = await findUsers(db, scope, filter, { limit: EXPORT_ROW_LIMIT, offset: 0 })
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.user.sheet'),
    [
      { header: h('user.id'), width: 10, value: (r: UserListRow) => r.id },
      { header: h('user.userName'), value: (r) => r.userName },
      { header: h('user.nickName'), value: (r) => r.nickName },
      { header: h('user.dept'), width: 20, value: (r) => r.deptName ?? '' },
      { header: h('user.mobile'), value: (r) => maskMobile(r.mobile) },
      { header: h('user.email'), width: 28, value: (r) => r.email },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('createdAt'), width: 20, value: (r) => formatTime(r.createdAt) },
    ],
    rows,
  )
}

// ---- 个人中心: the caller's own account ----

export async function getProfile(db: Db, user: AuthUser): Promise<Profile> {
  const row = await findUserById(db, user.id)
  if (!row) throw AppError.notFound()
  const roles = await findUserRoles(db, row.id)
  return {
    guid: row.guid,
    userName: row.userName,
    nickName: row.nickName,
    deptName: row.deptName ?? '',
    roleNames: roles.map((r) => r.roleName),
    mobile: row.mobile,
    email: row.email,
    createdAt: row.createdAt,
    feishuBound: row.feishuOpenId !== null,
    version: row.version,
  }
}

export async function updateProfile(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof profileUpdateSchema>,
  now: number,
): Promise<Profile> {
  const { version, ...fields } = input
  await checkUnique(db, user.id, fields)
  if (!(await updateUserAtVersion(db, user.id, version, { ...fields, updatedAt: now })))
    throw AppError.conflict()
  return getProfile(db, user)
}

export async function unbindOwnFeishu(db: Db, user: AuthUser, now: number): Promise<Profile> {
  await clearFeishuBinding(db, user.id, now)
  return getProfile(db, user)
}
