import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { translate } from '#server/i18n/messages.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { sendXlsx } from '#server/lib/resource.ts'
import { uploadedBytes } from '#server/lib/upload.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import { CUSTOMER_DOC_TYPE, customers } from './customer.resource.ts'
import { customerImportTemplate, importCustomers } from './customers.import.ts'
import { addFollowUp, customerProjects, followUpsOf, ownerOptions } from './customers.service.ts'
import { OPPORTUNITY_DOC_TYPE, opportunities } from './opportunity.resource.ts'
import {
  actOnOpportunity,
  addOpportunityFollowUp,
  opportunityBoard,
  opportunityFollowUps,
  winOpportunity,
} from './opportunity.service.ts'

/**
 * 客户管理: the five calls, the owner picker, a customer's projects and its follow-ups; 商机:
 * the five calls, its stage moves, 赢单, the board and its follow-ups.
 */
export function registerCustomerRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, customers)
  // a customer's documents (business licence, credit report) on its detail page
  registerWorkflowDocument({
    docType: CUSTOMER_DOC_TYPE,
    queryPermission: PERMISSIONS.customer.query,
    editPermission: PERMISSIONS.customer.edit,
    linkOf: (guid) => `/customer/customerManage?guid=${guid}`,
    reachable: async (d, user, guid) => Boolean(await customers.find(d, guid, user)),
  })
  registerEndpoint(api, ep, API.customers.importTemplate, async ({ req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'import.customer.sheet'),
      await customerImportTemplate(db, req.lang),
    ),
  )
  registerEndpoint(api, ep, API.customers.importData, async ({ query, user, req }) =>
    importCustomers(db, user, await uploadedBytes(req), {
      dryRun: query.dryRun === 1,
      updateSupport: query.updateSupport === 1,
      lang: req.lang,
      now: Date.now(),
    }),
  )
  registerEndpoint(api, ep, API.customers.ownerOptions, async () => ownerOptions(db))
  registerEndpoint(api, ep, API.customers.projects, async ({ query, user }) =>
    customerProjects(db, query.customerGuid, user),
  )
  registerEndpoint(api, ep, API.customers.followUps, async ({ query, user }) =>
    followUpsOf(db, query.customerGuid, user),
  )
  registerEndpoint(api, ep, API.customers.addFollowUp, async ({ body, user }) =>
    addFollowUp(db, body, user, Date.now()),
  )
  registerResource(api, deps, opportunities)
  // an opportunity's documents (需求书, 方案, 报价单) and its stage history
  registerWorkflowDocument({
    docType: OPPORTUNITY_DOC_TYPE,
    queryPermission: PERMISSIONS.opportunity.query,
    editPermission: PERMISSIONS.opportunity.edit,
    linkOf: (guid) => `/customer/salesOpportunity?guid=${guid}`,
    reachable: async (d, user, guid) => Boolean(await opportunities.find(d, guid, user)),
  })
  registerEndpoint(api, ep, API.customers.opportunityAct, async ({ body, user }) =>
    actOnOpportunity(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, API.customers.opportunityWin, async ({ body, user }) =>
    winOpportunity(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, API.customers.opportunityBoard, async ({ query, user }) =>
    opportunityBoard(db, query, user),
  )
  registerEndpoint(api, ep, API.customers.opportunityFollowUps, async ({ query, user }) =>
    opportunityFollowUps(db, query.opportunityGuid, user),
  )
  registerEndpoint(api, ep, API.customers.addOpportunityFollowUp, async ({ body, user }) =>
    addOpportunityFollowUp(db, body, user, Date.now()),
  )
}
