import type { VenueResourceQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { VenueResourceTable } from './resources.table.ts'

type ResourceFilter = Omit<VenueResourceQuery, 'page' | 'pageSize'>

const resourceWhere = (db: Db, { name, type, siteGuid, status }: ResourceFilter) => {
  let q = db.selectFrom('venueResource as r').leftJoin('site as s', 's.guid', 'r.siteGuid')
  if (name) q = q.where((eb) => contains(eb.ref('r.name'), name))
  if (type) q = q.where('r.type', '=', type)
  if (siteGuid) q = q.where('r.siteGuid', '=', siteGuid)
  if (status !== undefined) q = q.where('r.status', '=', status)
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

export const countVenueResources = (db: Db, f: ResourceFilter) => countOf(resourceWhere(db, f))

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
export const updateVenueResourceAtVersion = updaterAtVersion('venueResource')

export async function deleteVenueResources(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('venueResource').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
