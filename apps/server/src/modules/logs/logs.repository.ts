import type { ExpressionBuilder, Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import type { Database } from '#server/db/schema.ts'
import type { LoginLogTable, OperLogTable } from './logs.table.ts'

export async function insertLoginLog(db: Db, row: Insertable<LoginLogTable>): Promise<void> {
  await db.insertInto('sysLoginLog').values(row).execute()
}

export async function insertOperLog(db: Db, row: Insertable<OperLogTable>): Promise<void> {
  await db.insertInto('sysOperLog').values(row).execute()
}

export interface LogFilter {
  page: number
  pageSize: number
  userName?: string | undefined
  success?: boolean | undefined
  timeFrom?: number | undefined
  timeTo?: number | undefined
}

type LoginLogEb = ExpressionBuilder<Database, 'sysLoginLog'>

function loginLogWhere(f: LogFilter) {
  return (eb: LoginLogEb) => {
    const and = []
    if (f.userName) and.push(contains(eb.ref('sysLoginLog.userName'), f.userName))
    if (f.success !== undefined) and.push(eb('sysLoginLog.success', '=', f.success ? 1 : 0))
    if (f.timeFrom !== undefined) and.push(eb('sysLoginLog.createdAt', '>=', f.timeFrom))
    if (f.timeTo !== undefined) and.push(eb('sysLoginLog.createdAt', '<=', f.timeTo))
    return eb.and(and)
  }
}

/** A page of sign-in attempts, newest first, with the lock of that account + IP when still on. */
export async function findLoginLogPage(db: Db, f: LogFilter, now: number) {
  const where = loginLogWhere(f)
  const { count } = await db
    .selectFrom('sysLoginLog')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow()
  const list = await db
    .selectFrom('sysLoginLog')
    .leftJoin('sysLoginLock', (join) =>
      join
        .onRef('sysLoginLock.userName', '=', 'sysLoginLog.userName')
        .onRef('sysLoginLock.ip', '=', 'sysLoginLog.ip')
        .on('sysLoginLock.lockedUntil', '>', now),
    )
    .select([
      'sysLoginLog.id',
      'sysLoginLog.userName',
      'sysLoginLog.ip',
      'sysLoginLog.userAgent',
      'sysLoginLog.method',
      'sysLoginLog.success',
      'sysLoginLog.message',
      'sysLoginLog.createdAt',
      'sysLoginLock.lockedUntil',
    ])
    .where(where)
    .orderBy('sysLoginLog.createdAt', 'desc')
    .orderBy('sysLoginLog.id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute()
  return { list, count: Number(count) }
}

export interface OperLogFilter extends LogFilter {
  module?: string | undefined
}

/**
 * A page of operation-log rows, newest first. The module filter matches the stored text,
 * or any of `modules` (the page titles whose name contains it).
 */
export async function findOperLogPage(db: Db, f: OperLogFilter, modules: readonly string[] = []) {
  const where = (eb: ExpressionBuilder<Database, 'sysOperLog'>) => {
    const and = []
    if (f.userName) and.push(contains(eb.ref('sysOperLog.userName'), f.userName))
    if (f.module) {
      const named = contains(eb.ref('sysOperLog.module'), f.module)
      and.push(modules.length ? eb.or([named, eb('sysOperLog.module', 'in', modules)]) : named)
    }
    if (f.success !== undefined) and.push(eb('sysOperLog.success', '=', f.success ? 1 : 0))
    if (f.timeFrom !== undefined) and.push(eb('sysOperLog.createdAt', '>=', f.timeFrom))
    if (f.timeTo !== undefined) and.push(eb('sysOperLog.createdAt', '<=', f.timeTo))
    return eb.and(and)
  }
  const { count } = await db
    .selectFrom('sysOperLog')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow()
  const list = await db
    .selectFrom('sysOperLog')
    .selectAll()
    .where(where)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute()
  return { list, count: Number(count) }
}
