import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import {
  DICT_TYPES,
  dictOptions,
  dictValues,
  exportDictData,
  exportDictTypes,
  getDictData,
  getDictType,
  pageDictData,
  pageDictTypes,
  removeDictData,
  removeDictTypes,
  saveDictData,
  saveDictType,
} from './dictionaries.service.ts'

/** The dictionaries' values (tags, dropdowns) and their admin screen 数据管理. */
export function registerDictionaryRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const d = API.dictionaries
  registerEndpoint(api, ep, d.industryList, () => dictOptions(deps.db, DICT_TYPES.industry))
  registerEndpoint(api, ep, d.regionList, () => dictOptions(deps.db, DICT_TYPES.region))
  registerEndpoint(api, ep, d.values, ({ query }) => dictValues(deps.db, query.dictType))

  const { db } = deps
  const types = d.types
  registerEndpoint(api, ep, types.page, ({ query }) => pageDictTypes(db, query))
  registerEndpoint(api, ep, types.detail, ({ query }) => getDictType(db, query.guid))
  registerEndpoint(api, ep, types.addOrUpdate, ({ body, user }) =>
    saveDictType(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, types.delete, ({ body }) => removeDictTypes(db, body.guids))
  registerEndpoint(api, ep, types.export, xlsxHandler(db, 'export.dictType.sheet', exportDictTypes))
  const data = d.data
  registerEndpoint(api, ep, data.page, ({ query }) => pageDictData(db, query))
  registerEndpoint(api, ep, data.detail, ({ query }) => getDictData(db, query.guid))
  registerEndpoint(api, ep, data.addOrUpdate, ({ body, user }) =>
    saveDictData(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, data.delete, ({ body }) => removeDictData(db, body.guids))
  registerEndpoint(api, ep, data.export, xlsxHandler(db, 'export.dictData.sheet', exportDictData))
}
