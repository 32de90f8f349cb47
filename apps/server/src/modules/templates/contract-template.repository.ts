import type { ContractTemplateQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { ContractTemplateTable } from './templates.table.ts'

type Filter = Omit<ContractTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, f: Filter) => {
  let q = db.selectFrom('contractTemplate')
  if (f.name) q = q.where('name', 'like', `%${f.name}%`)
  if (f.contractType) q = q.where('contractType', '=', f.contractType)
  if (f.status !== undefined) q = q.where('status', '=', f.status)
  return q
}

export const findContractTemplates = (
  db: Db,
  f: Filter,
  window: { limit: number; offset: number },
) =>
  where(db, f)
    .selectAll()
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()

export async function countContractTemplates(db: Db, f: Filter): Promise<number> {
  const row = await where(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const findContractTemplate = (db: Db, guid: string) =>
  db.selectFrom('contractTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertContractTemplate(db: Db, row: Insertable<ContractTemplateTable>) {
  await db.insertInto('contractTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateContractTemplateAtVersion(
  db: Db,
  guid: string,
  version: number,
  changes: Omit<Updateable<ContractTemplateTable>, 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('contractTemplate')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteContractTemplates(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('contractTemplate').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
