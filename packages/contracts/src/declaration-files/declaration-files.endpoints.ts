import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  declarationAuditSchema,
  declarationFileQuerySchema,
  declarationFileSaveSchema,
  declarationFileSchema,
  declarationGenerateResultSchema,
  declarationGenerateSchema,
  declarationProjectQuerySchema,
  declarationProjectSchema,
  declarationUploadSchema,
} from './declaration-files.schemas.ts'

const base = '/cloud-business/api/project/declarationFile'
const P = PERMISSIONS.declarationFile
const title = 'venue.route.declarationFile'

/** 申报文件 (/project/declarationFile): the checklist items, their uploads and audits. */
export const declarationFileEndpoints = {
  file: resourceEndpoints({
    base,
    name: 'Declaration files',
    title,
    labels: 'declarationFile',
    // an item is added or changed by hand by whoever audits them; deleted by remove
    permissions: { list: P.list, add: P.audit, edit: P.audit, remove: P.remove },
    query: declarationFileQuerySchema,
    row: declarationFileSchema,
    detail: declarationFileSchema,
    save: declarationFileSaveSchema,
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: `${base}/generate`,
    auth: 'token',
    permission: P.upload,
    body: declarationGenerateSchema,
    response: declarationGenerateResultSchema,
    audit: { module: title, action: 'add' },
    summary:
      "Declaration files: a project's checklist from the enabled file templates with a deadline (the items it lacks); due dates from its opening",
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: `${base}/upload`,
    auth: 'token',
    permission: P.upload,
    body: declarationUploadSchema,
    response: declarationFileSchema,
    audit: { module: title, action: 'edit' },
    summary:
      'Declaration files: the stored upload as an item’s file at the version seen (未提交 or 退回 → 已提交; 409 naming the state otherwise)',
  }),
  audit: defineEndpoint({
    method: 'POST',
    path: `${base}/audit`,
    auth: 'token',
    permission: P.audit,
    body: declarationAuditSchema,
    response: declarationFileSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Declaration files: 通过 or 退回 (a reason required) of a submitted item at the version seen (409 naming the state otherwise)',
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: `${base}/projects`,
    auth: 'token',
    permission: P.upload,
    query: declarationProjectQuerySchema,
    response: z.array(declarationProjectSchema),
    summary:
      'Declaration files: the projects a checklist can be generated for (预定 to 进行中, with an opening day, within scope)',
  }),
}
