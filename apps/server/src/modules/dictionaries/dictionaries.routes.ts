import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/app.ts'
import { registerEndpoint } from '#server/plugins/endpoint.ts'
import { DICT_TYPES, dictOptions } from './dictionaries.service.ts'

/** The industry and region options of the exhibition search form (spec §7). */
export function registerDictionaryRoutes(api: FastifyInstance, deps: AppDeps): void {
  const ep = { db: deps.db, sessionIdleMinutes: deps.config.sessionIdleMinutes }
  const d = API.dictionaries
  registerEndpoint(api, ep, d.industryList, () => dictOptions(deps.db, DICT_TYPES.industry))
  registerEndpoint(api, ep, d.regionList, () => dictOptions(deps.db, DICT_TYPES.region))
}
