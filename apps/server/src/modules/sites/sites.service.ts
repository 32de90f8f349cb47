import {
  type PageResult,
  PERMISSIONS,
  type ScheduleTemplateOption,
  type Site,
  type SiteOption,
  type SiteQuery,
  type siteSaveSchema,
  hasAnyPermission,
} from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import {
  checkSave,
  deletedOr404,
  found,
  formatTime,
  insertOrUpdate,
  xlsxOf,
} from '#server/lib/resource.ts'
import { findDictValues } from '#server/modules/dictionaries/dictionaries.repository.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import type { SiteRecord } from '#server/modules/schedule/schedule.table.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countSiteChildren,
  countSiteMissions,
  countSitePrices,
  deleteSites,
  findAllSites,
  findScheduleTemplates,
  findSite,
  findSiteByCode,
  findSiteRelations,
  insertSite,
  replaceSiteRelations,
  updateSiteAtVersion,
} from './sites.repository.ts'

/** The dictionary of site types. */
export const SITE_TYPE_DICT = 'site_type'

registerMessages({
  'site.codeTaken': {
    zh: '场地编码已存在',
    en: 'This site code already exists',
    es: 'Este código de espacio ya existe',
    ja: 'この会場コードは既に存在します',
  },
  'site.badParent': {
    zh: '上级场地须是一个分组，且不能是自身',
    en: 'must be a group other than the site itself',
    es: 'debe ser un grupo distinto del propio espacio',
    ja: '自身以外のグループを選択してください',
  },
  'site.groupWithChildren': {
    zh: '该分组下有场地，不能移入其他分组',
    en: 'this group holds sites and cannot move into another group',
    es: 'este grupo contiene espacios y no puede moverse a otro grupo',
    ja: 'このグループには会場があるため移動できません',
  },
  'site.noType': {
    zh: '请选择场地类型字典中的值',
    en: 'must be a value of the site type dictionary',
    es: 'debe ser un valor del diccionario de tipos de espacio',
    ja: '会場種別辞書の値を選択してください',
  },
  'site.badRelated': {
    zh: '关联场地须是其他可预订场地',
    en: 'must be other bookable sites',
    es: 'deben ser otros espacios reservables',
    ja: '他の予約可能な会場を選択してください',
  },
  'site.noTemplate': {
    zh: '档期模板不存在',
    en: 'no such schedule template',
    es: 'no existe esa plantilla de agenda',
    ja: 'スケジュールテンプレートが存在しません',
  },
  'site.hasBookings': {
    zh: '场地「{name}」已有{count}条预订，不能删除',
    en: 'Site "{name}" has {count} bookings and cannot be deleted',
    es: 'El espacio «{name}» tiene {count} reservas y no se puede eliminar',
    ja: '会場「{name}」には{count}件の予約があるため削除できません',
  },
  'site.hasPrices': {
    zh: '场地「{name}」有{count}条价格，请先在价格管理中删除',
    en: 'Site "{name}" has {count} prices: delete them in Prices first',
    es: 'El espacio «{name}» tiene {count} precios: elimínelos primero en Precios',
    ja: '会場「{name}」には{count}件の価格があります。先に価格管理で削除してください',
  },
  'site.hasChildren': {
    zh: '分组「{name}」下有场地，不能删除',
    en: 'Group "{name}" still holds sites and cannot be deleted',
    es: 'El grupo «{name}» aún contiene espacios y no se puede eliminar',
    ja: 'グループ「{name}」には会場があるため削除できません',
  },
  'export.site.sheet': { zh: '场地管理', en: 'Sites', es: 'Espacios', ja: '会場管理' },
  'export.site.group': { zh: '所属分组', en: 'Group', es: 'Grupo', ja: 'グループ' },
  'export.site.name': { zh: '场地名称', en: 'Name', es: 'Nombre', ja: '会場名' },
  'export.site.code': { zh: '场地编码', en: 'Code', es: 'Código', ja: 'コード' },
  'export.site.type': { zh: '场地类型', en: 'Type', es: 'Tipo', ja: '種別' },
  'export.site.area': {
    zh: '面积（㎡）',
    en: 'Area (㎡)',
    es: 'Superficie (㎡)',
    ja: '面積（㎡）',
  },
  'export.site.height': { zh: '净高（m）', en: 'Height (m)', es: 'Altura (m)', ja: '天井高（m）' },
  'export.site.floorLoad': {
    zh: '地面承重（t/㎡）',
    en: 'Floor load (t/㎡)',
    es: 'Carga (t/㎡)',
    ja: '床荷重（t/㎡）',
  },
  'export.site.capacityTheatre': {
    zh: '剧院式座位',
    en: 'Theatre seats',
    es: 'Plazas teatro',
    ja: 'シアター席',
  },
  'export.site.capacityClassroom': {
    zh: '课桌式座位',
    en: 'Classroom seats',
    es: 'Plazas aula',
    ja: 'スクール席',
  },
  'export.site.bookable': { zh: '可预订', en: 'Bookable', es: 'Reservable', ja: '予約可' },
  'export.site.disabled': { zh: '停用时段', en: 'Disabled', es: 'Desactivado', ja: '停止期間' },
  'export.site.yes': { zh: '是', en: 'Yes', es: 'Sí', ja: 'はい' },
  'export.site.no': { zh: '否', en: 'No', es: 'No', ja: 'いいえ' },
})

