import {
  type DictData,
  type DictDataQuery,
  type DictOption,
  type DictType,
  type DictTypeQuery,
  type DictValue,
  type PageResult,
  PERMISSIONS,
  type dictDataSaveSchema,
  type dictTypeSaveSchema,
} from '@app/contracts'
import type { Selectable } from 'kysely'
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
  countDictData,
  countDictTypes,
  countDictValues,
  deleteDictData,
  deleteDictTypes,
  findDictData,
  findDictDatum,
  findDictOptions,
  findDictType,
  findDictTypeByKey,
  findDictTypes,
  findDictValueTaken,
  findDictValues,
  insertDictDatum,
  insertDictType,
  updateDictDatumAtVersion,
  updateDictTypeAtVersion,
} from './dictionaries.repository.ts'
import type { DictDataTable, DictTypeTable } from './dictionaries.table.ts'

/** The dictionary types behind the exhibition search form's dropdowns. */
export const DICT_TYPES = { industry: 'industry', region: 'region' } as const

/** The enabled options of a dictionary as `{ guid, value }`, value being the label shown. */
export async function dictOptions(db: Db, dictType: string): Promise<DictOption[]> {
  const rows = await findDictOptions(db, dictType)
  return rows.map((r) => ({ guid: r.guid, value: r.label }))
}

/** The enabled values of any dictionary (tags and dropdowns of the admin screens). */
export const dictValues = (db: Db, dictType: string): Promise<DictValue[]> =>
  findDictValues(db, dictType)

// ---- 数据管理: types and values as admin records ----

registerMessages({
  'dict.typeTaken': {
    zh: '字典类型已存在',
    en: 'This dictionary type already exists',
    es: 'Este tipo de diccionario ya existe',
    ja: 'この辞書タイプは既に存在します',
  },
  'dict.typeFixed': {
    zh: '字典类型创建后不可修改',
    en: 'cannot change once created',
    es: 'no se puede cambiar una vez creado',
    ja: '作成後は変更できません',
  },
  'dict.typeHasValues': {
    zh: '字典类型「{name}」下有{count}条字典数据，请先删除数据',
    en: 'Dictionary "{name}" still has {count} values; delete them first',
    es: 'El diccionario «{name}» aún tiene {count} valores; elimínelos primero',
    ja: '辞書「{name}」にはまだ{count}件のデータがあります。先に削除してください',
  },
  'dict.noType': {
    zh: '字典类型不存在',
    en: 'no such dictionary type',
    es: 'no existe ese tipo de diccionario',
    ja: '辞書タイプが存在しません',
  },
  'dict.valueTaken': {
    zh: '字典键值已存在',
    en: 'This value already exists in the dictionary',
    es: 'Este valor ya existe en el diccionario',
    ja: 'この値は既に存在します',
  },
  'export.dictType.sheet': {
    zh: '字典类型',
    en: 'Dictionary types',
    es: 'Tipos de diccionario',
    ja: '辞書タイプ',
  },
  'export.dictType.name': { zh: '字典名称', en: 'Name', es: 'Nombre', ja: '辞書名' },
  'export.dictType.dictType': { zh: '字典类型', en: 'Type', es: 'Tipo', ja: '辞書タイプ' },
  'export.dictType.valueCount': { zh: '数据条数', en: 'Values', es: 'Valores', ja: 'データ件数' },
  'export.dictData.sheet': {
    zh: '字典数据',
    en: 'Dictionary values',
    es: 'Valores de diccionario',
    ja: '辞書データ',
  },
  'export.dictData.label': { zh: '字典标签', en: 'Label', es: 'Etiqueta', ja: 'ラベル' },
  'export.dictData.value': { zh: '字典键值', en: 'Value', es: 'Valor', ja: '値' },
  'export.dictData.color': { zh: '标签颜色', en: 'Colour', es: 'Color', ja: '色' },
})

type DictTypeRow = Selectable<DictTypeTable> & { valueCount?: number | string | null }
type DictDataRow = Selectable<DictDataTable>

const toDictType = (r: DictTypeRow): DictType => ({
  guid: r.guid,
  dictType: r.dictType,
  name: r.name,
  valueCount: Number(r.valueCount ?? 0),
  ...recordFields(r),
})

const toDictData = (r: DictDataRow): DictData => ({
  guid: r.guid,
  dictType: r.dictType,
  label: r.label,
  value: r.value,
  color: r.color,
  ...recordFields(r),
})

