import type { LoginLog, OperationLog, PageResult } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { registerMessages } from '#server/i18n/messages.ts'
import { redact } from '#server/lib/redact.ts'
import { deleteLoginLock } from '#server/modules/identity/identity.repository.ts'
import {
  type LogFilter,
  type OperLogFilter,
  findLoginLogPage,
  findOperLogPage,
} from './logs.repository.ts'

registerMessages({
  unlockDone: { zh: '解锁成功', en: 'Unlocked', es: 'Desbloqueada', ja: 'ロックを解除しました' },
})

export async function loginLogPage(db: Db, f: LogFilter): Promise<PageResult<LoginLog>> {
  const { list, count } = await findLoginLogPage(db, f, Date.now())
  return {
    count,
    list: list.map((r) => ({
      ...r,
      method: r.method === 'feishu' ? 'feishu' : 'password',
      success: r.success === 1,
      lockedUntil: r.lockedUntil ?? null,
    })),
  }
}

/** 解锁: forgets the failures and the lock of an account for one IP. */
export async function unlockLogin(db: Db, userName: string, ip: string): Promise<void> {
  await deleteLoginLock(db, userName, ip)
}

export async function operationLogPage(
  db: Db,
  f: OperLogFilter,
): Promise<PageResult<OperationLog>> {
  const { list, count } = await findOperLogPage(db, f)
  return {
    count,
    list: list.map((r) => ({ ...r, params: redactParams(r.params), success: r.success === 1 })),
  }
}

/**
 * Parameters are redacted when written; they are redacted again on the way out, so rows
 * written before a secret-looking key was added to the list never show it either.
 */
function redactParams(params: string): string {
  if (!params) return params
  try {
    return JSON.stringify(redact(JSON.parse(params)))
  } catch {
    // truncated JSON (over 2000 characters) cannot be parsed: it was redacted when written
    return params
  }
}
