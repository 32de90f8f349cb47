import { randomInt } from 'node:crypto'
import { API } from '@app/contracts'
import type { Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { allExist, checkUnique, sheetTail } from '#server/lib/resource-rules.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import type { UserTable } from '#server/modules/identity/identity.table.ts'
import { checkPasswordPolicy, decodeField } from '#server/modules/identity/identity.service.ts'
import { hashPassword } from '#server/modules/identity/password.ts'
import { deleteUserSessions } from '#server/modules/identity/session.repository.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import {
  checkRolesGiven,
  grantLimitsOf,
  roleIdsHeldBy,
} from '#server/modules/roles/grant-limits.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { maskMobile } from '#server/lib/redact.ts'
import { pick } from '#server/lib/resource.ts'

/** The super administrator's account: never deleted or disabled. */
export const ADMIN_USER_NAME = 'admin'

/** What is stored of a password: argon2 of the SHA-256 the web sends at sign-in. */
export const passwordHashOf = (plain: string): Promise<string> => hashPassword(sha256Hex(plain))

const PASSWORD_CLASSES =
  'ABCDEFGHJKLMNPQRSTUVWXYZ abcdefghijkmnopqrstuvwxyz 23456789 @#$%&*!?'.split(' ')

/** 12 characters with each class the policy asks for (no look-alikes such as O/0, l/1). */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? ''
  const chars = PASSWORD_CLASSES.map(pick)
  while (chars.length < 12) chars.push(pick(PASSWORD_CLASSES.join('')))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  return chars.join('')
}

/** The message of an account, mobile or email another user already has. */
export const TAKEN = {
  userName: 'user.userNameTaken',
  mobile: 'user.mobileTaken',
  email: 'user.emailTaken',
} as const

/** Account, mobile and email belong to one user each (`guid` is the user's own). */
export async function checkUserUnique(
  db: Db,
  guid: string,
  v: { userName?: string; mobile: string; email: string },
): Promise<void> {
  for (const field of ['userName', 'mobile', 'email'] as const) {
    const value = v[field]
    if (value) await checkUnique(db, 'sysUser', guid, field, value, TAKEN[field])
  }
}

/** The ids of these roles; one that does not exist is the field's 400. */
export async function roleIdsOf(db: Db, guids: readonly string[]): Promise<number[]> {
  if (!guids.length) return []
  const roles = await db.selectFrom('sysRole').select('id').where('guid', 'in', guids).execute()
  if (roles.length !== new Set(guids).size)
    throw AppError.invalidField('roleGuids', 'user.roleMissing')
  return roles.map((r) => r.id)
}

/** Why the caller may not delete or disable `target`: the super administrator, or themself. */
export const protectionOf = (
  callerId: number | undefined,
  target: { id: number; userName: string },
): 'user.notAdmin' | 'user.notSelf' | undefined =>
  target.userName === ADMIN_USER_NAME
    ? 'user.notAdmin'
    : target.id === callerId
      ? 'user.notSelf'
      : undefined

export function checkNotProtected(
  callerId: number | undefined,
  target: { id: number; userName: string },
): void {
  const refused = protectionOf(callerId, target)
  if (refused) throw AppError.badRequest(refused)
}

