import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { contractTemplates } from './contract-template.resource.ts'
import {
  exportFileTemplates,
  getFileTemplate,
  pageFileTemplates,
  removeFileTemplates,
  saveFileTemplate,
} from './file-template.service.ts'
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

  const file = API.templates.file
  registerEndpoint(api, ep, file.page, ({ query }) => pageFileTemplates(db, query))
  registerEndpoint(api, ep, file.detail, ({ query }) => getFileTemplate(db, query.guid))
  registerEndpoint(api, ep, file.addOrUpdate, ({ body, user }) =>
    saveFileTemplate(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, file.delete, ({ body }) => removeFileTemplates(db, body.guids))
  registerEndpoint(
    api,
    ep,
    file.export,
    xlsxHandler(db, 'export.fileTemplate.sheet', exportFileTemplates),
  )
}
