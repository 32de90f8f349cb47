import { z } from 'zod'

// 统一社会信用代码 (GB 32100-2015): 18 characters from 31 (digits and the capitals without
// I, O, S, V, Z); the 18th is a check character over the first 17, weighted 3^(i-1) mod 31.

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/

/** The check character the first 17 characters of a code call for. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(first17[i] ?? '') * (WEIGHTS[i] ?? 0)
  return CHARSET[(31 - (sum % 31)) % 31] as string
}

/**
 * Whether `code` is a well-formed 统一社会信用代码: 18 allowed characters whose last is the
 * check character of the others. Upper case only (normalise with creditCodeSchema).
 *
 * @example isCreditCode('91350100M000100Y43') // true
 */
export const isCreditCode = (code: string): boolean =>
  SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17]

/**
 * A 统一社会信用代码 as a form or a call gives it: trimmed and upper-cased, then checked (the
 * message is a text key: the server and the UI say it in the user's language).
 */
export const creditCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine(isCreditCode, { message: 'validation.creditCode' })
