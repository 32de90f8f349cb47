import { onChange, publishChange } from '#server/db/change-bus.ts'
import type { Db } from '#server/db/database.ts'
import { newToken, sha256Hex } from '#server/lib/crypto.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import type { EndpointDeps } from '#server/plugins/endpoint.ts'
import {
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  findUserGrants,
  insertSession,
  keptSessionUser,
  touchSession,
} from './session.repository.ts'

// Writing last_seen_at on every request would make each read a write; a minute of
// slack on an 8-hour idle expiry is invisible to users.
const TOUCH_EVERY_MS = 60_000

// Roles and permissions change rarely and are read on every call; each instance keeps
// them for a few seconds. The session itself (revocation, idle expiry) is kept at most a
// second (session.repository.ts); a logout ends it at once here and, told through the
// change bus, within milliseconds on the other instances. A role change
// is told to every instance (forgetGrants → db/change-bus.ts: at once here, by PostgreSQL
// NOTIFY elsewhere); the expiry is the fallback for a notification lost with its connection.
const GRANTS_TTL_MS = 5_000
type Grants = Awaited<ReturnType<typeof findUserGrants>>
// keyed by database too: tests run several databases in one process
const grantsCache = new WeakMap<Db, Map<number, { at: number; grants: Grants }>>()

const cacheOf = (db: Db) => {
  let byUser = grantsCache.get(db)
  if (!byUser) {
    const created = new Map<number, { at: number; grants: Grants }>()
    grantsCache.set(db, created)
    onChange(db, (change) => {
      if (change.topic !== 'grants') return
      if (change.userId === undefined) created.clear()
      else created.delete(change.userId)
    })
    byUser = created
  }
  return byUser
}

/** The kept grants of a user, if fresh: no await on the hot path. */
function keptGrants(db: Db, userId: number, now: number): Grants | undefined {
  const hit = cacheOf(db).get(userId)
  return hit && now - hit.at < GRANTS_TTL_MS ? hit.grants : undefined
}

async function grantsOf(db: Db, userId: number, now: number): Promise<Grants> {
  const byUser = cacheOf(db)
  const grants = await findUserGrants(db, userId)
  if (byUser.size > 10_000) byUser.clear()
  byUser.set(userId, { at: now, grants })
  return grants
}

/**
 * Drops cached grants (all, or one user's) after roles, menus or assignments change, on
 * every instance. Call it once the change is committed.
 */
export function forgetGrants(db: Db, userId?: number): void {
  cacheOf(db)
  publishChange(db, userId === undefined ? { topic: 'grants' } : { topic: 'grants', userId })
}

/** Starts a session for the user; answers the opaque token (only its hash is stored). */
export async function startSession(
  db: Db,
  userId: number,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const token = newToken()
  await insertSession(db, { tokenHash: sha256Hex(token), userId, ...client, now: Date.now() })
  return token
}

/** The signed-in user behind a token, or null when unknown, idle too long or disabled. */
export async function resolveSession(
  db: Db,
  token: string,
  idleMinutes: number,
): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null
  const tokenHash = sha256Hex(token)
  let row = keptSessionUser(db, tokenHash) ?? (await findSessionUser(db, tokenHash))
  let now = Date.now()
  // the row may have been kept a moment (session.repository.ts): what ends or touches the
  // session is decided on the stored one
  if (
    row &&
    (row.status !== 1 || now - row.lastSeenAt > Math.min(TOUCH_EVERY_MS, idleMinutes * 60_000))
  ) {
    row = await findSessionUser(db, tokenHash, true)
    now = Date.now()
  }
  if (!row) return null
  if (row.status !== 1 || now - row.lastSeenAt > idleMinutes * 60_000) {
    await deleteSession(db, tokenHash)
    return null
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) await touchSession(db, tokenHash, now)
  const grants = keptGrants(db, row.id, now) ?? (await grantsOf(db, row.id, now))
  return {
    id: row.id,
    guid: row.guid,
    userName: row.userName,
    nickName: row.nickName,
    deptId: row.deptId,
    roles: grants.roles.map((r) => r.roleKey),
    roleNames: grants.roles.map((r) => r.roleName),
    dataScopes: grants.roles.map((r) => r.dataScope),
    permissions: grants.permissions,
    tokenHash,
  }
}

/** The endpoint hook that authenticates a token (routes.ts plugs it into every endpoint). */
export const sessionAuthenticator =
  (db: Db, idleMinutes: number): EndpointDeps['authenticate'] =>
  (token) =>
    resolveSession(db, token, idleMinutes)

/** Signs a session out, on every instance (the others drop the user's kept sessions). */
export async function endSession(db: Db, tokenHash: string, userId: number): Promise<void> {
  await deleteSession(db, tokenHash)
  publishChange(db, { topic: 'grants', userId })
}
export const endOtherSessions = (db: Db, userId: number, keepTokenHash?: string) =>
  deleteUserSessions(db, userId, keepTokenHash)
