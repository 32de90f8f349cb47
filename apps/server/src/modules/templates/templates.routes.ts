import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { contractTemplates } from './contract-template.resource.ts'
import { fileTemplates } from './file-template.resource.ts'
import {
  exportPaymentPlans,
  getPaymentPlan,
  pagePaymentPlans,
  removePaymentPlans,
  savePaymentPlan,
} from './payment-plan.service.ts'
import { remarkTemplates } from './remark-template.resource.ts'

/** The venue's templates: remark (备注模板) … (docs/product/api.md "Resources"). */
export function registerTemplateRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps

  registerResource(api, deps, remarkTemplates)
  registerResource(api, deps, contractTemplates)
  registerResource(api, deps, fileTemplates)

  const plan = API.templates.paymentPlan
  registerEndpoint(api, ep, plan.page, ({ query }) => pagePaymentPlans(db, query))
  registerEndpoint(api, ep, plan.detail, ({ query }) => getPaymentPlan(db, query.guid))
  registerEndpoint(api, ep, plan.addOrUpdate, ({ body, user }) =>
    savePaymentPlan(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, plan.delete, ({ body }) => removePaymentPlans(db, body.guids))
  registerEndpoint(
    api,
    ep,
    plan.export,
    xlsxHandler(db, 'export.paymentPlan.sheet', exportPaymentPlans),
  )
}
