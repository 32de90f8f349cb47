import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { translate } from '#server/i18n/messages.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { sendXlsx } from '#server/lib/resource.ts'
import { uploadedBytes } from '#server/lib/upload.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { users } from './user.resource.ts'
import {
  assignUserRoles,
  changeUserStatus,
  deptOptions,
  getProfile,
  resetUserPassword,
  roleOptions,
  unbindOwnFeishu,
  updateProfile,
} from './users.service.ts'
import { importUsers, userImportTemplate } from './users.import.ts'

/** 用户管理 (/system/user) and the own 个人中心. */
export function registerUserRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const U = API.users

  registerResource(api, deps, users)
  registerEndpoint(api, ep, U.changeStatus, ({ body, user }) =>
    changeUserStatus(db, user, body.guid, body.status, Date.now()),
  )
  registerEndpoint(api, ep, U.resetPwd, ({ body, user }) =>
    resetUserPassword(db, user, body.guid, Date.now()),
  )
  registerEndpoint(api, ep, U.assignRoles, ({ body, user }) =>
    assignUserRoles(db, user, body.guid, body.roleGuids),
  )
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
  registerEndpoint(api, ep, U.roleOptions, () => roleOptions(db))
  registerEndpoint(api, ep, U.deptTree, () => deptOptions(db))
  registerEndpoint(api, ep, U.profile, ({ user }) => getProfile(db, user))
  registerEndpoint(api, ep, U.profileUpdate, ({ body, user }) =>
    updateProfile(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, U.profileUnbindFeishu, ({ user }) =>
    unbindOwnFeishu(db, user, Date.now()),
  )
}