export async function pageDictTypes(db: Db, q: DictTypeQuery): Promise<PageResult<DictType>> {
  return pageOf(findDictTypes(db, q, pageWindow(q)), countDictTypes(db, q), toDictType)
}

export async function getDictType(db: Db, guid: string): Promise<DictType> {
  const row = found(await findDictType(db, guid))
  return toDictType({ ...row, valueCount: await countDictValues(db, [row.dictType]) })
}

export async function saveDictType(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof dictTypeSaveSchema>,
  now: number,
): Promise<DictType> {
  checkSave(user, PERMISSIONS.dict, input)
  const { guid, version, dictType, ...fields } = input
  return db.transaction().execute(async (trx) => {
    if (!guid && (await findDictTypeByKey(trx, dictType)))
      throw AppError.invalidField('dictType', 'dict.typeTaken')
    const current = guid ? await findDictType(trx, guid) : undefined
    // the key is what code and records read values by: it never changes
    if (current && current.dictType !== dictType)
      throw AppError.invalidField('dictType', 'dict.typeFixed')
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) =>
        insertDictType(trx, { ...fields, dictType, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updateDictTypeAtVersion(trx, g, v, { ...fields, updatedAt: now }),
      find: async () => current,
    })
    return getDictType(trx, saved)
  })
}

/** Deletes types that hold no values; one with values is refused whole (409). */
export async function removeDictTypes(db: Db, guids: readonly string[]): Promise<null> {
  return db.transaction().execute(async (trx) => {
    for (const guid of guids) {
      const row = await findDictType(trx, guid)
      if (!row) continue
      const count = await countDictValues(trx, [row.dictType])
      if (count > 0) throw AppError.conflict('dict.typeHasValues', { name: row.name, count })
    }
    return deletedOr404(deleteDictTypes(trx, guids))
  })
}

export async function exportDictTypes(
  db: Db,
  filter: Omit<DictTypeQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = (await findDictTypes(db, filter, EXPORT_WINDOW)).map(toDictType)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.dictType.sheet'),
    [
      { header: h('dictType.name'), width: 20, value: (r: DictType) => r.name },
      { header: h('dictType.dictType'), width: 20, value: (r) => r.dictType },
      { header: h('dictType.valueCount'), width: 10, value: (r) => r.valueCount },
      ...recordColumns<DictType>(h),
    ],
    rows,
  )
}

export async function pageDictData(db: Db, q: DictDataQuery): Promise<PageResult<DictData>> {
  return pageOf(findDictData(db, q, pageWindow(q)), countDictData(db, q), toDictData)
}

export async function getDictData(db: Db, guid: string): Promise<DictData> {
  return toDictData(found(await findDictDatum(db, guid)))
}

export async function saveDictData(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof dictDataSaveSchema>,
  now: number,
): Promise<DictData> {
  checkSave(user, PERMISSIONS.dict, input)
  const { guid, version, dictType, ...fields } = input
  return db.transaction().execute(async (trx) => {
    const current = guid ? await findDictDatum(trx, guid) : undefined
    // a value stays in its dictionary
    const type = current?.dictType ?? dictType
    if (!(await findDictTypeByKey(trx, type)))
      throw AppError.invalidField('dictType', 'dict.noType')
    if (await findDictValueTaken(trx, type, fields.value, guid))
      throw AppError.invalidField('value', 'dict.valueTaken')
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) =>
        insertDictDatum(trx, {
          ...fields,
          dictType: type,
          guid: g,
          createdAt: now,
          updatedAt: now,
        }),
      update: (g, v) => updateDictDatumAtVersion(trx, g, v, { ...fields, updatedAt: now }),
      find: async () => current,
    })
    return getDictData(trx, saved)
  })
}

export const removeDictData = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deleteDictData(db, guids))

export async function exportDictData(
  db: Db,
  filter: Omit<DictDataQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findDictData(db, filter, EXPORT_WINDOW)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.dictData.sheet'),
    [
      { header: h('dictType.dictType'), width: 20, value: (r: DictDataRow) => r.dictType },
      { header: h('dictData.label'), width: 20, value: (r) => r.label },
      { header: h('dictData.value'), width: 20, value: (r) => r.value },
      { header: h('dictData.color'), width: 12, value: (r) => r.color },
      ...recordColumns<DictDataRow>(h),
    ],
    rows,
  )
}
