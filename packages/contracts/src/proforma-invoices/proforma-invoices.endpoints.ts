import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  proformaActSchema,
  proformaInvoiceQuerySchema,
  proformaInvoiceRowSchema,
  proformaInvoiceSaveSchema,
  proformaInvoiceSchema,
  proformaPreviewQuerySchema,
  proformaPreviewSchema,
  proformaProjectQuerySchema,
  proformaProjectSchema,
} from './proforma-invoices.schemas.ts'

const base = '/cloud-business/api/finance/proformaInvoice'
const P = PERMISSIONS.proformaInvoice
const title = 'venue.route.proformaInvoice'

/** 形式发票 (/financialManagement/proformaInvoice): the five calls, preview, projects, act. */
export const proformaInvoiceEndpoints = {
  invoice: resourceEndpoints({
    base,
    name: 'Proforma invoices',
    title,
    labels: 'proformaInvoice',
    permissions: P,
    query: proformaInvoiceQuerySchema,
    row: proformaInvoiceRowSchema,
    detail: proformaInvoiceSchema,
    save: proformaInvoiceSaveSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: `${base}/preview`,
    auth: 'token',
    permission: [P.add, P.edit],
    query: proformaPreviewQuerySchema,
    response: proformaPreviewSchema,
    summary:
      'Proforma invoices: the lines (site × days × unit price), tax and total a project’s bookings give now; nothing is saved',
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: `${base}/projects`,
    auth: 'token',
    permission: [P.add, P.edit],
    query: proformaProjectQuerySchema,
    response: z.array(proformaProjectSchema),
    summary:
      'Proforma invoices: the projects with live bookings a proforma can be drawn up for, by a part of their title or number',
  }),
  act: defineEndpoint({
    method: 'POST',
    path: `${base}/act`,
    auth: 'token',
    permission: [P.issue, P.void],
    body: proformaActSchema,
    response: proformaInvoiceSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Proforma invoices: 开具 (the next PI-yyyy-nnnn), 确认, 转正式发票 (its number) or 作废 (a reason) at the version seen; 409 naming the state otherwise',
  }),
}
