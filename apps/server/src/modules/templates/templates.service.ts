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
import { newGuid } from '#server/lib/crypto.ts'
import {
  EXPORT_ROW_LIMIT,
  checkSave,
  formatTime,
  pageWindow,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
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
  sort: r.sort,
  status: r.status === 1 ? 1 : 0,
  remark: r.remark,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  version: r.version,
})

export async function pageRemarkTemplates(
  db: Db,
  q: RemarkTemplateQuery,
): Promise<PageResult<RemarkTemplate>> {
  const [rows, count] = await Promise.all([
    findRemarkTemplates(db, q, pageWindow(q)),
    countRemarkTemplates(db, q),
  ])
  return { list: rows.map(toRemarkTemplate), count }
}

export async function getRemarkTemplate(db: Db, guid: string): Promise<RemarkTemplate> {
  const row = await findRemarkTemplate(db, guid)
  if (!row) throw AppError.notFound()
  return toRemarkTemplate(row)
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
    let target = guid
    if (!target) {
      target = newGuid()
      await insertRemarkTemplate(trx, {
        ...fields,
        guid: target,
        deptId: user.deptId,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
    } else if (
      !(await updateRemarkTemplateAtVersion(trx, target, version ?? 0, {
        ...fields,
        updatedAt: now,
      }))
    ) {
      const stale = target
      throw await versionMissError(async () => (await findRemarkTemplate(trx, stale)) !== undefined)
    }
    return getRemarkTemplate(trx, target)
  })
}

export async function removeRemarkTemplates(db: Db, guids: readonly string[]): Promise<null> {
  if (!(await deleteRemarkTemplates(db, guids))) throw AppError.notFound()
  return null
}

/** The filtered list as an .xlsx (status as its label, in the caller's language). */
export async function exportRemarkTemplates(
  db: Db,
  filter: Omit<RemarkTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findRemarkTemplates(db, filter, { limit: EXPORT_ROW_LIMIT, offset: 0 })
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.remarkTemplate.sheet'),
    [
      { header: h('remarkTemplate.name'), width: 24, value: (r: RemarkTemplateRow) => r.name },
      { header: h('remarkTemplate.category'), value: (r) => r.category },
      { header: h('remarkTemplate.content'), width: 60, value: (r) => r.content },
      { header: h('sort'), width: 8, value: (r) => r.sort },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('remark'), width: 24, value: (r) => r.remark },
      { header: h('updatedAt'), width: 20, value: (r) => formatTime(r.updatedAt) },
    ],
    rows,
  )
}
