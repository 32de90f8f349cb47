import {
  type ChangePasswordBody,
  type LoginQuery,
  type LoginResult,
  type MenuNode,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  ResultCode,
  SYSTEM_CODES,
  type SystemEntry,
  type UserInfo,
} from '@app/contracts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/database.ts'
import { type MessageParams, translate } from '#server/i18n/messages.ts'
import { newToken, sha256Hex } from '#server/lib/crypto.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { insertLoginLog } from '#server/modules/logs/logs.repository.ts'
import { FeishuError, fetchFeishuOpenId } from './feishu-client.ts'
import {
  type MenuRecord,
  type UserRecord,
  bindOpenId,
  deleteBindTicket,
  deleteLoginLock,
  findBindTicket,
  findDeptName,
  findGrantedSystems,
  findLoginLock,
  findMenus,
  findUserById,
  findUserByName,
  findUserByOpenId,
  insertBindTicket,
  saveLoginLock,
  updatePasswordHash,
} from './identity.repository.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts'
import { findUserGrants } from './session.repository.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { endOtherSessions, endSession, startSession } from './session.service.ts'

export interface IdentityDeps {
  db: Db
  config: Config
}

/** Who is knocking: the login log and the lock are per IP. */
export interface Client {
  ip: string
  userAgent: string
}

type LoginMethod = 'password' | 'feishu'

const BIND_TICKET_MS = 10 * 60_000

/** HH:mm of a time, in the server's time zone (the lock message). */
export const clockTime = (ms: number): string => {
  const d = new Date(ms)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}

/** One login-log row. The message is stored in zh, the language of the admin screens' data. */
async function logAttempt(
  db: Db,
  a: { userName: string; client: Client; method: LoginMethod; success: boolean },
  key: string,
  params?: MessageParams,
): Promise<void> {
  await insertLoginLog(db, {
    userName: a.userName.slice(0, 64),
    ip: a.client.ip.slice(0, 64),
    userAgent: a.client.userAgent.slice(0, 300),
    method: a.method,
    success: a.success ? 1 : 0,
    message: translate('zh', key, params).slice(0, 500),
    createdAt: Date.now(),
  })
}

/**
 * A login-log row for sign-in calls refused by the rate limit, at most one per client key
 * per window: a flood must not turn into a flood of writes (docs/product/performance.md "API": the
 * rate limit, not the CPU, stops it). The message is the 429 answer's text.
 */
export function rateLimitLogger(db: Db, windowMs: number, now: () => number = Date.now) {
  const loggedUntil = new Map<string, number>()
  return (key: string, a: { userName: string; client: Client; method: LoginMethod }): void => {
    const at = now()
    if ((loggedUntil.get(key) ?? 0) > at) return
    // forget finished windows before the map can grow with every address of a flood
    if (loggedUntil.size > 10_000) {
      for (const [k, until] of loggedUntil) if (until <= at) loggedUntil.delete(k)
    }
    loggedUntil.set(key, at + windowMs)
    logAttempt(db, { ...a, success: false }, 'tooMany').catch(() => {
      // the refusal stands even when the log cannot be written
    })
  }
}

/** Logs a failed attempt and throws the answer the caller sees. */
async function refuse(
  db: Db,
  a: { userName: string; client: Client; method: LoginMethod },
  error: AppError,
): Promise<never> {
  await logAttempt(db, { ...a, success: false }, error.messageKey, error.params)
  throw error
}

/**
 * Checks a user name + password hash with the per-account-and-IP lock: while locked the
 * password is not even looked at; every failure (unknown user, wrong password, disabled
 * user) reads the same and counts; the last allowed failure locks; a success clears it.
 */
export async function checkPassword(
  deps: IdentityDeps,
  q: LoginQuery,
  client: Client,
  method: LoginMethod,
): Promise<UserRecord> {
  const { db, config } = deps
  const who = { userName: q.userName, client, method }
  const now = Date.now()
  const lockMs = config.loginLockMinutes * 60_000
  const lock = await findLoginLock(db, q.userName, client.ip)
  if (lock?.lockedUntil && lock.lockedUntil > now) {
    return refuse(db, who, locked(lock.lockedUntil))
  }

  const user = await findUserByName(db, q.userName)
  const ok = user ? await verifyPassword(user.passwordHash, q.pwd) : await verifyAgainstDummy(q.pwd)
  if (user && ok && user.status === 1) {
    if (lock) await deleteLoginLock(db, q.userName, client.ip)
    return user
  }

  // a lock that has run out, or failures older than one lock period, start the count afresh
  const stale = !lock || lock.lockedUntil !== null || now - lock.updatedAt > lockMs
  const failures = stale ? 1 : lock.failures + 1
  const lockedUntil = failures >= config.loginMaxFailures ? now + lockMs : null
  await saveLoginLock(db, { userName: q.userName, ip: client.ip, failures, lockedUntil, now })
  if (lockedUntil) return refuse(db, who, locked(lockedUntil))
  return refuse(
    db,
    who,
    AppError.badRequest('loginFailed', { left: config.loginMaxFailures - failures }),
  )
}

