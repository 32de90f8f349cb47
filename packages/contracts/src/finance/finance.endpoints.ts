import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { importQuerySchema } from '../common/import.schemas.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import { incomePageSchema, incomeQuerySchema } from './income.schemas.ts'
import { paymentPlanPageSchema, paymentPlanQuerySchema } from './payment-plan.schemas.ts'
import {
  paymentStatisticsQuerySchema,
  paymentStatisticsSchema,
} from './payment-statistics.schemas.ts'
import {
  allocateSchema,
  receiptImportResultSchema,
  receiptQuerySchema,
  receiptRowSchema,
  receiptSaveSchema,
  receiptSchema,
  unallocateSchema,
} from './receipts.schemas.ts'
import { receivablePageSchema, receivableQuerySchema } from './receivables.schemas.ts'

const base = '/cloud-business/api/finance'
const PLAN = 'venue.route.contractPaymentPlan'
const RECEIPTS = 'venue.route.paymentRecords'
const RECEIVABLES = 'venue.route.accountReceivable'
const R = PERMISSIONS.receipt

/**
 * The money a contract asks for and what arrives: 合同付款计划 (the instalments), 收款记录
 * (receipts and their allocation to instalments) and 应收账款 (receivables with aging).
 */
export const financeEndpoints = {
  paymentPlan: {
    page: defineEndpoint({
      method: 'GET',
      path: `${base}/paymentPlan/page`,
      auth: 'token',
      permission: PERMISSIONS.contractPaymentPlan.list,
      query: paymentPlanQuerySchema,
      response: paymentPlanPageSchema,
      summary:
        'Payment plans: the instalments of signed contracts, their state from the calendar, with totals over every match',
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${base}/paymentPlan/export`,
      auth: 'token',
      permission: PERMISSIONS.contractPaymentPlan.export,
      body: paymentPlanQuerySchema.omit({ page: true, pageSize: true }),
      bodyKind: 'form',
      response: z.null(),
      download: 'xlsx',
      audit: { module: PLAN, action: 'export' },
      summary: 'Payment plans: .xlsx of the filtered instalments',
    }),
  },
  statistics: {
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/statistics`,
      auth: 'token',
      permission: PERMISSIONS.paymentStatistics.list,
      query: paymentStatisticsQuerySchema,
      response: paymentStatisticsSchema,
      summary:
        'Payment statistics: the year’s instalments by month, customer, sales person or project (total, due to date, received, outstanding, overdue, collection rate) and the months’ planned vs received',
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${base}/statistics/export`,
      auth: 'token',
      permission: PERMISSIONS.paymentStatistics.export,
      body: paymentStatisticsQuerySchema,
      bodyKind: 'form',
      response: z.null(),
      download: 'xlsx',
      audit: { module: 'venue.route.contractPaymentStatistics', action: 'export' },
      summary: 'Payment statistics: .xlsx of the groups with the totals row',
    }),
  },
  receipt: resourceEndpoints({
    base: `${base}/receipt`,
    name: 'Receipts',
    title: RECEIPTS,
    labels: 'receipt',
    permissions: R,
    query: receiptQuerySchema,
    row: receiptRowSchema,
    detail: receiptSchema,
    save: receiptSaveSchema,
  }),
  allocate: defineEndpoint({
    method: 'POST',
    path: `${base}/receipt/allocate`,
    auth: 'token',
    permission: R.claim,
    body: allocateSchema,
    response: receiptSchema,
    audit: { module: RECEIPTS, action: 'audit' },
    summary:
      'Receipts: 认领, parts of a receipt to instalments at the version seen; never beyond the receipt or an instalment’s outstanding (409 for a race lost)',
  }),
  unallocate: defineEndpoint({
    method: 'POST',
    path: `${base}/receipt/unallocate`,
    auth: 'token',
    permission: R.claim,
    body: unallocateSchema,
    response: receiptSchema,
    audit: { module: RECEIPTS, action: 'audit' },
    summary: 'Receipts: 撤销认领, one allocation undone with a reason, at the version seen',
  }),
  importTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/receipt/importTemplate`,
    auth: 'token',
    permission: R.add,
    body: z.object({}),
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    summary: 'Receipts: the empty bank statement .xlsx to fill, headed in the caller’s language',
  }),
  importData: defineEndpoint({
    method: 'POST',
    path: `${base}/receipt/importData`,
    auth: 'token',
    permission: R.add,
    query: importQuerySchema,
    bodyKind: 'multipart',
    response: receiptImportResultSchema,
    audit: { module: RECEIPTS, action: 'import' },
    summary:
      'Receipts: import a bank statement (multipart field "file"); per-row report; a serial already stored is refused',
  }),
  income: {
    page: defineEndpoint({
      method: 'GET',
      path: `${base}/income/page`,
      auth: 'token',
      permission: PERMISSIONS.income.list,
      query: incomeQuerySchema,
      response: incomePageSchema,
      summary:
        'Income details: the ledger’s lines filtered and paged, with totals by type and by recognised month over every match',
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${base}/income/export`,
      auth: 'token',
      permission: PERMISSIONS.income.export,
      body: incomeQuerySchema.omit({ page: true, pageSize: true }),
      bodyKind: 'form',
      response: z.null(),
      download: 'xlsx',
      audit: { module: 'venue.route.incomeDetails', action: 'export' },
      summary: 'Income details: .xlsx of the filtered lines with the totals row',
    }),
  },
  receivables: {
    page: defineEndpoint({
      method: 'GET',
      path: `${base}/receivable/page`,
      auth: 'token',
      permission: PERMISSIONS.receivable.list,
      query: receivableQuerySchema,
      response: receivablePageSchema,
      summary:
        'Receivables: per project, what its signed contracts ask for, received by a day, outstanding by aging bucket, with totals',
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${base}/receivable/export`,
      auth: 'token',
      permission: PERMISSIONS.receivable.export,
      body: receivableQuerySchema.omit({ page: true, pageSize: true }),
      bodyKind: 'form',
      response: z.null(),
      download: 'xlsx',
      audit: { module: RECEIVABLES, action: 'export' },
      summary: 'Receivables: .xlsx of the filtered projects with the totals row',
    }),
  },
}
