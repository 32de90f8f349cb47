import { API, PERMISSIONS, hasAnyPermission } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, pick } from '#server/lib/resource.ts'
import { STATUSLESS_SHEET_COLUMNS, allExist, checkUnique } from '#server/lib/resource-rules.ts'
import { findDictValues } from '#server/modules/dictionaries/dictionaries.repository.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** The dictionary of site types. */
export const SITE_TYPE_DICT = 'site_type'

const num = (v: number | string | null): number | null => (v === null ? null : Number(v))

interface DisableFacts {
  disabled: number
  disableFrom: string | null
  disableTo: string | null
  disableReason: string | null
}
/** No period and reason on an enabled site. */
const periodOf = <F extends DisableFacts>(f: F): F =>
  f.disabled === 0 ? { ...f, disableFrom: null, disableTo: null, disableReason: null } : f
const factsOf = (s: DisableFacts) =>
  [s.disabled, s.disableFrom, s.disableTo, s.disableReason].join('|')
const ENABLED = { disabled: 0, disableFrom: null, disableTo: null, disableReason: null }

/** The site `guid` when it is bookable (a price's or a resource's site must be). */
export const findBookableSite = (db: Db, guid: string) =>
  db
    .selectFrom('site')
    .select('guid')
    .where('guid', '=', guid)
    .where('bookable', '=', 1)
    .executeTakeFirst()

