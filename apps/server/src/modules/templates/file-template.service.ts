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
import { newGuid } from '#server/lib/crypto.ts'
import {
  EXPORT_ROW_LIMIT,
  checkSave,
  formatTime,
  pageWindow,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import { findFile } from '#server/modules/files/files.repository.ts'
import type { AuthUser } from '#server/modules/identity/session.service.ts'
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
  'validation.uploadedFile': {
    zh: '请上传文件',
    en: 'Upload a file',
    es: 'Suba un archivo',
    ja: 'ファイルをアップロードしてください',
  },
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
  sort: r.sort,
  status: Number(r.status) === 1 ? 1 : 0,
  remark: r.remark,
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  version: r.version,
})

export async function pageFileTemplates(
  db: Db,
  q: FileTemplateQuery,
): Promise<PageResult<FileTemplate>> {
  const [rows, count] = await Promise.all([
    findFileTemplates(db, q, pageWindow(q)),
    countFileTemplates(db, q),
  ])
  return { list: rows.map(toFileTemplate), count }
}

export async function getFileTemplate(db: Db, guid: string): Promise<FileTemplate> {
  const row = await findFileTemplate(db, guid)
  if (!row) throw AppError.notFound()
  return toFileTemplate(row)
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
    let target = guid
    if (!target) {
      target = newGuid()
      await insertFileTemplate(trx, {
        ...fields,
        guid: target,
        deptId: user.deptId,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
    } else if (
      !(await updateFileTemplateAtVersion(trx, target, version ?? 0, { ...fields, updatedAt: now }))
    ) {
      const stale = target
      throw await versionMissError(async () => (await findFileTemplate(trx, stale)) !== undefined)
    }
    return getFileTemplate(trx, target)
  })
}

export async function removeFileTemplates(db: Db, guids: readonly string[]): Promise<null> {
  if (!(await deleteFileTemplates(db, guids))) throw AppError.notFound()
  return null
}

export async function exportFileTemplates(
  db: Db,
  filter: Omit<FileTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findFileTemplates(db, filter, { limit: EXPORT_ROW_LIMIT, offset: 0 })
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    h('fileTemplate.sheet'),
    [
      { header: h('fileTemplate.name'), width: 24, value: (r: FileTemplateRow) => r.name },
      { header: h('fileTemplate.category'), width: 14, value: (r) => r.category },
      { header: h('fileTemplate.fileName'), width: 30, value: (r) => r.fileName },
      { header: h('sort'), width: 8, value: (r) => r.sort },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('remark'), width: 24, value: (r) => r.remark },
      { header: h('updatedAt'), width: 20, value: (r) => formatTime(r.updatedAt) },
    ],
    rows,
  )
}
