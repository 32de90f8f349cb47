import type { ContractTemplateQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { ContractTemplateTable } from './templates.table.ts'

type Filter = Omit<ContractTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, { name, contractType, status }: Filter) => {
  let q = db.selectFrom('contractTemplate')
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  if (contractType) q = q.where('contractType', '=', contractType)
  if (status !== undefined) q = q.where('status', '=', status)
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

export const countContractTemplates = (db: Db, f: Filter) => countOf(where(db, f))

export const findContractTemplate = (db: Db, guid: string) =>
  db.selectFrom('contractTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertContractTemplate(db: Db, row: Insertable<ContractTemplateTable>) {
  await db.insertInto('contractTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updateContractTemplateAtVersion = updaterAtVersion('contractTemplate')

export async function deleteContractTemplates(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('contractTemplate').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
