import { authEndpoints } from './auth/auth.endpoints.ts'
import type { Endpoint } from './common/endpoint.ts'
import { dashboardEndpoints } from './dashboard/dashboard.endpoints.ts'
import { dictionaryEndpoints } from './dictionaries/dictionaries.endpoints.ts'
import { exhibitionEndpoints } from './exhibitions/exhibitions.endpoints.ts'
import { fileEndpoints } from './files/files.endpoints.ts'
import { logEndpoints } from './logs/logs.endpoints.ts'
import { scheduleEndpoints } from './schedule/schedule.endpoints.ts'
import { workspaceEndpoints } from './workspace/workspace.endpoints.ts'

/** Every endpoint by domain; the server registers, and the OpenAPI document lists, these. */
export const API = {
  auth: authEndpoints,
  workspace: workspaceEndpoints,
  exhibitions: exhibitionEndpoints,
  dictionaries: dictionaryEndpoints,
  files: fileEndpoints,
  logs: logEndpoints,
  dashboard: dashboardEndpoints,
  schedule: scheduleEndpoints,
} as const

/**
 * All endpoints as a flat list. Marked pure so a bundle that never reads it (the web's
 * sign-in page, ADR 015) drops it, and with it every group's schemas.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = /* @__PURE__ */ Object.values(API).flatMap(
  (group) => Object.values(group) as Endpoint[],
)

export { API_BASE } from './common/endpoint.ts'
