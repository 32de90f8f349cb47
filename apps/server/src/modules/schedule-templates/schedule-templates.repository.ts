import type { ScheduleTemplateQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf } from '#server/lib/resource.ts'
import type {
  DayPartTable,
  ScheduleTemplateTable,
} from '#server/modules/schedule/schedule.table.ts'

type Filter = Omit<ScheduleTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, { name }: Filter) => {
  let q = db.selectFrom('scheduleTemplate')
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  return q
}

export const findScheduleTemplates = (
  db: Db,
  f: Filter,
  window: { limit: number; offset: number },
) =>
  where(db, f)
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()

export const countScheduleTemplates = (db: Db, f: Filter) => countOf(where(db, f))

export const findScheduleTemplate = (db: Db, id: number) =>
  db.selectFrom('scheduleTemplate').selectAll().where('id', '=', id).executeTakeFirst()

export async function findTemplateDayParts(db: Db, templateIds: readonly number[]) {
  if (templateIds.length === 0) return []
  return db
    .selectFrom('scheduleDayPart')
    .selectAll()
    .where('templateId', 'in', templateIds)
    .orderBy('templateId')
    .orderBy('sort')
    .execute()
}

/** Sites per template (a template in use cannot be deleted). */
export async function countSitesByTemplate(
  db: Db,
  templateIds: readonly number[],
): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('site')
    .select(['templateId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('templateId', 'in', templateIds)
    .groupBy('templateId')
    .execute()
  return new Map(rows.map((r) => [Number(r.templateId), Number(r.n)]))
}

export async function insertScheduleTemplate(
  db: Db,
  row: Insertable<ScheduleTemplateTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('scheduleTemplate')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(id)
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateScheduleTemplateAtVersion(
  db: Db,
  id: number,
  version: number,
  changes: Omit<Updateable<ScheduleTemplateTable>, 'id' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('scheduleTemplate')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** The others stop being the default (exactly one is). */
export async function clearOtherDefaults(db: Db, keepId: number, now: number): Promise<void> {
  await db
    .updateTable('scheduleTemplate')
    .set((eb) => ({ isDefault: 0, updatedAt: now, version: eb('version', '+', 1) }))
    .where('isDefault', '=', 1)
    .where('id', '!=', keepId)
    .execute()
}

export async function replaceDayParts(
  db: Db,
  templateId: number,
  parts: readonly Omit<Insertable<DayPartTable>, 'templateId'>[],
): Promise<void> {
  await db.deleteFrom('scheduleDayPart').where('templateId', '=', templateId).execute()
  if (parts.length)
    await db
      .insertInto('scheduleDayPart')
      .values(parts.map((p) => ({ ...p, templateId })))
      .execute()
}

export async function deleteScheduleTemplates(db: Db, ids: readonly number[]): Promise<number> {
  // day-parts first: SQLite may run without foreign-key cascades
  await db.deleteFrom('scheduleDayPart').where('templateId', 'in', ids).execute()
  const res = await db.deleteFrom('scheduleTemplate').where('id', 'in', ids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
