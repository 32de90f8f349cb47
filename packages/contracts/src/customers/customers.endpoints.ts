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

const base = '/cloud-business/api/customer'
const P = PERMISSIONS.customer

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
}
