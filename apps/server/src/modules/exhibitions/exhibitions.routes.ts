import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { projectOptions } from '#server/modules/projects/projects.service.ts'
import { answer, endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { tr } from '#server/plugins/request-context.ts'
import {
  copyExhibitionConfig,
  currentExhibition,
  exhibitionInfo,
  exhibitionQualifier,
  getExhibition,
  listExhibitions,
  pageExhibitions,
  removeExhibition,
  saveExhibition,
  setOnHome,
  switchExhibition,
} from './exhibitions.service.ts'

/** The service platform's exhibition calls (docs/product/api.md "Exhibitions"). */
export function registerExhibitionRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  const x = API.exhibitions

  registerEndpoint(api, ep, x.page, ({ query }) => pageExhibitions(db, query))
  registerEndpoint(api, ep, x.detail, ({ query }) => getExhibition(db, query.guid))
  registerEndpoint(api, ep, x.projectList, ({ query }) => projectOptions(db, query.keyword))
  registerEndpoint(api, ep, x.addOrUpdate, ({ body, user }) =>
    saveExhibition(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, x.delete, async ({ body }) => {
    await removeExhibition(db, body.guid, Date.now())
    return null
  })
  registerEndpoint(api, ep, x.info, ({ query }) => exhibitionInfo(db, query.guid, Date.now()))

  // docs/product/exhibitions.md "Switch exhibition": the switch answers 切换展会成功 (or
  // 切换展会失败, from the service)
  registerEndpoint(api, ep, x.userSwitch, async ({ body, user }) =>
    answer(await switchExhibition(db, user, body.guid, Date.now()), 'exhibition.switchOk'),
  )
  registerEndpoint(api, ep, x.userInfo, ({ user }) => currentExhibition(db, user, Date.now()))
  registerEndpoint(api, ep, x.qualifier, async ({ query, req }) => {
    const q = await exhibitionQualifier(db, query.guid)
    return { allowed: q.allowed, reason: q.reasonKey ? tr(req, q.reasonKey) : null }
  })
  registerEndpoint(api, ep, x.relHome, async ({ body }) => {
    await setOnHome(db, body.guid, body.onHome, Date.now())
    return null
  })
  registerEndpoint(api, ep, x.list, () => listExhibitions(db))
  registerEndpoint(api, ep, x.copyConfig, ({ body }) => copyExhibitionConfig(db, body))
}
