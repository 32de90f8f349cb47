import { authEndpoints } from './auth/auth.endpoints.ts'
import type { Endpoint } from './common/endpoint.ts'
import { customerEndpoints } from './customers/customers.endpoints.ts'
import { projectEndpoints } from './projects/projects.endpoints.ts'
import { declarationFileEndpoints } from './declaration-files/declaration-files.endpoints.ts'
import { contractEndpoints } from './contracts/contracts.endpoints.ts'
import { financeEndpoints } from './finance/finance.endpoints.ts'
import { providerContractEndpoints } from './provider-contracts/provider-contracts.endpoints.ts'
import { proformaInvoiceEndpoints } from './proforma-invoices/proforma-invoices.endpoints.ts'
import { settlementEndpoints } from './settlements/settlements.endpoints.ts'
import { refundEndpoints } from './refunds/refunds.endpoints.ts'
import { dashboardEndpoints } from './dashboard/dashboard.endpoints.ts'
import { deptEndpoints } from './depts/depts.endpoints.ts'
import { dictionaryEndpoints } from './dictionaries/dictionaries.endpoints.ts'
import { exhibitionEndpoints } from './exhibitions/exhibitions.endpoints.ts'
import { fileEndpoints } from './files/files.endpoints.ts'
import { menuEndpoints } from './menus/menus.endpoints.ts'
import { roleEndpoints } from './roles/roles.endpoints.ts'
import { resourceManagementEndpoints } from './resources/resources.endpoints.ts'
import { siteEndpoints } from './sites/sites.endpoints.ts'
import { logEndpoints } from './logs/logs.endpoints.ts'
import { clientErrorEndpoints } from './client-errors/client-errors.endpoints.ts'
import { scheduleEndpoints } from './schedule/schedule.endpoints.ts'
import { scheduleTemplateEndpoints } from './schedule-templates/schedule-templates.endpoints.ts'
import { priceEndpoints } from './prices/prices.endpoints.ts'
import { templateEndpoints } from './templates/templates.endpoints.ts'
import { userEndpoints } from './users/users.endpoints.ts'
import { workspaceEndpoints } from './workspace/workspace.endpoints.ts'
import { workflowEndpoints } from './workflow/workflow.endpoints.ts'

/** Every endpoint by domain; the server registers, and the OpenAPI document lists, these. */
export const API = {
  auth: authEndpoints,
  workspace: workspaceEndpoints,
  exhibitions: exhibitionEndpoints,
  dictionaries: dictionaryEndpoints,
  files: fileEndpoints,
  logs: logEndpoints,
  clientErrors: clientErrorEndpoints,
  dashboard: dashboardEndpoints,
  schedule: scheduleEndpoints,
  templates: templateEndpoints,
  sites: siteEndpoints,
  resources: resourceManagementEndpoints,
  scheduleTemplates: scheduleTemplateEndpoints,
  prices: priceEndpoints,
  users: userEndpoints,
  depts: deptEndpoints,
  roles: roleEndpoints,
  menus: menuEndpoints,
  workflow: workflowEndpoints,
  customers: customerEndpoints,
  projects: projectEndpoints,
  declarationFiles: declarationFileEndpoints,
  contracts: contractEndpoints,
  finance: financeEndpoints,
  providerContracts: providerContractEndpoints,
  proformaInvoices: proformaInvoiceEndpoints,
  settlements: settlementEndpoints,
  refunds: refundEndpoints,
} as const

const isEndpoint = (o: object): o is Endpoint => 'method' in o && 'path' in o

/** The endpoints of a group; a resource's five (`templates.remark.page` …) are one level down. */
const endpointsOf = (group: object): Endpoint[] =>
  Object.values(group).flatMap((e: unknown) =>
    // a resource also carries its names and permission strings beside its endpoints
    typeof e !== 'object' || e === null ? [] : isEndpoint(e) ? [e] : endpointsOf(e),
  )

/**
 * All endpoints as a flat list. Marked pure so a bundle that never reads it (the web's
 * sign-in page, ADR 015) drops it, and with it every group's schemas.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = /* @__PURE__ */ endpointsOf(API)

export { API_BASE } from './common/endpoint.ts'
