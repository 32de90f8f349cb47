// The groups of `API` (endpoints.ts), one export each, for the web's entry of this package
// (index.browser.ts: `export * as API`). Read through a namespace, `API.users.page` is a
// plain binding to the bundler, so a page's bundle keeps only the groups it reads, and their
// zod schemas; endpoints.ts's object would bring every group to any page that reads one
// (docs/product/performance.md "Front-end load"). Same groups as endpoints.ts's API, checked
// in index.browser.ts.

export { authEndpoints as auth } from './auth/auth.endpoints.ts'
export { workspaceEndpoints as workspace } from './workspace/workspace.endpoints.ts'
export { exhibitionEndpoints as exhibitions } from './exhibitions/exhibitions.endpoints.ts'
export { dictionaryEndpoints as dictionaries } from './dictionaries/dictionaries.endpoints.ts'
export { fileEndpoints as files } from './files/files.endpoints.ts'
export { logEndpoints as logs } from './logs/logs.endpoints.ts'
export { clientErrorEndpoints as clientErrors } from './client-errors/client-errors.endpoints.ts'
export { dashboardEndpoints as dashboard } from './dashboard/dashboard.endpoints.ts'
export { scheduleEndpoints as schedule } from './schedule/schedule.endpoints.ts'
export { templateEndpoints as templates } from './templates/templates.endpoints.ts'
export { siteEndpoints as sites } from './sites/sites.endpoints.ts'
export { resourceManagementEndpoints as resources } from './resources/resources.endpoints.ts'
export { scheduleTemplateEndpoints as scheduleTemplates } from './schedule-templates/schedule-templates.endpoints.ts'
export { priceEndpoints as prices } from './prices/prices.endpoints.ts'
export { userEndpoints as users } from './users/users.endpoints.ts'
export { deptEndpoints as depts } from './depts/depts.endpoints.ts'
export { roleEndpoints as roles } from './roles/roles.endpoints.ts'
export { menuEndpoints as menus } from './menus/menus.endpoints.ts'
export { workflowEndpoints as workflow } from './workflow/workflow.endpoints.ts'
export { customerEndpoints as customers } from './customers/customers.endpoints.ts'
export { projectEndpoints as projects } from './projects/projects.endpoints.ts'
export { declarationFileEndpoints as declarationFiles } from './declaration-files/declaration-files.endpoints.ts'
export { contractEndpoints as contracts } from './contracts/contracts.endpoints.ts'
export { financeEndpoints as finance } from './finance/finance.endpoints.ts'
export { providerContractEndpoints as providerContracts } from './provider-contracts/provider-contracts.endpoints.ts'
export { proformaInvoiceEndpoints as proformaInvoices } from './proforma-invoices/proforma-invoices.endpoints.ts'
export { settlementEndpoints as settlements } from './settlements/settlements.endpoints.ts'
export { refundEndpoints as refunds } from './refunds/refunds.endpoints.ts'
