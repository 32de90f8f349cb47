import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { contractTemplates } from './contract-template.resource.ts'
import { fileTemplates } from './file-template.resource.ts'
import { paymentPlans } from './payment-plan.resource.ts'
import { remarkTemplates } from './remark-template.resource.ts'

/** The venue's templates: remark, payment plan, contract and file (docs/product/api.md "Resources"). */
export function registerTemplateRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  registerResource(api, deps, remarkTemplates)
  registerResource(api, deps, paymentPlans)
  registerResource(api, deps, contractTemplates)
  registerResource(api, deps, fileTemplates)
}
