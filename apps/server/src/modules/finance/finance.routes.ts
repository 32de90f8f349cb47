import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import { sendXlsx } from '#server/lib/resource.ts'
import { translate } from '#server/i18n/messages.ts'
import { uploadedBytes } from '#server/lib/upload.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { announceTo } from '#server/modules/projects/project-holds.ts'
import { incomePage, incomeSheet } from './income.ts'
import { paymentPlanPage, paymentPlanSheet, sendInstalmentReminders } from './payment-plan.ts'
import { paymentStatistics, paymentStatisticsSheet } from './payment-statistics.ts'
import { allocateReceipt, unallocateReceipt } from './receipt-allocation.ts'
import { receipts } from './receipt.resource.ts'
import { importReceipts, receiptImportTemplate } from './receipts.import.ts'
import { receivablePage, receivableSheet } from './receivables.ts'

const E = API.finance
/** How often the instalment reminders are looked for (each is sent once, on any instance). */
const REMIND_EVERY_MS = 60 * 60_000

/** 合同付款计划, 收款记录 (with 认领) and 应收账款; the instalment reminders' hourly look. */
export function registerFinanceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerEndpoint(api, ep, E.paymentPlan.page, async ({ query, user }) =>
    paymentPlanPage(db, user, query, Date.now()),
  )
  registerEndpoint(api, ep, E.paymentPlan.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'venue.route.contractPaymentPlan'),
      await paymentPlanSheet(db, user, body, req.lang, Date.now()),
    ),
  )
  registerEndpoint(api, ep, E.statistics.get, async ({ query, user }) =>
    paymentStatistics(db, user, query, Date.now()),
  )
  registerEndpoint(api, ep, E.statistics.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'venue.route.contractPaymentStatistics'),
      await paymentStatisticsSheet(db, user, body, req.lang, Date.now()),
    ),
  )
  registerResource(api, deps, receipts)
  registerEndpoint(api, ep, E.allocate, async ({ body, user }) => {
    await allocateReceipt(db, user, body, Date.now())
    return receipts.detail(db, body.guid, user)
  })
  registerEndpoint(api, ep, E.unallocate, async ({ body, user }) => {
    await unallocateReceipt(db, user, body, Date.now())
    return receipts.detail(db, body.guid, user)
  })
  registerEndpoint(api, ep, E.importTemplate, async ({ req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'import.receipt.sheet'),
      await receiptImportTemplate(req.lang),
    ),
  )
  // a statement's rows only create: `updateSupport` has nothing to update
  registerEndpoint(api, ep, E.importData, async ({ query, user, req }) =>
    importReceipts(db, user, await uploadedBytes(req), {
      dryRun: query.dryRun === 1,
      lang: req.lang,
      now: Date.now(),
    }),
  )
  registerEndpoint(api, ep, E.income.page, async ({ query, user }) => incomePage(db, user, query))
  registerEndpoint(api, ep, E.income.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'venue.route.incomeDetails'),
      await incomeSheet(db, user, body, req.lang),
    ),
  )
  registerEndpoint(api, ep, E.receivables.page, async ({ query, user }) =>
    receivablePage(db, user, query, Date.now()),
  )
  registerEndpoint(api, ep, E.receivables.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'venue.route.accountReceivable'),
      await receivableSheet(db, user, body, req.lang, Date.now()),
    ),
  )

  const remind = () =>
    sendInstalmentReminders(db, Date.now())
      .then((told) => announceTo(db, told))
      .catch((err: unknown) => api.log.error({ err }, 'instalment reminders failed'))
  const every = setInterval(() => void remind(), REMIND_EVERY_MS)
  every.unref()
  api.addHook('onReady', async () => {
    await remind()
  })
  api.addHook('onClose', async () => clearInterval(every))
}
