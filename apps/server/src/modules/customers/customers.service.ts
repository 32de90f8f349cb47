import {
  CUSTOMER_PROJECTS_MAX,
  type CustomerOwnerOption,
  type CustomerProject,
  type FollowUp,
  type FollowUpAdd,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { enabledUserOptions } from '#server/modules/users/user-options.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { customers } from './customer.resource.ts'

/** The customer `guid` when the caller may see it (its data scope), else a 404. */
export async function reachableCustomer(db: Db, guid: string, user: AuthUser) {
  const row = await customers.find(db, guid, user)
  if (!row) throw AppError.notFound()
  return row
}

/** The enabled users who can own a customer, by department then name. */
export const ownerOptions = (db: Db): Promise<CustomerOwnerOption[]> => enabledUserOptions(db)

/** A customer's projects, the latest opening first (undated ones last). */
export async function customerProjects(
  db: Db,
  customerGuid: string,
  user: AuthUser,
): Promise<CustomerProject[]> {
  await reachableCustomer(db, customerGuid, user)
  const rows = await db
    .selectFrom('project')
    .select(['guid', 'projectNumber', 'title', 'status', 'startTime', 'endTime', 'contractAmount'])
    .where('customerGuid', '=', customerGuid)
    .orderBy('startTime', (ob) => ob.desc().nullsLast())
    .orderBy('guid')
    .limit(CUSTOMER_PROJECTS_MAX)
    .execute()
  return rows.map((r) => ({
    ...r,
    startTime: r.startTime === null ? null : Number(r.startTime),
    endTime: r.endTime === null ? null : Number(r.endTime),
    contractAmount: r.contractAmount === null ? null : Number(r.contractAmount),
  }))
}

/** A follow-up as the contract answers it (a customer's or an opportunity's). */
export const toFollowUp = (r: {
  guid: string
  method: string
  content: string
  nextDate: string | null
  userName: string
  createdAt: number
}): FollowUp => ({
  guid: r.guid,
  method: r.method,
  content: r.content,
  nextDate: r.nextDate,
  userName: r.userName,
  createdAt: Number(r.createdAt),
})

/** A customer's follow-up log, newest first. */
export async function followUpsOf(db: Db, customerGuid: string, user: AuthUser) {
  await reachableCustomer(db, customerGuid, user)
  const rows = await db
    .selectFrom('customerFollowUp')
    .selectAll()
    .where('customerGuid', '=', customerGuid)
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toFollowUp)
}

/** Records a follow-up of a customer the caller may see. */
export async function addFollowUp(
  db: Db,
  input: FollowUpAdd & { nextDate: string | null },
  user: AuthUser,
  now: number,
): Promise<FollowUp> {
  await reachableCustomer(db, input.customerGuid, user)
  const row = {
    guid: newGuid(),
    customerGuid: input.customerGuid,
    method: input.method,
    content: input.content,
    nextDate: input.nextDate,
    userId: user.id,
    userName: user.nickName,
    createdAt: now,
  }
  await db.insertInto('customerFollowUp').values(row).execute()
  return toFollowUp(row)
}
