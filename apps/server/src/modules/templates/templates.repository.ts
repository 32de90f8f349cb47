import type { RemarkTemplateQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { RemarkTemplateTable } from './templates.table.ts'

type RemarkFilter = Omit<RemarkTemplateQuery, 'page' | 'pageSize'>

const remarkWhere = (db: Db, f: RemarkFilter) => {
  let q = db.selectFrom('remarkTemplate')
  if (f.name) q = q.where('name', 'like', `%${f.name}%`)
  if (f.category) q = q.where('category', '=', f.category)
  if (f.status !== undefined) q = q.where('status', '=', f.status)
  return q
}

export async function findRemarkTemplates(
  db: Db,
  f: RemarkFilter,
  window: { limit: number; offset: number },
) {
  return remarkWhere(db, f)
    .selectAll()
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}

export async function countRemarkTemplates(db: Db, f: RemarkFilter): Promise<number> {
  const row = await remarkWhere(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const findRemarkTemplate = (db: Db, guid: string) =>
  db.selectFrom('remarkTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertRemarkTemplate(db: Db, row: Insertable<RemarkTemplateTable>) {
  await db.insertInto('remarkTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateRemarkTemplateAtVersion(
  db: Db,
  guid: string,
  version: number,
  changes: Omit<Updateable<RemarkTemplateTable>, 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('remarkTemplate')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteRemarkTemplates(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('remarkTemplate').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
