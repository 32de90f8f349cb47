import type { Db } from '#server/db/database.ts'
import { newToken, sha256Hex } from '#server/lib/crypto.ts'
import {
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  findUserGrants,
  insertSession,
  touchSession,
} from './session.repository.ts'

/** Who is calling: what every guarded handler receives. */
export interface AuthUser {
  id: number
  guid: string
  userName: string
  nickName: string
  deptId: number | null
  roles: string[]
  roleNames: string[]
  /** The smallest data scope of the user's roles (1 all … 5 self); used by scoped lists. */
  dataScopes: number[]
  permissions: string[]
  tokenHash: string
}

// Writing last_seen_at on every request would make each read a write; a minute of
// slack on an 8-hour idle expiry is invisible to users.
const TOUCH_EVERY_MS = 60_000

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
  const row = await findSessionUser(db, tokenHash)
  const now = Date.now()
  if (!row) return null
  if (row.status !== 1 || now - row.lastSeenAt > idleMinutes * 60_000) {
    await deleteSession(db, tokenHash)
    return null
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) await touchSession(db, tokenHash, now)
  const grants = await findUserGrants(db, row.id)
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

export const endSession = (db: Db, tokenHash: string) => deleteSession(db, tokenHash)
export const endOtherSessions = (db: Db, userId: number, keepTokenHash?: string) =>
  deleteUserSessions(db, userId, keepTokenHash)
