import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  exportScheduleTemplates,
  getScheduleTemplate,
  pageScheduleTemplates,
  removeScheduleTemplates,
  saveScheduleTemplate,
} from './schedule-templates.service.ts'

/** 排期模板 (/system/scheduleTemplate): the day-parts of the scheduling grid. */
export function registerScheduleTemplateRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const e = API.scheduleTemplates
  registerEndpoint(api, ep, e.page, ({ query }) => pageScheduleTemplates(db, query))
  registerEndpoint(api, ep, e.detail, ({ query }) => getScheduleTemplate(db, query.guid))
  registerEndpoint(api, ep, e.addOrUpdate, ({ body, user }) =>
    saveScheduleTemplate(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, e.delete, ({ body }) => removeScheduleTemplates(db, body.guids))
  registerEndpoint(
    api,
    ep,
    e.export,
    xlsxHandler(db, 'export.scheduleTemplate.sheet', exportScheduleTemplates),
  )
}
