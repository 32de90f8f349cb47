import type { FileTemplateQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { FileTemplateTable } from './templates.table.ts'

type Filter = Omit<FileTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, { name, category, status }: Filter) => {
  let q = db.selectFrom('fileTemplate')
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  if (category) q = q.where('category', '=', category)
  if (status !== undefined) q = q.where('status', '=', status)
  return q
}

export const findFileTemplates = (db: Db, f: Filter, window: { limit: number; offset: number }) =>
  where(db, f)
    .selectAll()
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()

export const countFileTemplates = (db: Db, f: Filter) => countOf(where(db, f))

export const findFileTemplate = (db: Db, guid: string) =>
  db.selectFrom('fileTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertFileTemplate(db: Db, row: Insertable<FileTemplateTable>) {
  await db.insertInto('fileTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updateFileTemplateAtVersion = updaterAtVersion('fileTemplate')

export async function deleteFileTemplates(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('fileTemplate').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
