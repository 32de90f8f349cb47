import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { found, updaterAtVersion } from '#server/lib/resource.ts'
import { allExist } from '#server/lib/resource-rules.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { grantLimitsOf, roleGrantsOf } from './grant-limits.ts'
import { guardAdmin, regrant, roles } from './role.resource.ts'

const updateRoleAtVersion = updaterAtVersion('sysRole')

/** /system/role (角色管理): the resource, its status switch, data scope and department tree. */
export function registerRoleRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const R = API.roles

  registerResource(api, deps, roles)
  registerEndpoint(api, ep, R.changeStatus, async ({ body: { guid, status } }) => {
    guardAdmin(found(await roles.find(db, guid)), { status })
    await db
      .updateTable('sysRole')
      .set((eb) => ({ status, updatedAt: Date.now(), version: eb('version', '+', 1) }))
      .where('guid', '=', guid)
      .execute()
    forgetGrants(db)
    return roles.detail(db, guid)
  })
  // scope 2 names its departments; the others keep none
  registerEndpoint(api, ep, R.dataScope, async ({ body, user }) => {
    const deptIds = body.dataScope === 2 ? body.deptIds : []
    const saved = await db.transaction().execute(async (trx) => {
      const role = found(await roles.find(trx, body.guid))
      if (!(await allExist(trx, 'sysDept', deptIds)))
        throw AppError.invalidField('deptIds', 'role.unknownDept')
      // a scope no wider than the caller's own
      const before = (await roleGrantsOf(trx, [role.id])).get(role.id)
      if (before)
        await (
          await grantLimitsOf(trx, user)
        ).check({ ...before, dataScope: body.dataScope, deptIds }, before)
      const changes = { dataScope: body.dataScope, updatedAt: Date.now() }
      if (!(await updateRoleAtVersion(trx, body.guid, body.version, changes)))
        throw AppError.conflict()
      await regrant(trx, role.id, { deptIds })
      return roles.detail(trx, body.guid)
    })
    forgetGrants(db)
    return saved
  })
  registerEndpoint(api, ep, R.deptTree, () =>
    db
      .selectFrom('sysDept')
      .select(['id', 'parentId', 'name'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  )
}