const locked = (until: number) =>
  new AppError(
    ResultCode.tooMany,
    'loginLocked',
    { time: clockTime(until) },
    { lockedUntil: until },
  )

/** Starts a session and answers what the web stores at sign-in. */
async function signIn(
  db: Db,
  user: UserRecord,
  client: Client,
  method: LoginMethod,
): Promise<LoginResult> {
  const token = await startSession(db, user.id, client)
  const info = await buildUserInfo(db, user)
  await logAttempt(db, { userName: user.userName, client, method, success: true }, 'loginSuccess')
  return { token, ...info }
}

export async function loginByPassword(
  deps: IdentityDeps,
  q: LoginQuery,
  client: Client,
): Promise<LoginResult> {
  const user = await checkPassword(deps, q, client, 'password')
  return signIn(deps.db, user, client, 'password')
}

/** The signed-in user's menus and grants (`GET /login/info`, and sign-in without the token). */
export async function loginInfo(db: Db, user: AuthUser): Promise<UserInfo> {
  const row = await findUserById(db, user.id)
  if (!row) throw AppError.unauthorized()
  return buildUserInfo(db, row)
}

async function buildUserInfo(db: Db, user: UserRecord): Promise<UserInfo> {
  const grants = await findUserGrants(db, user.id)
  const roleIds = grants.roles.map((r) => r.id)
  const isAdmin = grants.roles.some((r) => r.roleKey === 'admin')
  const systems = (await findGrantedSystems(db, roleIds)).filter(
    (s): s is { code: SystemEntry['code']; name: string } =>
      (SYSTEM_CODES as readonly string[]).includes(s.code),
  )
  const menus = await findMenus(
    db,
    systems.map((s) => s.code),
    isAdmin ? 'all' : roleIds,
  )
  return {
    menuList: systems.map((s) => ({
      name: s.name,
      code: s.code,
      menus: menuTree(menus.filter((m) => m.systemCode === s.code)),
    })),
    roleNames: grants.roles.map((r) => r.roleName),
    roles: grants.roles.map((r) => r.roleKey),
    permissions: grants.permissions,
    nickName: user.nickName,
    userName: user.userName,
    deptName: await findDeptName(db, user.deptId),
    addDate: user.createdAt,
  }
}

/**
 * M groups → C pages → F buttons, in the order given. A menu whose parent is not granted
 * (or disabled) is left out with its subtree: it could not be reached in the UI anyway.
 * `children` holds every sub-node; `menus` (always there) only the menus among them, groups
 * and pages without the F buttons (docs/product/api.md "Identity").
 */
export function menuTree(rows: MenuRecord[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>()
  for (const m of rows) {
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      path: m.path,
      menuName: m.menuName,
      menuType: m.menuType as MenuNode['menuType'],
      ...(m.icon ? { icon: m.icon } : {}),
      ...(m.perms ? { infPerms: m.perms } : {}),
      ...(m.hidden ? { hidden: true } : {}),
      menus: [],
    })
  }
  const roots: MenuNode[] = []
  for (const m of rows) {
    const node = nodes.get(m.id) as MenuNode
    if (m.parentId === 0) roots.push(node)
    else {
      const parent = nodes.get(m.parentId)
      if (parent) {
        parent.children ??= []
        parent.children.push(node)
        if (node.menuType !== 'F') parent.menus?.push(node)
      }
    }
  }
  return roots
}

// --- Feishu -----------------------------------------------------------------------------

const FEISHU_ERRORS: Record<FeishuError['kind'], () => AppError> = {
  // switched off here: the caller's 4xx (a 5xx is kept for the server's own faults)
  notConfigured: () => AppError.notFound('feishuNotConfigured'),
  rejected: () => AppError.badRequest('feishuCodeInvalid'),
  unavailable: () => new AppError(502, 'feishuUnavailable'),
}

/**
 * Sign-in with a Feishu code: a bound account signs in; an unbound one answers 206 with a
 * one-time bind ticket (stored hashed, 10 minutes) for `/login/fs/binding`.
 */
