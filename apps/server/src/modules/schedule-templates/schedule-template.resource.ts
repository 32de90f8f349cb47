import { API, dayPartsTotalMinutes } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { STATUSLESS_SHEET_COLUMNS, countsBy } from '#server/lib/resource-rules.ts'
import { contains } from '#server/lib/like.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { pick } from '#server/lib/resource.ts'

/** Sites per template (a template in use cannot be deleted). */
const siteCounts = (db: Db, ids: readonly number[]) => countsBy(db, 'site', 'templateId', ids)

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** 排期模板 (/system/scheduleTemplate): named lists of day-parts, the scheduling grid's columns. */
export const scheduleTemplates = defineResource({
  table: 'scheduleTemplate',
  endpoints: API.scheduleTemplates,
  // the table has no guid: the contract's `guid` is the id's text
  key: 'id',
  filters: { name: (eb, v) => contains(eb.ref('name'), v) },
  orderBy: (q) => q.orderBy('sort').orderBy('id'),
  // each template's day-parts (rows of a table of their own) and the sites using it
  lookup: async (db, rows) => {
    const ids = rows.map((r) => r.id)
    const [parts, sites] = await Promise.all([
      ids.length
        ? db
            .selectFrom('scheduleDayPart')
            .select(['templateId', 'text', 'startMinute', 'endMinute', 'width'])
            .where('templateId', 'in', ids)
            .orderBy('templateId')
            .orderBy('sort')
            .execute()
        : [],
      siteCounts(db, ids),
    ])
    const partsOf = (id: number) =>
      parts.filter((p) => p.templateId === id).map(({ templateId: _id, ...p }) => p)
    return { partsOf, sites }
  },
  toItem: (r, { partsOf, sites }) => ({
    guid: String(r.id),
    ...pick(r, 'id', 'name', 'sort', 'remark', 'version'),
    isDefault: r.isDefault === 1,
    dayParts: partsOf(r.id),
    totalMinutes: dayPartsTotalMinutes(partsOf(r.id)),
    siteCount: sites.get(r.id) ?? 0,
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
  }),
  sheet: [
    { key: 'name', width: 20 },
    {
      key: 'dayParts',
      width: 50,
      value: (r, _t, { partsOf }) =>
        partsOf(r.id)
          .map((p) => `${p.text} ${hhmm(p.startMinute)}-${hhmm(p.endMinute)}`)
          .join('；'),
    },
    {
      key: 'totalHours',
      width: 12,
      value: (r, _t, { partsOf }) => dayPartsTotalMinutes(partsOf(r.id)) / 60,
    },
    { key: 'default', width: 10, value: (r, t) => t(r.isDefault ? 'export.yes' : 'export.no') },
  ],
  sheetTail: STATUSLESS_SHEET_COLUMNS,
  ownerless: true,
  toColumns: ({ dayParts: _parts, ...f }) => ({ ...f, isDefault: f.isDefault ? 1 : 0 }),
  // exactly one template is the default: marking one unmarks the others (afterSave), and the
  // default cannot be unmarked directly
  beforeSave: async ({ trx, fields, stored }) => {
    if (stored?.isDefault === 1 && !fields.isDefault)
      throw AppError.invalidField('isDefault', 'scheduleTemplate.needDefault')
    const anyDefault = () =>
      trx.selectFrom('scheduleTemplate').select('id').where('isDefault', '=', 1).executeTakeFirst()
    // the first template is the default whatever the form said
    if (!stored && !(await anyDefault())) return { isDefault: 1 }
  },
  // the day-parts (the contract has checked them: 30-minute steps, no overlap, at most 24 h)
  // are replaced whole, in the order of their start
  afterSave: async ({ trx, fields, id, now }) => {
    if (fields.isDefault)
      await trx
        .updateTable('scheduleTemplate')
        .set((eb) => ({ isDefault: 0, updatedAt: now, version: eb('version', '+', 1) }))
        .where('isDefault', '=', 1)
        .where('id', '!=', id)
        .execute()
    await trx.deleteFrom('scheduleDayPart').where('templateId', '=', id).execute()
    const parts = [...fields.dayParts].sort((a, b) => a.startMinute - b.startMinute)
    await trx
      .insertInto('scheduleDayPart')
      .values(parts.map((p, sort) => ({ ...p, sort, templateId: id })))
      .execute()
  },
  // the default one and those sites use are refused (409); day-parts go first, SQLite may run
  // without foreign-key cascades
  beforeDelete: async (trx, ids) => {
    const used = await siteCounts(trx, ids)
    const rows = await trx
      .selectFrom('scheduleTemplate')
      .select(['id', 'name', 'isDefault'])
      .where('id', 'in', ids)
      .execute()
    for (const r of rows) {
      const count = used.get(r.id) ?? 0
      if (count > 0) throw AppError.conflict('scheduleTemplate.inUse', { name: r.name, count })
      if (r.isDefault === 1)
        throw AppError.conflict('scheduleTemplate.defaultDelete', { name: r.name })
    }
    await trx.deleteFrom('scheduleDayPart').where('templateId', 'in', ids).execute()
  },
})
