import type { ExpressionBuilder, Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { contains } from '#server/lib/like.ts'
import type { ClientErrorTable } from './client-errors.table.ts'

export async function insertClientErrors(
  db: Db,
  rows: Insertable<ClientErrorTable>[],
): Promise<void> {
  if (rows.length) await db.insertInto('sysClientError').values(rows).execute()
}

/** Forgets the errors stored before `before` (ms). */
export async function deleteClientErrorsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sysClientError').where('createdAt', '<', before).execute()
}

export interface ClientErrorFilter {
  page: number
  pageSize: number
  userName?: string | undefined
  timeFrom?: number | undefined
  timeTo?: number | undefined
}

/** A page of stored errors, newest first. */
export async function findClientErrorPage(db: Db, f: ClientErrorFilter) {
  const where = (eb: ExpressionBuilder<Database, 'sysClientError'>) => {
    const and = []
    if (f.userName) and.push(contains(eb.ref('sysClientError.userName'), f.userName))
    if (f.timeFrom !== undefined) and.push(eb('sysClientError.createdAt', '>=', f.timeFrom))
    if (f.timeTo !== undefined) and.push(eb('sysClientError.createdAt', '<=', f.timeTo))
    return eb.and(and)
  }
  const { count } = await db
    .selectFrom('sysClientError')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow()
  const list = await db
    .selectFrom('sysClientError')
    .selectAll()
    .where(where)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute()
  return { list, count: Number(count) }
}