export async function loginByFeishu(
  deps: IdentityDeps,
  code: string,
  client: Client,
): Promise<LoginResult> {
  const { db } = deps
  const who = { userName: '', client, method: 'feishu' as const }
  let openId: string
  try {
    openId = await fetchFeishuOpenId(deps.config.feishu, code)
  } catch (err) {
    if (err instanceof FeishuError) return refuse(db, who, FEISHU_ERRORS[err.kind]())
    throw err
  }
  const user = await findUserByOpenId(db, openId)
  if (user && user.status !== 1) {
    return refuse(
      db,
      { ...who, userName: user.userName },
      new AppError(ResultCode.forbidden, 'accountDisabled'),
    )
  }
  if (user) return signIn(db, user, client, 'feishu')

  const bindTicket = newToken()
  const now = Date.now()
  await insertBindTicket(db, {
    ticketHash: sha256Hex(bindTicket),
    openId,
    expiresAt: now + BIND_TICKET_MS,
    now,
  })
  return refuse(db, who, new AppError(ResultCode.partial, 'feishuNotBound', {}, { bindTicket }))
}

/** Binds the Feishu account of a bind ticket to the user whose password is given, then signs in. */
export async function bindFeishu(
  deps: IdentityDeps,
  q: LoginQuery & { bindTicket: string },
  client: Client,
): Promise<LoginResult> {
  const { db } = deps
  const ticketHash = sha256Hex(q.bindTicket)
  const ticket = await findBindTicket(db, ticketHash, Date.now())
  if (!ticket) {
    const who = { userName: q.userName, client, method: 'feishu' as const }
    return refuse(db, who, AppError.badRequest('bindTicketInvalid'))
  }
  const user = await checkPassword(deps, q, client, 'feishu')
  await db.transaction().execute(async (trx) => {
    await bindOpenId(trx, user.id, ticket.openId)
    await deleteBindTicket(trx, ticketHash)
  })
  return signIn(db, user, client, 'feishu')
}

// --- session ----------------------------------------------------------------------------

export async function logout(db: Db, user: AuthUser): Promise<'success'> {
  await endSession(db, user.tokenHash, user.id)
  return 'success'
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A field of the change-password body: base64 of UTF-8 text (docs/product/api.md "Passwords"). */
export function decodeField(value: string): string {
  if (value.length % 4 !== 0 || !BASE64.test(value)) {
    throw AppError.badRequest('password.notEncoded')
  }
  try {
    return utf8.decode(Buffer.from(value, 'base64'))
  } catch {
    throw AppError.badRequest('password.notEncoded')
  }
}

/**
 * The password policy (docs/product/shell.md "Change password"), for a new user's password
 * and a changed one: the first rule broken is a 400, on `field` when given.
 */
export function checkPasswordPolicy(password: string, field?: string): void {
  const length = [...password].length
  const refuse = (key: string, params?: Record<string, number>) =>
    field ? AppError.invalidField(field, key, params) : AppError.badRequest(key, params)
  if (!password) throw refuse('password.required')
  if (length < PASSWORD_MIN) throw refuse('password.tooShort', { min: PASSWORD_MIN })
  if (length > PASSWORD_MAX) throw refuse('password.tooLong', { max: PASSWORD_MAX })
  if (!PASSWORD_PATTERN.test(password)) throw refuse('password.weak')
}

/** The change-password dialog's rules, in its order, so the message matches the form. */
function checkNewPassword(oldPassword: string, password: string, confirm: string): void {
  if (!oldPassword) throw AppError.badRequest('password.oldRequired')
  checkPasswordPolicy(password)
  if (!confirm) throw AppError.badRequest('password.confirmRequired')
  if (confirm !== password) throw AppError.badRequest('password.mismatch')
}

/**
 * Changes the caller's own password and signs out their other sessions (a stolen token
 * dies with the old password); the session making the change stays.
 */
export async function changeOwnPassword(
  db: Db,
  user: AuthUser,
  body: ChangePasswordBody,
): Promise<void> {
  const oldPassword = decodeField(body.oldPassword)
  const password = decodeField(body.password)
  checkNewPassword(oldPassword, password, decodeField(body.confirmPassword))
  const row = await findUserById(db, user.id)
  if (!row || !(await verifyPassword(row.passwordHash, sha256Hex(oldPassword)))) {
    throw AppError.badRequest('password.oldWrong')
  }
  await updatePasswordHash(db, user.id, await hashPassword(sha256Hex(password)))
  await endOtherSessions(db, user.id, user.tokenHash)
}
