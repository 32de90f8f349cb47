import {
  ALL_ENDPOINTS,
  AUDIT_ACTIONS,
  type LoginLog,
  type OperationLog,
  type PageResult,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { type Lang, LANGS, translate } from '#server/i18n/messages.ts'
import { EXPORT_ROW_LIMIT, formatTime, xlsxOf } from '#server/lib/resource.ts'
import { redact } from '#server/lib/redact.ts'
import { deleteLoginLock } from '#server/modules/identity/identity.repository.ts'
import type { EndpointDeps } from '#server/plugins/endpoint.ts'
import {
  type LogFilter,
  type OperLogFilter,
  findLoginLogPage,
  findOperLogPage,
  insertOperLog,
} from './logs.repository.ts'

/** The endpoint hook that stores each write's operation-log row (routes.ts plugs it in). */
export const operationRecorder =
  (db: Db): EndpointDeps['recordWrite'] =>
  (record) =>
    insertOperLog(db, { ...record, success: record.success ? 1 : 0 })

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

/**
 * The page titles an operation's module may be stored as (endpoints name theirs by an
 * i18n key, e.g. venue.route.remarkTemplate); older rows hold a URL segment.
 */
const AUDITED_MODULES = [
  ...new Set(ALL_ENDPOINTS.flatMap((e) => (e.audit ? [e.audit.module] : []))),
]

/** The stored modules whose name, in any language, contains `text`. */
const modulesNamed = (text: string): string[] => {
  const wanted = text.toLowerCase()
  return AUDITED_MODULES.filter((key) =>
    LANGS.some((lang) => translate(lang, key).toLowerCase().includes(wanted)),
  )
}

/** An operation's module and action in the caller's words (older rows as stored). */
const namedInLang = <R extends { module: string; action: string }>(r: R, lang: Lang): R => ({
  ...r,
  module: translate(lang, r.module),
  action: (AUDIT_ACTIONS as readonly string[]).includes(r.action)
    ? translate(lang, `logs.action.${r.action}`)
    : r.action,
})

export async function operationLogPage(
  db: Db,
  f: OperLogFilter,
  lang: Lang,
): Promise<PageResult<OperationLog>> {
  const modules = f.module ? modulesNamed(f.module) : []
  const { list, count } = await findOperLogPage(db, f, modules)
  return {
    count,
    list: list.map((r) => ({
      ...namedInLang(r, lang),
      params: redactParams(r.params),
      success: r.success === 1,
    })),
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

type ExportFilter<F> = Omit<F, 'page' | 'pageSize'>

/** The filtered sign-in attempts as .xlsx (labels in the caller's language). */
export async function exportLoginLog(db: Db, f: ExportFilter<LogFilter>, lang: Lang) {
  const { list } = await loginLogPage(db, { ...f, page: 1, pageSize: EXPORT_ROW_LIMIT })
  const h = (key: string) => translate(lang, `export.log.${key}`)
  return xlsxOf(
    translate(lang, 'export.loginLog.sheet'),
    [
      { header: h('id'), width: 10, value: (r: LoginLog) => r.id },
      { header: h('userName'), value: (r) => r.userName },
      { header: h('ip'), value: (r) => r.ip },
      { header: h('browser'), width: 40, value: (r) => r.userAgent },
      {
        header: h('method'),
        value: (r) => h(r.method === 'feishu' ? 'methodFeishu' : 'methodPassword'),
      },
      { header: h('result'), width: 8, value: (r) => h(r.success ? 'success' : 'fail') },
      { header: h('message'), width: 30, value: (r) => r.message },
      { header: h('time'), width: 20, value: (r) => formatTime(r.createdAt) },
    ],
    list,
  )
}

/** The filtered operation log as .xlsx; parameters are redacted as on screen. */
export async function exportOperationLog(db: Db, f: ExportFilter<OperLogFilter>, lang: Lang) {
  const { list } = await operationLogPage(db, { ...f, page: 1, pageSize: EXPORT_ROW_LIMIT }, lang)
  const h = (key: string) => translate(lang, `export.log.${key}`)
  return xlsxOf(
    translate(lang, 'export.operationLog.sheet'),
    [
      { header: h('id'), width: 10, value: (r: OperationLog) => r.id },
      { header: h('module'), value: (r) => r.module },
      { header: h('action'), value: (r) => r.action },
      { header: h('userName'), value: (r) => r.userName },
      { header: h('ip'), value: (r) => r.ip },
      { header: h('url'), width: 40, value: (r) => r.url },
      { header: h('params'), width: 60, value: (r) => r.params },
      { header: h('result'), width: 8, value: (r) => h(r.success ? 'success' : 'fail') },
      { header: h('duration'), width: 12, value: (r) => r.durationMs },
      { header: h('time'), width: 20, value: (r) => formatTime(r.createdAt) },
    ],
    list,
  )
}
