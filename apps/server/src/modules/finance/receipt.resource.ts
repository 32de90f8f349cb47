// 收款记录 (/financialManagement/paymentRecords), docs/product/domain.md "Finance": a receipt as
// entered or imported, declared on the resource pattern; its claims (allocations to
// instalments) are receipt-allocation.ts's.
import {
  API,
  type Allocation,
  RECEIPT_METHODS,
  type Receipt,
  type ReceiptMethod,
  receiptStateOf,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

/** Cash carries no bank serial; every other method does. */
export const CASH: ReceiptMethod = '现金'

/** The receipts a caller may see: entered by its departments (finance sees all, by its role). */
const receiptScope = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'receipt.deptId', 'receipt.createdBy')

/** The next free number of the year: SK-2026-0042. */
export async function nextReceiptNumber(db: Db, year: number): Promise<string> {
  const head = `SK-${year}-`
  const last = await db
    .selectFrom('receipt')
    .select((eb) => eb.fn.max('receiptNumber').as('n'))
    .where('receiptNumber', 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

/** 400 on `bankSerial` when another receipt holds it (the unique index is the last word). */
export async function checkSerialFree(db: Db, serial: string | null, guid: string) {
  if (!serial) return
  const other = await db
    .selectFrom('receipt')
    .select('receiptNumber')
    .where('bankSerial', '=', serial)
    .where('guid', '<>', guid)
    .executeTakeFirst()
  if (other)
    throw AppError.invalidField('bankSerial', 'finance.receipt.serialTaken', {
      serial,
      number: other.receiptNumber,
    })
}

/** The allocations of receipts, newest first, with their contracts' and instalments' names. */
export async function allocationsOf(db: Db, receiptGuids: readonly string[]) {
  if (receiptGuids.length === 0) return []
  return db
    .selectFrom('receiptAllocation as a')
    .innerJoin('contractInstalment as i', 'i.guid', 'a.instalmentGuid')
    .innerJoin('contract as c', 'c.guid', 'a.contractGuid')
    .leftJoin('project as p', 'p.guid', 'c.projectGuid')
    .leftJoin('sysUser as u', 'u.id', 'a.createdBy')
    .leftJoin('sysUser as x', 'x.id', 'a.undoneBy')
    .select([
      'a.guid',
      'a.receiptGuid',
      'a.instalmentGuid',
      'a.contractGuid',
      'a.amount',
      'a.createdAt',
      'a.undoneAt',
      'a.undoReason',
      'c.contractNumber',
      'i.seq',
      'i.kind',
      sql<string>`coalesce(p.title, '')`.as('projectTitle'),
      sql<string>`coalesce(u.nick_name, '')`.as('createdByName'),
      sql<string>`coalesce(x.nick_name, '')`.as('undoneByName'),
    ])
    .where('a.receiptGuid', 'in', receiptGuids)
    .orderBy('a.id', 'desc')
    .execute()
}

export const receipts = defineResource({
  table: 'receipt',
  endpoints: API.finance.receipt,
  scope: receiptScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('receipt.payer'), v),
        containsIgnoringCase(eb.ref('receipt.receiptNumber'), v),
        containsIgnoringCase(sql<string>`coalesce(receipt.bank_serial, '')`, v),
      ]),
    state: (eb, v) =>
      v === 'unclaimed'
        ? eb('receipt.allocated', '=', 0)
        : v === 'claimed'
          ? eb('receipt.allocated', '>=', eb.ref('receipt.amount'))
          : eb.and([
              eb('receipt.allocated', '>', 0),
              eb('receipt.allocated', '<', eb.ref('receipt.amount')),
            ]),
    method: (eb, v) => eb('receipt.method', '=', v),
    arrivalFrom: (eb, v) => eb('receipt.arrivalDate', '>=', v),
    arrivalTo: (eb, v) => eb('receipt.arrivalDate', '<=', v),
  },
  orderBy: (q) => q.orderBy('receipt.arrivalDate', 'desc'),
  lookup: async (db, rows) => {
    const creators = [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))]
    const [users, allocations] = await Promise.all([
      creators.length
        ? db.selectFrom('sysUser').select(['id', 'nickName']).where('id', 'in', creators).execute()
        : [],
      // the allocations are the detail's: a list or sheet of many reads none
      rows.length === 1 ? allocationsOf(db, [rows[0]?.guid ?? '']) : [],
    ])
    return { names: new Map(users.map((u) => [u.id, u.nickName])), allocations }
  },
  toItem: (r, { names, allocations }): Receipt => {
    const amount = Number(r.amount)
    const allocated = Number(r.allocated)
    return {
      guid: r.guid,
      receiptNumber: r.receiptNumber,
      payer: r.payer,
      amount,
      allocated,
      unallocated: amount - allocated,
      method: (RECEIPT_METHODS as readonly string[]).includes(r.method)
        ? (r.method as ReceiptMethod)
        : '对公转账',
      arrivalDate: r.arrivalDate,
      bankSerial: r.bankSerial ?? '',
      remark: r.remark,
      state: receiptStateOf({ amount, allocated }),
      createdByName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      allocations: allocations
        .filter((a) => a.receiptGuid === r.guid)
        .map((a): Allocation => ({
          guid: a.guid,
          instalmentGuid: a.instalmentGuid,
          contractGuid: a.contractGuid,
          contractNumber: a.contractNumber,
          projectTitle: a.projectTitle,
          instalmentSeq: a.seq,
          instalmentKind: a.kind,
          amount: Number(a.amount),
          undone: a.undoneAt !== null,
          undoReason: a.undoReason,
          createdByName: a.createdByName,
          createdAt: Number(a.createdAt),
          undoneByName: a.undoneByName,
          undoneAt: a.undoneAt === null ? null : Number(a.undoneAt),
        })),
    }
  },
  toRow: ({ allocations: _a, ...row }) => row,
  sheet: [
    { key: 'receiptNumber', width: 14 },
    { key: 'payer', width: 32 },
    { key: 'amount', value: (r) => Number(r.amount) / 100 },
    { key: 'allocated', value: (r) => Number(r.allocated) / 100 },
    { key: 'method', width: 10 },
    { key: 'arrivalDate', width: 12 },
    { key: 'bankSerial', width: 24, value: (r) => r.bankSerial ?? '' },
    {
      key: 'state',
      width: 10,
      value: (r, t) =>
        t(
          `receipt.states.${receiptStateOf({ amount: Number(r.amount), allocated: Number(r.allocated) })}`,
        ),
    },
    { key: 'remark', width: 30 },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  stamp: (now) => ({ createdAt: now, updatedAt: now }),
  // cash keeps no serial (null: the unique index lets many be empty)
  toColumns: ({ bankSerial, ...f }) => ({
    ...f,
    bankSerial: f.method === CASH || !bankSerial ? null : bankSerial,
  }),
  beforeSave: async ({ trx, user, fields, stored, guid, now }) => {
    if (fields.method !== CASH && !fields.bankSerial)
      throw AppError.invalidField('bankSerial', 'finance.receipt.serialRequired')
    await checkSerialFree(trx, fields.method === CASH ? null : fields.bankSerial, guid)
    if (stored && fields.amount < Number(stored.allocated))
      throw AppError.invalidField('amount', 'finance.receipt.belowAllocated', {
        allocated: (Number(stored.allocated) / 100).toFixed(2),
      })
    if (!stored)
      return {
        receiptNumber: await nextReceiptNumber(trx, new Date(now).getFullYear()),
        createdBy: user.id,
        deptId: user.deptId,
      }
  },
  // only what nothing was claimed of goes (undo its allocations first); undone ones with it
  beforeDelete: async (trx, guids) => {
    const claimed = await trx
      .selectFrom('receipt')
      .select('receiptNumber')
      .where('guid', 'in', guids)
      .where('allocated', '>', 0)
      .executeTakeFirst()
    if (claimed)
      throw AppError.conflict('finance.receipt.claimedNoDelete', { number: claimed.receiptNumber })
    await trx.deleteFrom('receiptAllocation').where('receiptGuid', 'in', guids).execute()
  },
})
