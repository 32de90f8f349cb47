import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * docs/product/api.md "Passwords": sign-in sends the lowercase hex SHA-256 of the UTF-8 password.
 * @noble/hashes, not crypto.subtle, which plain-http intranet hosts do not have.
 */
export const hashPassword = (password: string): string => bytesToHex(sha256(utf8ToBytes(password)))
