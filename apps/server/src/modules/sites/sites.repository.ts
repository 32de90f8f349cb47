import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { updaterAtVersion } from '#server/lib/resource.ts'
import type { SiteTable } from '#server/modules/schedule/schedule.table.ts'

/** Every site and group in the grid's order (the tree is small: no paging). */
export const findAllSites = (db: Db) =>
  db.selectFrom('site').selectAll().orderBy('sort').orderBy('id').execute()

export const findSite = (db: Db, guid: string) =>
  db.selectFrom('site').selectAll().where('guid', '=', guid).executeTakeFirst()

export const findSiteByCode = (db: Db, code: string) =>
  db.selectFrom('site').select(['guid']).where('code', '=', code).executeTakeFirst()

/** Relation rows touching these sites, or all of them. */
export async function findSiteRelations(db: Db, guids?: readonly string[]) {
  let q = db.selectFrom('siteRelation').select(['siteGuid', 'relatedGuid'])
  if (guids) q = q.where('siteGuid', 'in', guids.length ? guids : [''])
  return q.execute()
}

/** Replaces a site's relations, writing each one in both directions. */
export async function replaceSiteRelations(db: Db, guid: string, related: readonly string[]) {
  await db
    .deleteFrom('siteRelation')
    .where((eb) => eb.or([eb('siteGuid', '=', guid), eb('relatedGuid', '=', guid)]))
    .execute()
  if (related.length === 0) return
  await db
    .insertInto('siteRelation')
    .values(
      related.flatMap((other) => [
        { siteGuid: guid, relatedGuid: other },
        { siteGuid: other, relatedGuid: guid },
      ]),
    )
    .execute()
}

export async function insertSite(db: Db, row: Insertable<SiteTable>) {
  await db.insertInto('site').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updateSiteAtVersion = updaterAtVersion('site')

/** How many booking blocks lie on a site. */
export async function countSitePrices(db: Db, guid: string): Promise<number> {
  const row = await db
    .selectFrom('sitePrice')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('siteGuid', '=', guid)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countSiteMissions(db: Db, guid: string): Promise<number> {
  const row = await db
    .selectFrom('scheduleMission')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('siteGuid', '=', guid)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countSiteChildren(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('site')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parentId', '=', id)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Deletes sites with their relations; resources on them keep no site. */
export async function deleteSites(db: Db, guids: readonly string[]): Promise<number> {
  await db
    .deleteFrom('siteRelation')
    .where((eb) => eb.or([eb('siteGuid', 'in', guids), eb('relatedGuid', 'in', guids)]))
    .execute()
  await db
    .updateTable('venueResource')
    .set({ siteGuid: null })
    .where('siteGuid', 'in', guids)
    .execute()
  const res = await db.deleteFrom('site').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}

export const findScheduleTemplates = (db: Db) =>
  db
    .selectFrom('scheduleTemplate')
    .select(['id', 'name', 'isDefault'])
    .orderBy('sort')
    .orderBy('id')
    .execute()
