import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// argon2id (the library's default algorithm) with its defaults: 19 MiB, 2 passes, 1 lane,
// which is OWASP's minimum recommendation for argon2id.

/**
 * The stored form of a password: argon2id of the client's lowercase-hex SHA-256 of it
 * (docs/product/api.md "Passwords": the server never sees the plain password at sign-in).
 * @example const stored = await hashPassword(sha256Hex('Demo@2026'))
 */
export function hashPassword(sha256hex: string): Promise<string> {
  return hash(sha256hex)
}

/** True when `sha256hex` is the password of `stored`; false for a malformed stored hash too. */
export async function verifyPassword(stored: string, sha256hex: string): Promise<boolean> {
  try {
    return await verify(stored, sha256hex)
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined

/**
 * Runs one verification against a throwaway hash and answers false, so a sign-in with an
 * unknown user name takes as long as one with a wrong password (no probing by timing).
 */
export async function verifyAgainstDummy(sha256hex: string): Promise<false> {
  dummy ??= hash(randomBytes(32).toString('hex'))
  await verifyPassword(await dummy, sha256hex)
  return false
}
