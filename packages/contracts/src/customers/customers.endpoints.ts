import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { importQuerySchema } from '../common/import.schemas.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  customerImportResultSchema,
  customerOwnerOptionSchema,
  customerProjectSchema,
  customerProjectsQuerySchema,
  customerQuerySchema,
  customerRowSchema,
  customerSaveSchema,
  customerSchema,
  followUpAddSchema,
  followUpQuerySchema,
  followUpSchema,
} from './customers.schemas.ts'
import {
  opportunityActBodySchema,
  opportunityBoardColumnSchema,
  opportunityBoardQuerySchema,
  opportunityFollowUpAddSchema,
  opportunityFollowUpQuerySchema,
  opportunityQuerySchema,
  opportunityRowSchema,
  opportunitySaveSchema,
  opportunitySchema,
  opportunityWinBodySchema,
} from './opportunity.schemas.ts'

const base = '/cloud-business/api/customer'
const P = PERMISSIONS.customer
const O = PERMISSIONS.opportunity

/** 客户管理 (/customer/customerManage): the five calls, its owners and its follow-up log. */
export const customerEndpoints = {
  customer: resourceEndpoints({
    base: `${base}/customer`,
    name: 'Customers',
    title: 'venue.route.customerManage',
    labels: 'customer',
    permissions: P,
    query: customerQuerySchema,
    row: customerRowSchema,
    detail: customerSchema,
    save: customerSaveSchema,
  }),
  importTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/customer/importTemplate`,
    auth: 'token',
    permission: P.import,
    body: z.object({}),
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    summary: 'Customers: the empty .xlsx to fill for 客户导入, headed in the caller’s language',
  }),
  importData: defineEndpoint({
    method: 'POST',
    path: `${base}/customer/importData`,
    auth: 'token',
    permission: P.import,
    query: importQuerySchema,
    bodyKind: 'multipart',
    response: customerImportResultSchema,
    audit: { module: 'venue.route.customerManage', action: 'import' },
    summary:
      'Customers: import the filled template (multipart field "file"); per-row report; all or nothing',
  }),
  ownerOptions: defineEndpoint({
    method: 'GET',
    path: `${base}/customer/ownerOptions`,
    auth: 'token',
    permission: P.list,
    response: z.array(customerOwnerOptionSchema),
    summary: 'Customers: the enabled users who can own one (the owner picker and filter)',
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: `${base}/customer/projects`,
    auth: 'token',
    permission: P.query,
    query: customerProjectsQuerySchema,
    response: z.array(customerProjectSchema),
    summary: "Customers: a customer's projects, the latest opening first",
  }),
  followUps: defineEndpoint({
    method: 'GET',
    path: `${base}/followUp/list`,
    auth: 'token',
    permission: P.query,
    query: followUpQuerySchema,
    response: z.array(followUpSchema),
    summary: "Customers: a customer's follow-up log, newest first",
  }),
  addFollowUp: defineEndpoint({
    method: 'POST',
    path: `${base}/followUp/add`,
    auth: 'token',
    permission: P.follow,
    body: followUpAddSchema,
    response: followUpSchema,
    audit: { module: 'venue.route.customerManage', action: 'add' },
    summary: 'Customers: records a follow-up (how, what, the next date)',
  }),
  /** 商机 (/customer/salesOpportunity): the five calls, its stage moves, board and follow-ups. */
  opportunity: resourceEndpoints({
    base: `${base}/opportunity`,
    name: 'Opportunities',
    title: 'venue.route.salesOpportunity',
    labels: 'opportunity',
    permissions: O,
    query: opportunityQuerySchema,
    row: opportunityRowSchema,
    detail: opportunitySchema,
    save: opportunitySaveSchema,
  }),
  opportunityAct: defineEndpoint({
    method: 'POST',
    path: `${base}/opportunity/act`,
    auth: 'token',
    permission: O.edit,
    body: opportunityActBodySchema,
    response: opportunitySchema,
    audit: { module: 'venue.route.salesOpportunity', action: 'edit' },
    summary:
      'Opportunities: 推进 one stage on, 输单 (reason required) or 重新激活 a lost one, at the version seen; 409 naming the stage when it does not allow it',
  }),
  opportunityWin: defineEndpoint({
    method: 'POST',
    path: `${base}/opportunity/win`,
    auth: 'token',
    permission: O.convert,
    body: opportunityWinBodySchema,
    response: opportunitySchema,
    audit: { module: 'venue.route.salesOpportunity', action: 'add' },
    summary:
      'Opportunities: 赢单 from 商务谈判: a project (意向) with its customer, dates, area and wanted sites, linked both ways',
  }),
  opportunityBoard: defineEndpoint({
    method: 'GET',
    path: `${base}/opportunity/board`,
    auth: 'token',
    permission: O.list,
    query: opportunityBoardQuerySchema,
    response: z.array(opportunityBoardColumnSchema),
    summary:
      'Opportunities: per stage the count, expected and weighted amounts and the first cards (the board and the funnel)',
  }),
  opportunityFollowUps: defineEndpoint({
    method: 'GET',
    path: `${base}/opportunity/followUp/list`,
    auth: 'token',
    permission: O.query,
    query: opportunityFollowUpQuerySchema,
    response: z.array(followUpSchema),
    summary: "Opportunities: an opportunity's follow-up log, newest first",
  }),
  addOpportunityFollowUp: defineEndpoint({
    method: 'POST',
    path: `${base}/opportunity/followUp/add`,
    auth: 'token',
    permission: O.follow,
    body: opportunityFollowUpAddSchema,
    response: followUpSchema,
    audit: { module: 'venue.route.salesOpportunity', action: 'add' },
    summary:
      'Opportunities: records a follow-up (also in its customer’s log); its next date becomes the opportunity’s 下次跟进',
  }),
}
