import {
  type ContractTemplate,
  type ContractTemplateQuery,
  type contractTemplateSaveSchema,
  type PageResult,
  PERMISSIONS,
} from '@app/contracts'
import sanitizeHtml from 'sanitize-html'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import {
  EXPORT_WINDOW,
  checkSave,
  creationStamp,
  deletedOr404,
  found,
  insertOrUpdate,
  pageOf,
  pageWindow,
  recordColumns,
  recordFields,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countContractTemplates,
  deleteContractTemplates,
  findContractTemplate,
  findContractTemplates,
  insertContractTemplate,
  updateContractTemplateAtVersion,
} from './contract-template.repository.ts'
import type { ContractTemplateRow } from './templates.table.ts'

registerMessages({
  'contractTemplate.empty': {
    zh: '合同内容不能为空',
    en: 'The contract text cannot be empty',
    es: 'El texto del contrato no puede estar vacío',
    ja: '契約本文を入力してください',
  },
  'export.contractTemplate.sheet': {
    zh: '合同模板',
    en: 'Contract templates',
    es: 'Plantillas de contrato',
    ja: '契約テンプレート',
  },
  'export.contractTemplate.name': {
    zh: '模板名称',
    en: 'Name',
    es: 'Nombre',
    ja: 'テンプレート名',
  },
  'export.contractTemplate.contractType': {
    zh: '合同类型',
    en: 'Contract type',
    es: 'Tipo de contrato',
    ja: '契約種別',
  },
})

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

/** The text of the HTML (for the empty check and the export). */
const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

const toContractTemplate = (r: ContractTemplateRow): ContractTemplate => ({
  guid: r.guid,
  name: r.name,
  contractType: r.contractType,
  content: r.content,
  ...recordFields(r),
})

export async function pageContractTemplates(
  db: Db,
  q: ContractTemplateQuery,
): Promise<PageResult<ContractTemplate>> {
  return pageOf(
    findContractTemplates(db, q, pageWindow(q)),
    countContractTemplates(db, q),
    toContractTemplate,
  )
}

export async function getContractTemplate(db: Db, guid: string): Promise<ContractTemplate> {
  return toContractTemplate(found(await findContractTemplate(db, guid)))
}

/** Creates or updates a template; its HTML is sanitised first and must keep some text. */
export async function saveContractTemplate(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof contractTemplateSaveSchema>,
  now: number,
): Promise<ContractTemplate> {
  checkSave(user, PERMISSIONS.contractTemplate, input)
  const { guid, version, ...fields } = input
  const content = cleanContractHtml(fields.content)
  if (!textOf(content)) throw AppError.invalidField('content', 'contractTemplate.empty')
  const row = { ...fields, content }
  return db.transaction().execute(async (trx) => {
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertContractTemplate(trx, { ...row, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updateContractTemplateAtVersion(trx, g, v, { ...row, updatedAt: now }),
      find: (g) => findContractTemplate(trx, g),
    })
    return getContractTemplate(trx, saved)
  })
}

export const removeContractTemplates = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deleteContractTemplates(db, guids))

/** The filtered list as an .xlsx (the content as plain text). */
export async function exportContractTemplates(
  db: Db,
  filter: Omit<ContractTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findContractTemplates(db, filter, EXPORT_WINDOW)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    h('contractTemplate.sheet'),
    [
      { header: h('contractTemplate.name'), width: 24, value: (r: ContractTemplateRow) => r.name },
      { header: h('contractTemplate.contractType'), width: 16, value: (r) => r.contractType },
      ...recordColumns<ContractTemplateRow>(h),
    ],
    rows,
  )
}
