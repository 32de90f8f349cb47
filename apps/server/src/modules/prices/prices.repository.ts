import type { SitePriceQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { SitePriceTable } from './prices.table.ts'

type Filter = Omit<SitePriceQuery, 'page' | 'pageSize'>

const where = (db: Db, f: Filter) => {
  let q = db.selectFrom('sitePrice').leftJoin('site', 'site.guid', 'sitePrice.siteGuid')
  if (f.siteGuid) q = q.where('sitePrice.siteGuid', '=', f.siteGuid)
  if (f.periodType) q = q.where('sitePrice.periodType', '=', f.periodType)
  if (f.status !== undefined) q = q.where('sitePrice.status', '=', f.status)
  return q
}

/** Prices with their site's name, in the grid's site order then by period. */
export const findSitePrices = (db: Db, f: Filter, window: { limit: number; offset: number }) =>
  where(db, f)
    .selectAll('sitePrice')
    .select((eb) => eb.fn.coalesce('site.name', eb.val('')).as('siteName'))
    .orderBy('sitePrice.sort')
    .orderBy('site.sort')
    .orderBy('sitePrice.validFrom', 'desc')
    .orderBy('sitePrice.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
export type SitePriceWithSite = Awaited<ReturnType<typeof findSitePrices>>[number]

export const countSitePrices = (db: Db, f: Filter) => countOf(where(db, f))

export const findSitePrice = (db: Db, guid: string) =>
  db
    .selectFrom('sitePrice')
    .leftJoin('site', 'site.guid', 'sitePrice.siteGuid')
    .selectAll('sitePrice')
    .select((eb) => eb.fn.coalesce('site.name', eb.val('')).as('siteName'))
    .where('sitePrice.guid', '=', guid)
    .executeTakeFirst()

/** The sites a price can be for: bookable ones, in the grid's order. */
export const findBookableSites = (db: Db) =>
  db
    .selectFrom('site')
    .select(['guid', 'name'])
    .where('bookable', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()

export const isBookableSite = async (db: Db, guid: string): Promise<boolean> =>
  (await db
    .selectFrom('site')
    .select('id')
    .where('guid', '=', guid)
    .where('bookable', '=', 1)
    .executeTakeFirst()) !== undefined

/** Another price of the site and period type whose validity meets [from, to] (inclusive). */
export const findOverlappingPrice = (
  db: Db,
  p: { siteGuid: string; periodType: string; validFrom: string; validTo: string },
  exceptGuid: string | undefined,
) => {
  let q = db
    .selectFrom('sitePrice')
    .select(['validFrom', 'validTo'])
    .where('siteGuid', '=', p.siteGuid)
    .where('periodType', '=', p.periodType)
    .where('validFrom', '<=', p.validTo)
    .where('validTo', '>=', p.validFrom)
  if (exceptGuid) q = q.where('guid', '!=', exceptGuid)
  return q.executeTakeFirst()
}

export async function insertSitePrice(db: Db, row: Insertable<SitePriceTable>) {
  await db.insertInto('sitePrice').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updateSitePriceAtVersion = updaterAtVersion('sitePrice')

export async function deleteSitePrices(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('sitePrice').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