const num = (v: number | string | null): number | null => (v === null ? null : Number(v))

const toSite = (
  r: SiteRecord,
  guidOfId: ReadonlyMap<number, string>,
  related: readonly string[],
): Site => ({
  guid: r.guid,
  parentGuid: r.parentId === 0 ? null : (guidOfId.get(r.parentId) ?? null),
  code: r.code,
  name: r.name,
  type: r.type,
  area: num(r.area),
  height: num(r.height),
  floorLoad: num(r.floorLoad),
  capacityTheatre: num(r.capacityTheatre),
  capacityClassroom: num(r.capacityClassroom),
  bookable: r.bookable === 1 ? 1 : 0,
  related: [...related].sort(),
  disabled: r.disabled === 1 ? 1 : 0,
  disableFrom: r.disableFrom,
  disableTo: r.disableTo,
  disableReason: r.disableReason,
  templateId: r.templateId,
  sort: r.sort,
  remark: r.remark,
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  version: r.version,
})

/** All sites as `Site`s, groups each followed by their sites. */
async function allSites(db: Db): Promise<Site[]> {
  const [rows, relations] = await Promise.all([findAllSites(db), findSiteRelations(db)])
  const guidOfId = new Map(rows.map((r) => [r.id, r.guid]))
  const relatedOf = new Map<string, string[]>()
  for (const r of relations)
    relatedOf.set(r.siteGuid, [...(relatedOf.get(r.siteGuid) ?? []), r.relatedGuid])
  const sites = rows.map((r) => toSite(r, guidOfId, relatedOf.get(r.guid) ?? []))
  const groups = sites.filter((s) => s.parentGuid === null)
  const ordered = groups.flatMap((g) => [g, ...sites.filter((s) => s.parentGuid === g.guid)])
  // a site whose group is gone still shows, at the end
  const shown = new Set(ordered.map((s) => s.guid))
  return [...ordered, ...sites.filter((s) => !shown.has(s.guid))]
}

/**
 * The filtered tree as a flat list (the web nests it by `parentGuid`): the matching
 * sites with their groups; a matching group brings all of its sites.
 */
