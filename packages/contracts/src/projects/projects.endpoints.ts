import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  projectDiscountQuerySchema,
  projectDiscountRowSchema,
  projectDiscountSaveSchema,
  projectDiscountSchema,
} from './project-discount.schemas.ts'
import {
  projectQuoteSchema,
  nextHoldSchema,
  projectBookBodySchema,
  projectPromoteBodySchema,
  projectSiteOptionSchema,
  projectActBodySchema,
  projectBookingSchema,
  projectBookingsQuerySchema,
  projectQuerySchema,
  projectRowSchema,
  projectSaveSchema,
  projectSchema,
} from './projects.schemas.ts'
import {
  cancellableProjectQuerySchema,
  cancellableProjectSchema,
  projectCancelQuerySchema,
  projectCancelRowSchema,
  projectCancelSaveSchema,
  projectCancelSchema,
  projectCancelSubmitSchema,
} from './project-cancel.schemas.ts'

const base = '/cloud-business/api/project'
const P = PERMISSIONS.project

/** 项目信息 (/project/projectInfo): the five calls, a step of its status machine, its bookings. */
export const projectEndpoints = {
  project: resourceEndpoints({
    base: `${base}/project`,
    name: 'Projects',
    title: 'venue.route.projectInfo',
    labels: 'project',
    permissions: P,
    query: projectQuerySchema,
    row: projectRowSchema,
    detail: projectSchema,
    save: projectSaveSchema,
  }),
  act: defineEndpoint({
    method: 'POST',
    path: `${base}/project/act`,
    auth: 'token',
    // each action checks its own permission (the project's status machine)
    permission: [P.edit, PERMISSIONS.contract.sign, PERMISSIONS.settlement.confirm],
    body: projectActBodySchema,
    response: projectSchema,
    audit: { module: 'venue.route.projectInfo', action: 'audit' },
    summary:
      'Projects: one step of the status machine at the version seen (409 naming the state when it does not allow it)',
  }),
  book: defineEndpoint({
    method: 'POST',
    path: `${base}/project/book`,
    auth: 'token',
    permission: PERMISSIONS.schedule.add,
    body: projectBookBodySchema,
    response: z.array(projectBookingSchema),
    audit: { module: 'venue.route.projectInfo', action: 'save' },
    summary:
      "Projects: book sites for a project over its days with the grid's conflict check (409 naming the clashes); a lead becomes 预定",
  }),
  sites: defineEndpoint({
    method: 'GET',
    path: `${base}/project/sites`,
    auth: 'token',
    // the booking dialog's, and an opportunity's wanted sites (商机)
    permission: [
      PERMISSIONS.schedule.add,
      PERMISSIONS.opportunity.add,
      PERMISSIONS.opportunity.edit,
    ],
    response: z.array(projectSiteOptionSchema),
    summary:
      'Projects: the bookable sites, by group, for the booking dialog and an opportunity’s wanted sites',
  }),
  nextHolds: defineEndpoint({
    method: 'GET',
    path: `${base}/project/nextHolds`,
    auth: 'token',
    permission: P.edit,
    query: projectBookingsQuerySchema,
    response: z.array(nextHoldSchema),
    summary:
      'Projects: the holds behind a project that was let go, on its dates (提升下一意向 offers them; nothing moves by itself)',
  }),
  promote: defineEndpoint({
    method: 'POST',
    path: `${base}/project/promote`,
    auth: 'token',
    permission: P.edit,
    body: projectPromoteBodySchema,
    response: projectSchema,
    audit: { module: 'venue.route.projectInfo', action: 'audit' },
    summary:
      'Projects: move a hold up one rank at the version seen (409 while a hold ahead of it still holds the dates); its owner is told',
  }),
  quote: defineEndpoint({
    method: 'GET',
    path: `${base}/project/quote`,
    auth: 'token',
    permission: P.query,
    query: projectBookingsQuerySchema,
    response: projectQuoteSchema,
    summary:
      'Projects: its quote from 价格管理 (site x days x price by period type, holiday factor, approved discounts, tax), in fen',
  }),
  /** 优惠管理 (/project/discountManagement): the five calls (edit and delete: drafts only). */
  discount: resourceEndpoints({
    base: `${base}/discount`,
    name: 'Discounts',
    title: 'venue.route.discountManagement',
    labels: 'discount',
    permissions: PERMISSIONS.discount,
    query: projectDiscountQuerySchema,
    row: projectDiscountRowSchema,
    detail: projectDiscountSchema,
    save: projectDiscountSaveSchema,
  }),
  discountSubmit: defineEndpoint({
    method: 'POST',
    path: `${base}/discount/submit`,
    auth: 'token',
    permission: PERMISSIONS.discount.submit,
    body: projectCancelSubmitSchema,
    response: projectDiscountSchema,
    audit: { module: 'venue.route.discountManagement', action: 'audit' },
    summary:
      'Discounts: submit a draft at the version seen: below the floor to its chain (分管领导), else approved at once',
  }),
  /** 项目取消 (/project/projectCancel): the five calls (edit and delete: drafts only). */
  cancel: resourceEndpoints({
    base: `${base}/projectCancel`,
    name: 'Project cancellations',
    title: 'venue.route.projectCancel',
    labels: 'projectCancel',
    permissions: PERMISSIONS.projectCancel,
    query: projectCancelQuerySchema,
    row: projectCancelRowSchema,
    detail: projectCancelSchema,
    save: projectCancelSaveSchema,
  }),
  cancelSubmit: defineEndpoint({
    method: 'POST',
    path: `${base}/projectCancel/submit`,
    auth: 'token',
    permission: PERMISSIONS.projectCancel.submit,
    body: projectCancelSubmitSchema,
    response: projectCancelSchema,
    audit: { module: 'venue.route.projectCancel', action: 'audit' },
    summary:
      'Project cancellations: submit a draft to its approval chain (财务经理 → 分管领导) at the version seen',
  }),
  cancellable: defineEndpoint({
    method: 'GET',
    path: `${base}/projectCancel/projects`,
    auth: 'token',
    permission: [PERMISSIONS.projectCancel.add, PERMISSIONS.projectCancel.edit],
    query: cancellableProjectQuerySchema,
    response: z.array(cancellableProjectSchema),
    summary:
      'Project cancellations: the projects one can be asked for (signed or in progress, within scope, none open)',
  }),
  bookings: defineEndpoint({
    method: 'GET',
    path: `${base}/project/bookings`,
    auth: 'token',
    permission: P.query,
    query: projectBookingsQuerySchema,
    response: z.array(projectBookingSchema),
    summary: "Projects: a project's booking blocks, by site then date",
  }),
}
