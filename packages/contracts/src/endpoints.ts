import { authEndpoints } from './auth/auth.endpoints.ts'
import type { Endpoint } from './common/endpoint.ts'
import { dictionaryEndpoints } from './dictionaries/dictionaries.endpoints.ts'
import { exhibitionEndpoints } from './exhibitions/exhibitions.endpoints.ts'
import { fileEndpoints } from './files/files.endpoints.ts'
import { logEndpoints } from './logs/logs.endpoints.ts'
import { workspaceEndpoints } from './workspace/workspace.endpoints.ts'

/** Every endpoint by domain; the server registers, and the OpenAPI document lists, these. */
export const API = {
  auth: authEndpoints,
  workspace: workspaceEndpoints,
  exhibitions: exhibitionEndpoints,
  dictionaries: dictionaryEndpoints,
  files: fileEndpoints,
  logs: logEndpoints,
} as const

/** All endpoints as a flat list. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API).flatMap(
  (group) => Object.values(group) as Endpoint[],
)

/** The base path every call is served under (spec §7). */
export const API_BASE = '/xgz'
