import type { VenueResourceQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { VenueResourceTable } from './resources.table.ts'

type ResourceFilter = Omit<VenueResourceQuery, 'page' | 'pageSize'>

const resourceWhere = (db: Db, f: ResourceFilter) => {
  let q = db.selectFrom('venueResource as r').leftJoin('site as s', 's.guid', 'r.siteGuid')
  if (f.name) q = q.where('r.name', 'like', `%${f.name}%`)
  if (f.type) q = q.where('r.type', '=', f.type)
  if (f.siteGuid) q = q.where('r.siteGuid', '=', f.siteGuid)
  if (f.status !== undefined) q = q.where('r.status', '=', f.status)
  return q
}

/** Resources with their site's name. */
export async function findVenueResources(
  db: Db,
  f: ResourceFilter,
  window: { limit: number; offset: number },
) {
  return resourceWhere(db, f)
    .selectAll('r')
    .select('s.name as siteName')
    .orderBy('r.sort')
    .orderBy('r.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}

export async function countVenueResources(db: Db, f: ResourceFilter): Promise<number> {
  const row = await resourceWhere(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const findVenueResource = (db: Db, guid: string) =>
  db
    .selectFrom('venueResource as r')
    .leftJoin('site as s', 's.guid', 'r.siteGuid')
    .selectAll('r')
    .select('s.name as siteName')
    .where('r.guid', '=', guid)
    .executeTakeFirst()

export const findBookableSite = (db: Db, guid: string) =>
  db
    .selectFrom('site')
    .select('guid')
    .where('guid', '=', guid)
    .where('bookable', '=', 1)
    .executeTakeFirst()

export async function insertVenueResource(db: Db, row: Insertable<VenueResourceTable>) {
  await db.insertInto('venueResource').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateVenueResourceAtVersion(
  db: Db,
  guid: string,
  version: number,
  changes: Omit<Updateable<VenueResourceTable>, 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('venueResource')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteVenueResources(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('venueResource').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
