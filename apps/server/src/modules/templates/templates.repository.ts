import type { RemarkTemplateQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { RemarkTemplateTable } from './templates.table.ts'

type RemarkFilter = Omit<RemarkTemplateQuery, 'page' | 'pageSize'>

const remarkWhere = (db: Db, { name, category, status }: RemarkFilter) => {
  let q = db.selectFrom('remarkTemplate')
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  if (category) q = q.where('category', '=', category)
  if (status !== undefined) q = q.where('status', '=', status)
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

export const countRemarkTemplates = (db: Db, f: RemarkFilter) => countOf(remarkWhere(db, f))

export const findRemarkTemplate = (db: Db, guid: string) =>
  db.selectFrom('remarkTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertRemarkTemplate(db: Db, row: Insertable<RemarkTemplateTable>) {
  await db.insertInto('remarkTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updateRemarkTemplateAtVersion = updaterAtVersion('remarkTemplate')

export async function deleteRemarkTemplates(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('remarkTemplate').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
