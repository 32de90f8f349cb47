import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { scheduleTemplates } from './schedule-template.resource.ts'

/** 排期模板 (/system/scheduleTemplate): the day-parts of the scheduling grid. */
export function registerScheduleTemplateRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  registerResource(api, deps, scheduleTemplates)
}
