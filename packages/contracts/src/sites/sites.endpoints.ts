import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  scheduleTemplateOptionSchema,
  siteOptionSchema,
  siteQuerySchema,
  siteSaveSchema,
  siteSchema,
} from './sites.schemas.ts'

const base = '/cloud-business/api/system/site'
const P = PERMISSIONS.site

/** 场地管理 (/system/site): the site tree; a site with bookings cannot be deleted (409). */
export const siteEndpoints = {
  site: resourceEndpoints({
    base,
    name: 'Sites',
    title: 'venue.route.site',
    labels: 'system.site',
    permissions: P,
    query: siteQuerySchema,
    row: siteSchema,
    detail: siteSchema,
    save: siteSaveSchema,
  }),
  /** Every site by name, for pickers (related sites; a resource's site). */
  options: defineEndpoint({
    method: 'GET',
    path: `${base}/options`,
    auth: 'token',
    permission: [
      P.list,
      PERMISSIONS.resource.list,
      PERMISSIONS.resource.add,
      PERMISSIONS.resource.edit,
    ],
    response: z.array(siteOptionSchema),
    summary: 'Sites as options (groups and bookable sites)',
  }),
  /** The schedule templates a site can use. */
  templateOptions: defineEndpoint({
    method: 'GET',
    path: `${base}/templateOptions`,
    auth: 'token',
    permission: P.list,
    response: z.array(scheduleTemplateOptionSchema),
    summary: 'Schedule templates as options',
  }),
}
