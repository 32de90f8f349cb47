import {
  type FileTemplate,
  type FileTemplateQuery,
  type fileTemplateSaveSchema,
  type PageResult,
  PERMISSIONS,
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
import { findFile } from '#server/modules/files/files.repository.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countFileTemplates,
  deleteFileTemplates,
  findFileTemplate,
  findFileTemplates,
  insertFileTemplate,
  updateFileTemplateAtVersion,
} from './file-template.repository.ts'
import type { FileTemplateRow } from './templates.table.ts'

registerMessages({
  'fileTemplate.fileMissing': {
    zh: '文件不存在，请重新上传',
    en: 'The file is not there: upload it again',
    es: 'El archivo no existe: vuelva a subirlo',
    ja: 'ファイルが見つかりません。再度アップロードしてください',
  },
  'export.fileTemplate.sheet': {
    zh: '文件模板',
    en: 'File templates',
    es: 'Plantillas de archivo',
    ja: 'ファイルテンプレート',
  },
  'export.fileTemplate.name': { zh: '模板名称', en: 'Name', es: 'Nombre', ja: 'テンプレート名' },
  'export.fileTemplate.category': { zh: '文件分类', en: 'Category', es: 'Categoría', ja: '分類' },
  'export.fileTemplate.fileName': { zh: '文件名', en: 'File', es: 'Archivo', ja: 'ファイル名' },
})

const toFileTemplate = (r: FileTemplateRow): FileTemplate => ({
  guid: r.guid,
  name: r.name,
  category: r.category,
  fileUrl: r.fileUrl,
  fileName: r.fileName,
  ...recordFields(r),
})

export async function pageFileTemplates(
  db: Db,
  q: FileTemplateQuery,
): Promise<PageResult<FileTemplate>> {
  return pageOf(findFileTemplates(db, q, pageWindow(q)), countFileTemplates(db, q), toFileTemplate)
}

export async function getFileTemplate(db: Db, guid: string): Promise<FileTemplate> {
  return toFileTemplate(found(await findFileTemplate(db, guid)))
}

/** Creates or updates a template; its file must be one the upload call stored. */
export async function saveFileTemplate(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof fileTemplateSaveSchema>,
  now: number,
): Promise<FileTemplate> {
  checkSave(user, PERMISSIONS.fileTemplate, input)
  const { guid, version, ...fields } = input
  const sha256 = fields.fileUrl.slice('/files/'.length).split('.')[0] ?? ''
  if (!(await findFile(db, sha256)))
    throw AppError.invalidField('fileUrl', 'fileTemplate.fileMissing')
  return db.transaction().execute(async (trx) => {
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertFileTemplate(trx, { ...fields, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updateFileTemplateAtVersion(trx, g, v, { ...fields, updatedAt: now }),
      find: (g) => findFileTemplate(trx, g),
    })
    return getFileTemplate(trx, saved)
  })
}

export const removeFileTemplates = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deleteFileTemplates(db, guids))

export async function exportFileTemplates(
  db: Db,
  filter: Omit<FileTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findFileTemplates(db, filter, EXPORT_WINDOW)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    h('fileTemplate.sheet'),
    [
      { header: h('fileTemplate.name'), width: 24, value: (r: FileTemplateRow) => r.name },
      { header: h('fileTemplate.category'), width: 14, value: (r) => r.category },
      { header: h('fileTemplate.fileName'), width: 30, value: (r) => r.fileName },
      ...recordColumns<FileTemplateRow>(h),
    ],
    rows,
  )
}
