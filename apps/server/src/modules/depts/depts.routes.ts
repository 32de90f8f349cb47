import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { depts } from './dept.resource.ts'

/** 部门管理 (/system/dept). */
export function registerDeptRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  registerResource(api, deps, depts)
}
