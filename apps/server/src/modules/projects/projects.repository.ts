import type { Db } from '#server/db/database.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'

/**
 * Venue projects whose title or number contains `keyword` (all when unset), the latest
 * opening first, at most `limit`.
 */
export async function searchProjects(db: Db, keyword: string | undefined, limit: number) {
  let q = db
    .selectFrom('project')
    .select(['guid', 'title', 'projectNumber'])
    .orderBy('startTime', (ob) => ob.desc().nullsLast())
    .orderBy('guid')
    .limit(limit)
  if (keyword) {
    q = q.where((eb) =>
      eb.or([
        containsIgnoringCase(eb.ref('title'), keyword),
        containsIgnoringCase(eb.ref('projectNumber'), keyword),
      ]),
    )
  }
  return q.execute()
}

export async function projectExists(db: Db, guid: string): Promise<boolean> {
  const row = await db
    .selectFrom('project')
    .select('guid')
    .where('guid', '=', guid)
    .executeTakeFirst()
  return row !== undefined
}
