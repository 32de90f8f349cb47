import {
  type PageResult,
  PERMISSIONS,
  type VenueResource,
  type VenueResourceQuery,
  type venueResourceSaveSchema,
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
import { findDictValues } from '#server/modules/dictionaries/dictionaries.repository.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countVenueResources,
  deleteVenueResources,
  findBookableSite,
  findVenueResource,
  findVenueResources,
  insertVenueResource,
  updateVenueResourceAtVersion,
} from './resources.repository.ts'
import type { VenueResourceRow } from './resources.table.ts'

/** The dictionary of resource types. */
export const RESOURCE_TYPE_DICT = 'resource_type'

registerMessages({
  'resource.noType': {
    zh: '请选择资源类型字典中的值',
    en: 'must be a value of the resource type dictionary',
    es: 'debe ser un valor del diccionario de tipos de recurso',
    ja: 'リソース種別辞書の値を選択してください',
  },
  'resource.noSite': {
    zh: '场地不存在或不可预订',
    en: 'no such bookable site',
    es: 'no existe ese espacio reservable',
    ja: '予約可能な会場が存在しません',
  },
  'export.resource.sheet': { zh: '资源管理', en: 'Resources', es: 'Recursos', ja: 'リソース管理' },
  'export.resource.name': { zh: '资源名称', en: 'Name', es: 'Nombre', ja: 'リソース名' },
  'export.resource.type': { zh: '资源类型', en: 'Type', es: 'Tipo', ja: '種別' },
  'export.resource.unit': { zh: '单位', en: 'Unit', es: 'Unidad', ja: '単位' },
  'export.resource.quantity': { zh: '数量', en: 'Quantity', es: 'Cantidad', ja: '数量' },
  'export.resource.price': {
    zh: '单价（元）',
    en: 'Price (CNY)',
    es: 'Precio (CNY)',
    ja: '単価（元）',
  },
  'export.resource.site': { zh: '所属场地', en: 'Site', es: 'Espacio', ja: '会場' },
})

type ResourceWithSite = VenueResourceRow & { siteName: string | null }

const toVenueResource = (r: ResourceWithSite): VenueResource => ({
  guid: r.guid,
  name: r.name,
  type: r.type,
  unit: r.unit,
  quantity: r.quantity,
  // numeric(14,2) arrives as a string from Postgres
  price: Number(r.price),
  siteGuid: r.siteGuid,
  siteName: r.siteName ?? '',
  ...recordFields(r),
})

export async function pageVenueResources(
  db: Db,
  q: VenueResourceQuery,
): Promise<PageResult<VenueResource>> {
  return pageOf(
    findVenueResources(db, q, pageWindow(q)),
    countVenueResources(db, q),
    toVenueResource,
  )
}

export async function getVenueResource(db: Db, guid: string): Promise<VenueResource> {
  return toVenueResource(found(await findVenueResource(db, guid)))
}

export async function saveVenueResource(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof venueResourceSaveSchema>,
  now: number,
): Promise<VenueResource> {
  checkSave(user, PERMISSIONS.resource, input)
  const { guid, version, ...fields } = input
  return db.transaction().execute(async (trx) => {
    const types = await findDictValues(trx, RESOURCE_TYPE_DICT)
    if (!types.some((v) => v.value === fields.type))
      throw AppError.invalidField('type', 'resource.noType')
    if (fields.siteGuid && !(await findBookableSite(trx, fields.siteGuid)))
      throw AppError.invalidField('siteGuid', 'resource.noSite')
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertVenueResource(trx, { ...fields, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updateVenueResourceAtVersion(trx, g, v, { ...fields, updatedAt: now }),
      find: (g) => findVenueResource(trx, g),
    })
    return getVenueResource(trx, saved)
  })
}

export const removeVenueResources = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deleteVenueResources(db, guids))

/** The filtered list as an .xlsx (type and status as labels, in the caller's language). */
export async function exportVenueResources(
  db: Db,
  filter: Omit<VenueResourceQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const [rows, types] = await Promise.all([
    findVenueResources(db, filter, EXPORT_WINDOW),
    findDictValues(db, RESOURCE_TYPE_DICT),
  ])
  const typeLabel = new Map(types.map((v) => [v.value, v.label]))
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.resource.sheet'),
    [
      { header: h('resource.name'), width: 28, value: (r: VenueResource) => r.name },
      { header: h('resource.type'), width: 10, value: (r) => typeLabel.get(r.type) ?? r.type },
      { header: h('resource.unit'), width: 10, value: (r) => r.unit },
      { header: h('resource.quantity'), width: 8, value: (r) => r.quantity },
      { header: h('resource.price'), width: 12, value: (r) => r.price },
      { header: h('resource.site'), width: 16, value: (r) => r.siteName },
      ...recordColumns<VenueResource>(h),
    ],
    rows.map(toVenueResource),
  )
}
