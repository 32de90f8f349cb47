import type { FileTemplateQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { FileTemplateTable } from './templates.table.ts'

type Filter = Omit<FileTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, f: Filter) => {
  let q = db.selectFrom('fileTemplate')
  if (f.name) q = q.where('name', 'like', `%${f.name}%`)
  if (f.category) q = q.where('category', '=', f.category)
  if (f.status !== undefined) q = q.where('status', '=', f.status)
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

export async function countFileTemplates(db: Db, f: Filter): Promise<number> {
  const row = await where(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const findFileTemplate = (db: Db, guid: string) =>
  db.selectFrom('fileTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertFileTemplate(db: Db, row: Insertable<FileTemplateTable>) {
  await db.insertInto('fileTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateFileTemplateAtVersion(
  db: Db,
  guid: string,
  version: number,
  changes: Omit<Updateable<FileTemplateTable>, 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('fileTemplate')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteFileTemplates(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('fileTemplate').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
