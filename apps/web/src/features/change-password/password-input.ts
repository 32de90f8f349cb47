import { PASSWORD_MAX } from '@app/contracts'

/** docs/product/shell.md "Change password": every password field takes at most 20 characters. */
export const PASSWORD_INPUT_MAX = PASSWORD_MAX

/**
 * docs/product/shell.md "Change password": whitespace is trimmed and anything other than letters,
 * digits and the common ASCII symbols is stripped, so only printable non-space ASCII (0x21-0x7E) is
 * kept; the result is cut to 20 characters.
 */
export const sanitizePassword = (value: unknown): string =>
  (typeof value === 'string' ? value : '').replace(/[^\x21-\x7E]/g, '').slice(0, PASSWORD_INPUT_MAX)

/**
 * Base64 of the UTF-8 bytes of `text` (docs/product/api.md "Passwords": password fields
 * are sent encoded).
 */
export const toBase64 = (text: string): string => {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
