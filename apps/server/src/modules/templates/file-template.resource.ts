import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { findFile } from '#server/modules/files/files.repository.ts'
import { fileRef, removeFileRefs, setFileRefs } from '#server/modules/files/files.refs.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** 文件模板 (/system/fileTemplate): a downloadable file (declaration checklists, forms). */
export const fileTemplates = defineResource({
  table: 'fileTemplate',
  endpoints: API.templates.file,
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    category: (eb, v) => eb('category', '=', v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort'),
  toItem: (r) => ({
    ...pick(r, 'guid', 'name', 'category', 'fileUrl', 'fileName', 'required', 'dueDays'),
    ...recordFields(r),
  }),
  sheet: [
    { key: 'name', width: 24 },
    { key: 'category', width: 14 },
    { key: 'fileName', header: 'system.fileTemplate.file', width: 30 },
    {
      key: 'required',
      width: 8,
      value: (r, t) => t(`declarationFile.requiredSheet.${r.required}`),
    },
    { key: 'dueDays', width: 14 },
  ],
  // the file must be one the upload call stored
  beforeSave: async ({ trx, fields }) => {
    const sha256 = fields.fileUrl.slice('/files/'.length).split('.')[0] ?? ''
    if (!(await findFile(trx, sha256)))
      throw AppError.invalidField('fileUrl', 'fileTemplate.fileMissing')
  },
  // its file is kept while it is (files module)
  afterSave: ({ trx, guid, fields }) =>
    setFileRefs(trx, fileRef.fileTemplate(guid), [fields.fileUrl]),
  beforeDelete: (trx, guids) => removeFileRefs(trx, guids.map(fileRef.fileTemplate)),
})

/** 文件模板下载 (/project/fileTemplateDownload): the enabled templates, by category and order. */
export function registerFileTemplateDownloads(api: FastifyInstance, deps: ModuleDeps): void {
  registerEndpoint(api, endpointDeps(deps), API.templates.downloads, async () =>
    (await fileTemplates.list(deps.db, { status: 1 })).sort(
      (a, b) => a.category.localeCompare(b.category, 'zh') || a.sort - b.sort,
    ),
  )
}
