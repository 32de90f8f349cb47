import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { contentDisposition } from '#server/lib/resource.ts'
import { exportGrid } from './schedule.export.ts'
import {
  bookableProjects,
  handleConflict,
  listConflicts,
  listTemplates,
  loadGrid,
  removeMissions,
  saveMissions,
  updateMission,
} from './schedule.service.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The scheduling grid's calls (docs/product/api.md "Scheduling grid"). */
export function registerScheduleRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  const x = API.schedule

  registerEndpoint(api, ep, x.grid, ({ query, req }) => loadGrid(db, query, req.lang))
  registerEndpoint(api, ep, x.templates, () => listTemplates(db))
  registerEndpoint(api, ep, x.projects, () => bookableProjects(db))
  registerEndpoint(api, ep, x.save, ({ body, user, req }) =>
    saveMissions(db, user, body, Date.now(), req.lang),
  )
  registerEndpoint(api, ep, x.update, ({ body, user, req }) =>
    updateMission(db, user, body, Date.now(), req.lang),
  )
  registerEndpoint(api, ep, x.remove, async ({ body }) => {
    await removeMissions(db, body.mids)
    return null
  })
  registerEndpoint(api, ep, x.conflicts, ({ query }) => listConflicts(db, query))
  registerEndpoint(api, ep, x.handleConflict, ({ body, user }) =>
    handleConflict(db, user, body, Date.now()),
  )
  // a file, not the envelope (the contract's `download`); failures still answer the envelope
  registerEndpoint(api, ep, x.export, async ({ body, req, reply }) => {
    const file = await exportGrid(db, body, req.lang)
    await reply
      .header('content-type', XLSX)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body)
    return null
  })
}
