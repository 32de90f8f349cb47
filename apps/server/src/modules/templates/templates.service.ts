import {
  type PageResult,
  PERMISSIONS,
  type RemarkTemplate,
  type RemarkTemplateQuery,
  type remarkTemplateSaveSchema,
} from '@app/contracts'
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
import {
  countRemarkTemplates,
  deleteRemarkTemplates,
  findRemarkTemplate,
  findRemarkTemplates,
  insertRemarkTemplate,
  updateRemarkTemplateAtVersion,
} from './templates.repository.ts'
import type { RemarkTemplateRow } from './templates.table.ts'

registerMessages({
  'export.remarkTemplate.sheet': {
    zh: '备注模板',
    en: 'Remark templates',
    es: 'Plantillas de observaciones',
    ja: '備考テンプレート',
  },
  'export.remarkTemplate.name': { zh: '模板名称', en: 'Name', es: 'Nombre', ja: 'テンプレート名' },
  'export.remarkTemplate.category': { zh: '分类', en: 'Category', es: 'Categoría', ja: '分類' },
  'export.remarkTemplate.content': { zh: '备注内容', en: 'Text', es: 'Texto', ja: '内容' },
})

const toRemarkTemplate = (r: RemarkTemplateRow): RemarkTemplate => ({
  guid: r.guid,
  name: r.name,
  category: r.category,
  content: r.content,
  ...recordFields(r),
})

export async function pageRemarkTemplates(
  db: Db,
  q: RemarkTemplateQuery,
): Promise<PageResult<RemarkTemplate>> {
  return pageOf(
    findRemarkTemplates(db, q, pageWindow(q)),
    countRemarkTemplates(db, q),
    toRemarkTemplate,
  )
}

export async function getRemarkTemplate(db: Db, guid: string): Promise<RemarkTemplate> {
  return toRemarkTemplate(found(await findRemarkTemplate(db, guid)))
}

export async function saveRemarkTemplate(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof remarkTemplateSaveSchema>,
  now: number,
): Promise<RemarkTemplate> {
  checkSave(user, PERMISSIONS.remarkTemplate, input)
  const { guid, version, ...fields } = input
  return db.transaction().execute(async (trx) => {
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertRemarkTemplate(trx, { ...fields, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updateRemarkTemplateAtVersion(trx, g, v, { ...fields, updatedAt: now }),
      find: (g) => findRemarkTemplate(trx, g),
    })
    return getRemarkTemplate(trx, saved)
  })
}

export const removeRemarkTemplates = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deleteRemarkTemplates(db, guids))

/** The filtered list as an .xlsx (status as its label, in the caller's language). */
export async function exportRemarkTemplates(
  db: Db,
  filter: Omit<RemarkTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findRemarkTemplates(db, filter, EXPORT_WINDOW)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.remarkTemplate.sheet'),
    [
      { header: h('remarkTemplate.name'), width: 24, value: (r: RemarkTemplateRow) => r.name },
      { header: h('remarkTemplate.category'), value: (r) => r.category },
      { header: h('remarkTemplate.content'), width: 60, value: (r) => r.content },
      ...recordColumns<RemarkTemplateRow>(h),
    ],
    rows,
  )
}
