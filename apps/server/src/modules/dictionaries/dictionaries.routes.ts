import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { dictData } from './dict-data.resource.ts'
import { dictTypes } from './dict-type.resource.ts'
import { findDictOptions, findDictValues } from './dictionaries.repository.ts'

/** The dictionaries' values (tags, dropdowns) and their admin screen 数据管理. */
export function registerDictionaryRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const d = API.dictionaries
  // the exhibition search form's dropdowns: `{ guid, value }`, value being the label shown
  const options = async (dictType: string) =>
    (await findDictOptions(db, dictType)).map((r) => ({ guid: r.guid, value: r.label }))
  registerEndpoint(api, ep, d.industryList, () => options('industry'))
  registerEndpoint(api, ep, d.regionList, () => options('region'))
  registerEndpoint(api, ep, d.values, ({ query }) => findDictValues(db, query.dictType))
  registerResource(api, deps, dictTypes)
  registerResource(api, deps, dictData)
}