/** Changes a user whatever its version (bumping it): a status, a password, an import. */
export async function updateUser(
  db: Db,
  id: number,
  changes: Omit<Updateable<UserTable>, 'id' | 'guid' | 'version'>,
): Promise<void> {
  await db
    .updateTable('sysUser')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** A user's roles are these from now on; a user disabled (`status` 0) has their sessions end. */
export async function settleUser(
  trx: Db,
  id: number,
  roleIds: readonly number[],
  status?: number,
): Promise<void> {
  await trx.deleteFrom('sysUserRole').where('userId', '=', id).execute()
  if (roleIds.length)
    await trx
      .insertInto('sysUserRole')
      .values(roleIds.map((roleId) => ({ userId: id, roleId })))
      .execute()
  if (status === 0) await deleteUserSessions(trx, id)
}

/** The departments a user can be in, as the user dialog's tree and the import's list show them. */
export const findDeptOptions = (db: Db) =>
  db
    .selectFrom('sysDept')
    .select(['id', 'parentId', 'name', 'status'])
    .orderBy('parentId')
    .orderBy('sort')
    .orderBy('id')
    .execute()

/** 用户管理 (/system/user): the accounts a role's data scope lets the caller see. */
export const users = defineResource({
  table: 'sysUser',
  endpoints: API.users,
  scope: async (db, user) =>
    inDataScope(await dataScopeOf(db, user), 'sysUser.deptId', 'sysUser.id'),
  filters: {
    name: (eb, v) =>
      eb.or([containsIgnoringCase(eb.ref('userName'), v), contains(eb.ref('nickName'), v)]),
    mobile: (eb, v) => contains(eb.ref('mobile'), v),
    status: (eb, v) => eb('status', '=', v),
    // the department itself or any below it ('/1/4/' paths hold the ids above a node)
    deptId: (eb, v) =>
      eb.or([
        eb('deptId', '=', v),
        eb(
          'deptId',
          'in',
          eb.selectFrom('sysDept').select('sysDept.id').where('ancestors', 'like', `%/${v}/%`),
        ),
      ]),
    createdFrom: (eb, v) => eb('createdAt', '>=', v),
    createdTo: (eb, v) => eb('createdAt', '<=', v),
  },
  orderBy: (q) => q.orderBy('id'),
  // the department names and each user's roles (in role order)
  lookup: async (db, rows) => {
    const ids = rows.map((r) => r.id)
    const [depts, roles] = await Promise.all([
      db.selectFrom('sysDept').select(['id', 'name']).execute(),
      ids.length === 0
        ? []
        : db
            .selectFrom('sysUserRole')
            .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
            .select(['sysUserRole.userId', 'sysRole.guid', 'sysRole.roleName'])
            // a sheet of thousands reads every user's roles rather than name them all
            .$if(ids.length <= 1000, (q) => q.where('sysUserRole.userId', 'in', ids))
            .orderBy('sysRole.sort')
            .orderBy('sysRole.id')
            .execute(),
    ])
    const rolesOf = new Map<number, { guid: string; roleName: string }[]>()
    for (const r of roles) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r])
    return { deptNames: new Map<number | null, string>(depts.map((d) => [d.id, d.name])), rolesOf }
  },
  toItem: (r, { deptNames, rolesOf }) => {
    const roles = rolesOf.get(r.id) ?? []
    return {
      ...pick(r, 'guid', 'id', 'userName', 'nickName', 'deptId', 'mobile', 'email', 'remark'),
      deptName: deptNames.get(r.deptId) ?? '',
      status: r.status === 1 ? (1 as const) : (0 as const),
      roleNames: roles.map((x) => x.roleName),
      ...pick(r, 'createdAt', 'updatedAt', 'version'),
      roleGuids: roles.map((x) => x.guid),
      feishuBound: r.feishuOpenId !== null,
    }
  },
  toRow: ({ roleGuids: _roles, feishuBound: _feishu, ...u }) => ({
    ...u,
    mobile: maskMobile(u.mobile),
  }),
  sheetName: 'export.user.sheet',
  sheet: [
    { key: 'id', width: 10 },
    { key: 'userName' },
    { key: 'nickName' },
    { key: 'dept', width: 20, value: (r, _t, { deptNames }) => deptNames.get(r.deptId) ?? '' },
    { key: 'mobile', value: (r) => maskMobile(r.mobile) },
    { key: 'email', width: 28 },
  ],
  sheetTail: sheetTail('status', 'createdAt'),
  // a user's deptId is their own department, not the creator's: createdBy comes below
  ownerless: true,
  toColumns: ({ roleGuids: _roles, password: _password, ...fields }) => fields,
  beforeSave: async ({ trx, user, fields, stored, guid }) => {
    const plain = stored || fields.password === undefined ? '' : decodeField(fields.password)
    if (stored) {
      if (fields.status === 0 && stored.status !== 0) checkNotProtected(user.id, stored)
      // the account is the sign-in name of admin: it stays
      if (stored.userName === ADMIN_USER_NAME && fields.userName !== ADMIN_USER_NAME)
        throw AppError.invalidField('userName', 'user.notAdmin')
    } else checkPasswordPolicy(plain, 'password')
    await checkUserUnique(trx, guid, fields)
    if (!(await allExist(trx, 'sysDept', [fields.deptId])))
      throw AppError.invalidField('deptId', 'user.deptMissing')
    // roles only the caller could hand out, never the caller's own; a department of the
    // caller's data scope
    const roleIds = await roleIdsOf(trx, fields.roleGuids)
    const current = stored ? await roleIdsHeldBy(trx, stored.id) : []
    await checkRolesGiven(trx, user, stored ?? null, current, roleIds)
    if (!stored || stored.deptId !== fields.deptId)
      await (await grantLimitsOf(trx, user)).checkDept(fields.deptId)
    if (!stored) return { passwordHash: await passwordHashOf(plain), createdBy: user.id }
  },
  afterSave: async ({ trx, fields, id }) =>
    settleUser(trx, id, await roleIdsOf(trx, fields.roleGuids), fields.status),
  // neither the super administrator nor the caller goes; roles and sessions go with a user
  beforeDelete: async (trx, guids, user) => {
    const targets = await trx
      .selectFrom('sysUser')
      .select(['id', 'userName'])
      .where('guid', 'in', guids)
      .execute()
    for (const t of targets) checkNotProtected(user?.id, t)
    const ids = targets.map((t) => t.id)
    if (ids.length === 0) return
    await trx.deleteFrom('sysUserRole').where('userId', 'in', ids).execute()
    await trx.deleteFrom('sysSession').where('userId', 'in', ids).execute()
  },
  // roles and status are cached with the grants: this instance forgets them at once
  afterCommit: (db) => forgetGrants(db),
})
