import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERN } from '@app/contracts'
import type { Rule } from 'antd/es/form'
import type { TFunction } from 'i18next'

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

/** The rules of a new password (change password, a new user): required, long enough, mixed. */
export const newPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('changePassword.newRequired') },
  { min: PASSWORD_MIN, message: t('changePassword.newMin', { min: PASSWORD_MIN }) },
  { pattern: PASSWORD_PATTERN, message: t('changePassword.newPattern') },
]
