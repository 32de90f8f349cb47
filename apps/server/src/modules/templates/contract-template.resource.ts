import { API } from '@app/contracts'
import sanitizeHtml from 'sanitize-html'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { recordFields } from '#server/lib/resource.ts'
import { AppError } from '#server/plugins/app-error.ts'

/**
 * The editor's HTML without scripts, event handlers or javascript: links: the text a
 * contract is printed from is shown to other users, so only formatting survives.
 */
export const cleanContractHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'span',
      'u',
      's',
      'h1',
      'h2',
      'font',
    ],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['style', 'class'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'style'],
      th: ['colspan', 'rowspan', 'style'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'data'],
  })

/** The text of the HTML (for the empty check). */
const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

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
  toItem: (r) => ({
    guid: r.guid,
    name: r.name,
    contractType: r.contractType,
    content: r.content,
    ...recordFields(r),
  }),
  sheet: [{ key: 'name', width: 24 }, { key: 'contractType' }],
  // the HTML is stored sanitised, and must keep some text once it is
  toColumns: (f) => ({ ...f, content: cleanContractHtml(f.content) }),
  beforeSave: async ({ fields }) => {
    if (!textOf(cleanContractHtml(fields.content)))
      throw AppError.invalidField('content', 'contractTemplate.empty')
  },
})
