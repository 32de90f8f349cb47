import { API } from '@app/contracts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { richTextToPlain, sanitizeRichText } from '#server/lib/rich-text.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { fileRef, removeFileRefs, setFileRefs } from '#server/modules/files/files.refs.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** 合同模板 (/system/contractTemplate): sanitised rich text with placeholders. */
export const contractTemplates = defineResource({
  table: 'contractTemplate',
  endpoints: API.templates.contract,
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    contractType: (eb, v) => eb('contractType', '=', v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort'),
  toItem: (r) => ({ ...pick(r, 'guid', 'name', 'contractType', 'content'), ...recordFields(r) }),
  sheet: [{ key: 'name', width: 24 }, { key: 'contractType' }],
  // the HTML is stored sanitised, and must keep some text once it is
  toColumns: (f) => ({ ...f, content: sanitizeRichText(f.content) }),
  beforeSave: async ({ fields }) => {
    if (!richTextToPlain(fields.content))
      throw AppError.invalidField('content', 'contractTemplate.empty')
  },
  // the images it shows are kept while it is (files module)
  afterSave: ({ trx, guid, fields }) =>
    setFileRefs(trx, fileRef.contractTemplate(guid), [sanitizeRichText(fields.content)]),
  beforeDelete: (trx, guids) => removeFileRefs(trx, guids.map(fileRef.contractTemplate)),
})