export async function listSites(
  db: Db,
  q: Omit<SiteQuery, 'page' | 'pageSize'>,
): Promise<PageResult<Site>> {
  const sites = await allSites(db)
  const matches = (s: Site) =>
    (!q.name || s.name.includes(q.name) || s.code.includes(q.name)) &&
    (!q.type || s.type === q.type) &&
    (q.disabled === undefined || s.disabled === q.disabled)
  const hit = new Set(sites.filter(matches).map((s) => s.guid))
  const list = sites.filter(
    (s) =>
      hit.has(s.guid) ||
      (s.parentGuid !== null &&
        hit.has(s.parentGuid) &&
        q.type === undefined &&
        q.disabled === undefined) ||
      sites.some((c) => c.parentGuid === s.guid && hit.has(c.guid)),
  )
  return { list, count: list.length }
}

export async function getSite(db: Db, guid: string): Promise<Site> {
  const row = found(await findSite(db, guid))
  const [parent, relations] = await Promise.all([
    row.parentId === 0
      ? undefined
      : db
          .selectFrom('site')
          .select(['id', 'guid'])
          .where('id', '=', row.parentId)
          .executeTakeFirst(),
    findSiteRelations(db, [guid]),
  ])
  const guidOfId = new Map(parent ? [[parent.id, parent.guid]] : [])
  return toSite(
    row,
    guidOfId,
    relations.map((r) => r.relatedGuid),
  )
}

const disableFacts = (s: {
  disabled: number
  disableFrom: string | null
  disableTo: string | null
  disableReason: string | null
}) => [s.disabled, s.disableFrom, s.disableTo, s.disableReason].join('|')

export async function saveSite(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof siteSaveSchema>,
  now: number,
): Promise<Site> {
  checkSave(user, PERMISSIONS.site, input)
  const { guid, version, parentGuid, related, ...fields } = input
  // no period and reason on an enabled site
  if (fields.disabled === 0) {
    fields.disableFrom = null
    fields.disableTo = null
    fields.disableReason = null
  } else {
    if (!fields.disableFrom) throw AppError.invalidField('disableFrom', 'validation.required')
    if (!fields.disableTo) throw AppError.invalidField('disableTo', 'validation.required')
    if (fields.disableFrom > fields.disableTo)
      throw AppError.invalidField('disableTo', 'validation.dateRange')
    if (!fields.disableReason) throw AppError.invalidField('disableReason', 'validation.required')
  }
  return db.transaction().execute(async (trx) => {
    const current = guid ? await findSite(trx, guid) : undefined
    if (guid && !current) throw AppError.notFound()
    // disabling (or changing a disable period) is a permission of its own
    const before = current ?? {
      disabled: 0,
      disableFrom: null,
      disableTo: null,
      disableReason: null,
    }
    if (
      disableFacts(before) !== disableFacts(fields) &&
      !hasAnyPermission(user.permissions, [PERMISSIONS.site.disable])
    )
      throw AppError.forbidden()

    const byCode = await findSiteByCode(trx, fields.code)
    if (byCode && byCode.guid !== guid) throw AppError.invalidField('code', 'site.codeTaken')

    let parentId = 0
    if (parentGuid) {
      const parent = await findSite(trx, parentGuid)
      if (!parent || parent.parentId !== 0 || parent.guid === guid)
        throw AppError.invalidField('parentGuid', 'site.badParent')
      if (current && (await countSiteChildren(trx, current.id)) > 0)
        throw AppError.invalidField('parentGuid', 'site.groupWithChildren')
      parentId = parent.id
    }
    if (fields.type) {
      const types = await findDictValues(trx, SITE_TYPE_DICT)
      if (!types.some((v) => v.value === fields.type))
        throw AppError.invalidField('type', 'site.noType')
    }
    const others = [...new Set(related)]
    if (others.length > 0) {
      const found = await trx
        .selectFrom('site')
        .select('guid')
        .where('guid', 'in', others)
        .where('parentId', '<>', 0)
        .execute()
      if (others.includes(guid ?? '') || found.length !== others.length)
        throw AppError.invalidField('related', 'site.badRelated')
    }
    if (
      fields.templateId !== null &&
      !(await findScheduleTemplates(trx)).some((t) => t.id === fields.templateId)
    )
      throw AppError.invalidField('templateId', 'site.noTemplate')

    // a group is never booked itself
    const row = { ...fields, parentId, bookable: parentId === 0 ? 0 : fields.bookable }
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertSite(trx, { ...row, guid: g, createdAt: now, updatedAt: now }),
      update: (g, v) => updateSiteAtVersion(trx, g, v, { ...row, updatedAt: now }),
      find: async () => current,
    })
    await replaceSiteRelations(trx, saved, parentId === 0 ? [] : others)
    return getSite(trx, saved)
  })
}

