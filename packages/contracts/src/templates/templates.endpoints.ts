import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  contractTemplateQuerySchema,
  contractTemplateSaveSchema,
  contractTemplateSchema,
  fileTemplateQuerySchema,
  fileTemplateSaveSchema,
  fileTemplateSchema,
  paymentPlanTemplateQuerySchema,
  paymentPlanTemplateSaveSchema,
  paymentPlanTemplateSchema,
  remarkTemplateQuerySchema,
  remarkTemplateSaveSchema,
  remarkTemplateSchema,
} from './templates.schemas.ts'

const base = '/cloud-business/api/system'

/** The venue's templates (/system/remarkTemplate, paymentPlan, fileTemplate, contractTemplate). */
export const templateEndpoints = {
  remark: resourceEndpoints({
    base: `${base}/remarkTemplate`,
    name: 'Remark templates',
    title: 'venue.route.remarkTemplate',
    labels: 'system.remarkTemplate',
    permissions: PERMISSIONS.remarkTemplate,
    query: remarkTemplateQuerySchema,
    row: remarkTemplateSchema,
    detail: remarkTemplateSchema,
    save: remarkTemplateSaveSchema,
  }),
  paymentPlan: resourceEndpoints({
    base: `${base}/paymentPlan`,
    name: 'Payment plan templates',
    title: 'venue.route.paymentPlan',
    labels: 'system.paymentPlan',
    permissions: PERMISSIONS.paymentPlanTemplate,
    query: paymentPlanTemplateQuerySchema,
    row: paymentPlanTemplateSchema,
    detail: paymentPlanTemplateSchema,
    save: paymentPlanTemplateSaveSchema,
  }),
  contract: resourceEndpoints({
    base: `${base}/contractTemplate`,
    name: 'Contract templates',
    title: 'venue.route.contractTemplate',
    labels: 'system.contractTemplate',
    permissions: PERMISSIONS.contractTemplate,
    query: contractTemplateQuerySchema,
    row: contractTemplateSchema,
    detail: contractTemplateSchema,
    save: contractTemplateSaveSchema,
  }),
  file: resourceEndpoints({
    base: `${base}/fileTemplate`,
    name: 'File templates',
    title: 'venue.route.fileTemplate',
    labels: 'system.fileTemplate',
    permissions: PERMISSIONS.fileTemplate,
    query: fileTemplateQuerySchema,
    row: fileTemplateSchema,
    detail: fileTemplateSchema,
    save: fileTemplateSaveSchema,
  }),
  /** 文件模板下载 (/project/fileTemplateDownload): the enabled file templates, for organisers. */
  downloads: defineEndpoint({
    method: 'GET',
    path: '/cloud-business/api/project/fileTemplateDownload/list',
    auth: 'token',
    permission: PERMISSIONS.templateDownload.list,
    response: z.array(fileTemplateSchema),
    summary: 'File templates: the enabled ones by category and order, for download',
  }),
}
