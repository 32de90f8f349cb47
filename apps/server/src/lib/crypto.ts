import { createHash, randomBytes } from 'node:crypto'

/** SHA-256 hex of a string or bytes. */
export const sha256Hex = (v: string | Uint8Array): string =>
  createHash('sha256').update(v).digest('hex')

/** An opaque token: 32 random bytes, base64url (docs/product/api.md "Tokens and headers"). */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** A random guid-like id for new records. */
export const newGuid = (): string => randomBytes(16).toString('hex')
