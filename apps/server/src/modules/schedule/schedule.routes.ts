import { API, type GridData } from '@app/contracts'
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
  loadGridJson,
  removeMissions,
  saveMissions,
  updateMission,
} from './schedule.service.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The grid's data already as JSON text in UTF-8 (loadGridJson), for envelopeWithJson. */
class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * The envelope as JSON.stringify writes it, as UTF-8 bytes, a JsonBytes value's bytes
 * written as they are: the compression then takes the bytes as they are (a 10 MB string
 * would be measured and encoded first). Anything else (an error's envelope) is JSON.stringify's.
 */
function envelopeWithJson(payload: unknown): string | Buffer {
  if (payload === null || typeof payload !== 'object') return JSON.stringify(payload)
  const entries = Object.entries(payload)
  if (!entries.some(([, v]) => v instanceof JsonBytes)) return JSON.stringify(payload)
  const parts: Buffer[] = []
  let text = '{'
  let first = true
  for (const [k, v] of entries) {
    if (v === undefined) continue
    text += `${first ? '' : ','}${JSON.stringify(k)}:`
    first = false
    if (v instanceof JsonBytes) {
      parts.push(Buffer.from(text), v.bytes)
      text = ''
    } else text += JSON.stringify(v)
  }
  parts.push(Buffer.from(`${text}}`))
  return Buffer.concat(parts)
}

/** The scheduling grid's calls (docs/product/api.md "Scheduling grid"). */
export function registerScheduleRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  const x = API.schedule

  registerEndpoint(api, ep, x.grid, async ({ query, req, reply }) => {
    const data = new JsonBytes(await loadGridJson(db, query, req.lang))
    // Fastify types a serializer's answer as text; it sends bytes from one as from send()
    reply.serializer(envelopeWithJson as (payload: unknown) => string)
    // Fastify names the type only when its own serializer writes the answer
    reply.type('application/json; charset=utf-8')
    // the envelope's data: written by envelopeWithJson as the GridData it is the text of
    return data as unknown as GridData
  })
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
