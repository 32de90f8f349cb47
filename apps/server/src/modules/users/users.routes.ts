import { API, profileSchema } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { translate } from '#server/i18n/messages.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { found, sendXlsx, updaterAtVersion } from '#server/lib/resource.ts'
import { uploadedBytes } from '#server/lib/upload.ts'
import { deleteUserSessions } from '#server/modules/identity/session.repository.ts'
import { checkRolesGiven, roleIdsHeldBy } from '#server/modules/roles/grant-limits.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  checkNotProtected,
  checkUserUnique,
  findDeptOptions,
  generatePassword,
  passwordHashOf,
  roleIdsOf,
  settleUser,
  updateUser,
  users,
} from './user.resource.ts'
import { importUsers, userImportTemplate } from './users.import.ts'

const updateUserAtVersion = updaterAtVersion('sysUser')

/** 用户管理 (/system/user): the resource, its own calls, and the own 个人中心. */
export function registerUserRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const U = API.users
  // the own record as 用户管理 details it (mobile unmasked), as much as the profile shows
  const profileOf = async (user: AuthUser) => profileSchema.parse(await users.detail(db, user.guid))

  registerResource(api, deps, users)
  registerEndpoint(api, ep, U.changeStatus, async ({ body: { guid, status }, user }) => {
    const target = found(await users.find(db, guid, user))
    if (status === 0) checkNotProtected(user.id, target)
    await updateUser(db, target.id, { status, updatedAt: Date.now() })
    // a disabled user's sessions end at once
    if (status === 0) await deleteUserSessions(db, target.id)
    return null
  })
  // 重置密码: a generated password, answered once; the user's sessions end
  registerEndpoint(api, ep, U.resetPwd, async ({ body, user }) => {
    const target = found(await users.find(db, body.guid, user))
    const password = generatePassword()
    const passwordHash = await passwordHashOf(password)
    await updateUser(db, target.id, { passwordHash, updatedAt: Date.now() })
    await deleteUserSessions(db, target.id)
    return { password }
  })
  registerEndpoint(api, ep, U.assignRoles, async ({ body, user }) => {
    const target = found(await users.find(db, body.guid, user))
    await db.transaction().execute(async (trx) => {
      const roleIds = await roleIdsOf(trx, body.roleGuids)
      await checkRolesGiven(trx, user, target, await roleIdsHeldBy(trx, target.id), roleIds)
      await settleUser(trx, target.id, roleIds)
    })
    forgetGrants(db, target.id)
    return null
  })
  registerEndpoint(api, ep, U.importTemplate, async ({ req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'import.user.sheet'),
      await userImportTemplate(db, req.lang),
    ),
  )
  registerEndpoint(api, ep, U.importData, async ({ query, user, req }) =>
    importUsers(db, user, await uploadedBytes(req), {
      dryRun: query.dryRun === 1,
      updateSupport: query.updateSupport === 1,
      lang: req.lang,
      now: Date.now(),
    }),
  )
  registerEndpoint(api, ep, U.roleOptions, async () =>
    (
      await db
        .selectFrom('sysRole')
        .select(['guid', 'roleName', 'status'])
        .orderBy('sort')
        .execute()
    ).map((r) => ({ guid: r.guid, roleName: r.roleName, status: r.status === 1 ? 1 : 0 })),
  )
  registerEndpoint(api, ep, U.deptTree, async () =>
    (await findDeptOptions(db)).map((d) => ({ ...d, status: d.status === 1 ? 1 : 0 })),
  )
  registerEndpoint(api, ep, U.profile, ({ user }) => profileOf(user))
  registerEndpoint(api, ep, U.profileUpdate, async ({ body: { version, ...fields }, user }) => {
    await checkUserUnique(db, user.guid, fields)
    if (!(await updateUserAtVersion(db, user.guid, version, { ...fields, updatedAt: Date.now() })))
      throw AppError.conflict()
    return profileOf(user)
  })
  // an account with no binding is left as it is (version included)
  registerEndpoint(api, ep, U.profileUnbindFeishu, async ({ user }) => {
    await db
      .updateTable('sysUser')
      .set((eb) => ({ feishuOpenId: null, updatedAt: Date.now(), version: eb('version', '+', 1) }))
      .where('id', '=', user.id)
      .where('feishuOpenId', 'is not', null)
      .execute()
    return profileOf(user)
  })
}