/** 场地管理 (/system/site): the site tree the scheduling grid reads (groups and their sites). */
export const sites = defineResource({
  table: 'site',
  endpoints: API.sites.site,
  // the tree is small: answered whole, groups first
  whole: 'page',
  filters: {
    name: (eb, v) => eb.or([contains(eb.ref('name'), v), contains(eb.ref('code'), v)]),
    type: (eb, v) => eb('type', '=', v),
    disabled: (eb, v) => eb('disabled', '=', v),
  },
  orderBy: (q) => q.orderBy('sort'),
  // the matching sites with their groups; a matching group brings all of its sites (unless
  // a type or disabled filter narrows them)
  around: async (db, matches, filters) => {
    const all = await db.selectFrom('site').selectAll().orderBy('sort').orderBy('id').execute()
    const guidOfId = new Map(all.map((r) => [r.id, r.guid]))
    // a site whose group is gone shows as a group
    const parentOf = (r: { parentId: number }) =>
      r.parentId === 0 ? null : (guidOfId.get(r.parentId) ?? null)
    const hit = new Set(matches.map((r) => r.guid))
    const wholeGroups = filters.type === undefined && filters.disabled === undefined
    const ordered = all
      .filter((g) => parentOf(g) === null)
      .flatMap((g) => [g, ...all.filter((s) => parentOf(s) === g.guid)])
    return ordered.filter(
      (s) =>
        hit.has(s.guid) ||
        (wholeGroups && hit.has(parentOf(s) ?? '')) ||
        all.some((c) => parentOf(c) === s.guid && hit.has(c.guid)),
    )
  },
  // each row's group (its guid, its name in the sheet; the tree is small) and related sites
  lookup: async (db, rows) => {
    const guids = rows.map((r) => r.guid)
    const [parents, relations] = await Promise.all([
      db.selectFrom('site').select(['id', 'guid', 'name']).execute(),
      guids.length
        ? db
            .selectFrom('siteRelation')
            .select(['siteGuid', 'relatedGuid'])
            .where('siteGuid', 'in', guids)
            .execute()
        : [],
    ])
    const related = new Map<string, string[]>()
    for (const r of relations)
      related.set(r.siteGuid, [...(related.get(r.siteGuid) ?? []), r.relatedGuid])
    return { parents: new Map(parents.map((p) => [p.id, p])), related }
  },
  toItem: (r, { parents, related }) => ({
    guid: r.guid,
    parentGuid: r.parentId === 0 ? null : (parents.get(r.parentId)?.guid ?? null),
    ...pick(r, 'code', 'name', 'type', 'disableFrom', 'disableTo', 'disableReason', 'templateId'),
    area: num(r.area),
    height: num(r.height),
    floorLoad: num(r.floorLoad),
    capacityTheatre: num(r.capacityTheatre),
    capacityClassroom: num(r.capacityClassroom),
    bookable: r.bookable === 1 ? (1 as const) : (0 as const),
    related: [...(related.get(r.guid) ?? [])].sort(),
    disabled: r.disabled === 1 ? (1 as const) : (0 as const),
    ...pick(r, 'sort', 'remark', 'version'),
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
  }),
  sheet: [
    {
      key: 'parent',
      width: 12,
      value: (r, _t, { parents }) => parents.get(r.parentId)?.name ?? '',
    },
    { key: 'name' },
    { key: 'code', width: 10 },
    { key: 'type', width: 10 },
    { key: 'area', width: 10, value: (r) => num(r.area) },
    { key: 'height', width: 10, value: (r) => num(r.height) },
    {
      key: 'floorLoad',
      header: 'export.site.floorLoad',
      width: 12,
      value: (r) => num(r.floorLoad),
    },
    { key: 'capacityTheatre', width: 10, value: (r) => num(r.capacityTheatre) },
    { key: 'capacityClassroom', width: 10, value: (r) => num(r.capacityClassroom) },
    {
      key: 'bookable',
      width: 8,
      value: (r, t) => t(r.bookable === 1 ? 'system.site.yes' : 'system.site.no'),
    },
    {
      key: 'disabled',
      header: 'export.site.disabled',
      width: 32,
      value: (r) =>
        r.disabled === 1 ? `${r.disableFrom} ~ ${r.disableTo} ${r.disableReason ?? ''}` : '',
    },
  ],
  sheetTail: STATUSLESS_SHEET_COLUMNS,
  ownerless: true,
  toColumns: ({ parentGuid: _parent, related: _related, ...f }) => periodOf(f),
  beforeSave: async ({ trx, user, fields, stored, guid }) => {
    const f = periodOf(fields)
    if (f.disabled === 1) {
      if (!f.disableFrom) throw AppError.invalidField('disableFrom', 'validation.required')
      if (!f.disableTo) throw AppError.invalidField('disableTo', 'validation.required')
      if (f.disableFrom > f.disableTo)
        throw AppError.invalidField('disableTo', 'validation.dateRange')
      if (!f.disableReason) throw AppError.invalidField('disableReason', 'validation.required')
    }
    // disabling (or changing a disable period) is a permission of its own
    if (
      factsOf(stored ?? ENABLED) !== factsOf(f) &&
      !hasAnyPermission(user.permissions, [PERMISSIONS.site.disable])
    )
      throw AppError.forbidden()

    await checkUnique(trx, 'site', guid, 'code', f.code, 'site.codeTaken')

    let parentId = 0
    if (f.parentGuid) {
      const parent = await trx
        .selectFrom('site')
        .select(['id', 'guid', 'parentId'])
        .where('guid', '=', f.parentGuid)
        .executeTakeFirst()
      if (!parent || parent.parentId !== 0 || parent.guid === guid)
        throw AppError.invalidField('parentGuid', 'site.badParent')
      if (stored && (await countOf(trx.selectFrom('site').where('parentId', '=', stored.id))) > 0)
        throw AppError.invalidField('parentGuid', 'site.groupWithChildren')
      parentId = parent.id
    }
    if (f.type) {
      const types = await findDictValues(trx, SITE_TYPE_DICT)
      if (!types.some((v) => v.value === f.type)) throw AppError.invalidField('type', 'site.noType')
    }
    const others = [...new Set(f.related)]
    if (others.length > 0) {
      const found = await trx
        .selectFrom('site')
        .select('guid')
        .where('guid', 'in', others)
        .where('parentId', '<>', 0)
        .execute()
      if (others.includes(guid) || found.length !== others.length)
        throw AppError.invalidField('related', 'site.badRelated')
    }
    if (!(await allExist(trx, 'scheduleTemplate', [f.templateId])))
      throw AppError.invalidField('templateId', 'site.noTemplate')
    // a group is never booked itself
    return { parentId, bookable: parentId === 0 ? 0 : f.bookable }
  },
  // related sites are stored both ways; a group has none
  afterSave: async ({ trx, fields, guid }) => {
    await trx
      .deleteFrom('siteRelation')
      .where((eb) => eb.or([eb('siteGuid', '=', guid), eb('relatedGuid', '=', guid)]))
      .execute()
    const others = fields.parentGuid ? [...new Set(fields.related)] : []
    if (others.length === 0) return
    await trx
      .insertInto('siteRelation')
      .values(
        others.flatMap((other) => [
          { siteGuid: guid, relatedGuid: other },
          { siteGuid: other, relatedGuid: guid },
        ]),
      )
      .execute()
  },
  // one with bookings or prices, or a group keeping sites, is refused whole (409); the
  // relations go with the sites and resources on them keep no site
  beforeDelete: async (trx, guids) => {
    for (const guid of guids) {
      const row = await trx
        .selectFrom('site')
        .select(['id', 'name', 'parentId'])
        .where('guid', '=', guid)
        .executeTakeFirst()
      if (!row) continue
      const bookings = await countOf(trx.selectFrom('scheduleMission').where('siteGuid', '=', guid))
      if (bookings > 0)
        throw AppError.conflict('site.hasBookings', { name: row.name, count: bookings })
      // a price names its site: deleting the site would leave it pointing at nothing
      const prices = await countOf(trx.selectFrom('sitePrice').where('siteGuid', '=', guid))
      if (prices > 0) throw AppError.conflict('site.hasPrices', { name: row.name, count: prices })
      // a group goes only together with all of its sites
      const kept = await countOf(
        trx.selectFrom('site').where('parentId', '=', row.id).where('guid', 'not in', guids),
      )
      if (row.parentId === 0 && kept > 0)
        throw AppError.conflict('site.hasChildren', { name: row.name })
    }
    await trx
      .deleteFrom('siteRelation')
      .where((eb) => eb.or([eb('siteGuid', 'in', guids), eb('relatedGuid', 'in', guids)]))
      .execute()
    await trx
      .updateTable('venueResource')
      .set({ siteGuid: null })
      .where('siteGuid', 'in', guids)
      .execute()
  },
})
