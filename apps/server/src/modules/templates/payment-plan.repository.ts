import type { PaymentPlanTemplateQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { PaymentPlanTemplateTable } from './templates.table.ts'

type Filter = Omit<PaymentPlanTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, f: Filter) => {
  let q = db.selectFrom('paymentPlanTemplate')
  if (f.name) q = q.where('name', 'like', `%${f.name}%`)
  if (f.status !== undefined) q = q.where('status', '=', f.status)
  return q
}

export const findPaymentPlans = (db: Db, f: Filter, window: { limit: number; offset: number }) =>
  where(db, f)
    .selectAll()
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()

export async function countPaymentPlans(db: Db, f: Filter): Promise<number> {
  const row = await where(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const findPaymentPlan = (db: Db, guid: string) =>
  db.selectFrom('paymentPlanTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertPaymentPlan(db: Db, row: Insertable<PaymentPlanTemplateTable>) {
  await db.insertInto('paymentPlanTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updatePaymentPlanAtVersion(
  db: Db,
  guid: string,
  version: number,
  changes: Omit<Updateable<PaymentPlanTemplateTable>, 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('paymentPlanTemplate')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deletePaymentPlans(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db
    .deleteFrom('paymentPlanTemplate')
    .where('guid', 'in', guids)
    .executeTakeFirst()
  return Number(res.numDeletedRows)
}
