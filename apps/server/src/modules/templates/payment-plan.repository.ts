import type { PaymentPlanTemplateQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { PaymentPlanTemplateTable } from './templates.table.ts'

type Filter = Omit<PaymentPlanTemplateQuery, 'page' | 'pageSize'>

const where = (db: Db, { name, status }: Filter) => {
  let q = db.selectFrom('paymentPlanTemplate')
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  if (status !== undefined) q = q.where('status', '=', status)
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

export const countPaymentPlans = (db: Db, f: Filter) => countOf(where(db, f))

export const findPaymentPlan = (db: Db, guid: string) =>
  db.selectFrom('paymentPlanTemplate').selectAll().where('guid', '=', guid).executeTakeFirst()

export async function insertPaymentPlan(db: Db, row: Insertable<PaymentPlanTemplateTable>) {
  await db.insertInto('paymentPlanTemplate').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updatePaymentPlanAtVersion = updaterAtVersion('paymentPlanTemplate')

export async function deletePaymentPlans(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db
    .deleteFrom('paymentPlanTemplate')
    .where('guid', 'in', guids)
    .executeTakeFirst()
  return Number(res.numDeletedRows)
}