/** Deletes sites; one with bookings or prices, or a group with sites, is refused whole (409). */
export async function removeSites(db: Db, guids: readonly string[]): Promise<null> {
  return db.transaction().execute(async (trx) => {
    for (const guid of guids) {
      const row = await findSite(trx, guid)
      if (!row) continue
      const bookings = await countSiteMissions(trx, guid)
      if (bookings > 0)
        throw AppError.conflict('site.hasBookings', { name: row.name, count: bookings })
      // a price names its site: deleting the site would leave it pointing at nothing
      const prices = await countSitePrices(trx, guid)
      if (prices > 0) throw AppError.conflict('site.hasPrices', { name: row.name, count: prices })
      // a group goes only together with all of its sites
      const kept = await trx
        .selectFrom('site')
        .select('guid')
        .where('parentId', '=', row.id)
        .where('guid', 'not in', guids)
        .execute()
      if (row.parentId === 0 && kept.length > 0)
        throw AppError.conflict('site.hasChildren', { name: row.name })
    }
    return deletedOr404(deleteSites(trx, guids))
  })
}

export async function siteOptions(db: Db): Promise<SiteOption[]> {
  const sites = await allSites(db)
  return sites.map((s) => ({
    guid: s.guid,
    name: s.name,
    parentGuid: s.parentGuid,
    bookable: s.bookable,
  }))
}

export async function scheduleTemplateOptions(db: Db): Promise<ScheduleTemplateOption[]> {
  const rows = await findScheduleTemplates(db)
  return rows.map((r) => ({ id: r.id, name: r.name, isDefault: r.isDefault === 1 ? 1 : 0 }))
}

/** The filtered tree as an .xlsx, one row per site with its group's name. */
export async function exportSites(
  db: Db,
  filter: Omit<SiteQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const { list } = await listSites(db, filter)
  const nameOf = new Map(list.map((s) => [s.guid, s.name]))
  const h = (key: string) => translate(lang, `export.${key}`)
  const yesNo = (on: boolean) => h(on ? 'site.yes' : 'site.no')
  return xlsxOf(
    translate(lang, 'export.site.sheet'),
    [
      {
        header: h('site.group'),
        width: 12,
        value: (s: Site) => (s.parentGuid ? (nameOf.get(s.parentGuid) ?? '') : ''),
      },
      { header: h('site.name'), width: 16, value: (s) => s.name },
      { header: h('site.code'), width: 10, value: (s) => s.code },
      { header: h('site.type'), width: 10, value: (s) => s.type },
      { header: h('site.area'), width: 10, value: (s) => s.area },
      { header: h('site.height'), width: 10, value: (s) => s.height },
      { header: h('site.floorLoad'), width: 12, value: (s) => s.floorLoad },
      { header: h('site.capacityTheatre'), width: 10, value: (s) => s.capacityTheatre },
      { header: h('site.capacityClassroom'), width: 10, value: (s) => s.capacityClassroom },
      { header: h('site.bookable'), width: 8, value: (s) => yesNo(s.bookable === 1) },
      {
        header: h('site.disabled'),
        width: 32,
        value: (s) =>
          s.disabled === 1 ? `${s.disableFrom} ~ ${s.disableTo} ${s.disableReason ?? ''}` : '',
      },
      { header: h('sort'), width: 8, value: (s) => s.sort },
      { header: h('remark'), width: 24, value: (s) => s.remark },
      { header: h('updatedAt'), width: 20, value: (s) => formatTime(s.updatedAt) },
    ],
    list,
  )
}
