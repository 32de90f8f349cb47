// docs/product/domain.md "Money": amounts are integer fen; tax is per line, rounded once per
// document; contracts, proformas and settlements carry the amount in words (人民币大写).
// Display formatting (yuan with separators) is the web's formatFen, not this module.

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const PLACES = ['仟', '佰', '拾', ''] as const

const digit = (d: number): string => DIGITS[d] as string

/** 1–9999 in capitals; a zero between two non-zero digits reads once as 零 (1001 → 壹仟零壹). */
function underTenThousand(n: number): string {
  const digits = String(n).padStart(4, '0')
  let words = ''
  let zeroPending = false
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i])
    if (d === 0) {
      zeroPending = words !== ''
      continue
    }
    if (zeroPending) words += '零'
    zeroPending = false
    words += digit(d) + PLACES[i]
  }
  return words
}

/**
 * A positive whole number of yuan in capitals, split at 亿 then 万. A zero group adds nothing
 * (1,0000,0000 → 壹亿); a lower part that starts with zeros after a non-zero higher part reads
 * 零 once (1,0000,0001 → 壹亿零壹, 1,0010,0000 → 壹亿零壹拾万). Above 亿 the head is itself
 * read in 万, so 1,0000,0000,0000 → 壹万亿.
 */
function wholeYuan(n: number): string {
  for (const [size, unit] of [
    [1e8, '亿'],
    [1e4, '万'],
  ] as const) {
    if (n < size) continue
    const low = n % size
    const head = wholeYuan((n - low) / size) + unit
    if (low === 0) return head
    return head + (low < size / 10 ? '零' : '') + wholeYuan(low)
  }
  return underTenThousand(n)
}

/**
 * An amount in integer fen written in Chinese financial capitals (人民币大写), by the rules for
 * bills and settlement vouchers: 整 after 元 when there are no 角 and 分; 零 once for a run of
 * zeros inside the number; 零 between 元 and 分 when 角 is zero; 壹拾, never a bare 拾. Where the
 * rules allow either, this writes no 零 after 元 before a non-zero 角 (1680.32 → 壹仟陆佰捌拾元叁角贰分)
 * and no 整 after 角. A negative amount is prefixed 负. The caller adds 人民币 when the form
 * does not print it.
 *
 * @example amountInWords(123456789) // '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'
 * @example amountInWords(100100) // '壹仟零壹元整'
 * @example amountInWords(105) // '壹元零伍分'
 * @throws RangeError when `fen` is not a safe integer
 */
export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`amountInWords takes a whole number of fen within ±2^53−1, got ${fen}`)
  }
  if (fen < 0) return '负' + amountInWords(-fen)
  const cents = fen % 100
  const yuan = (fen - cents) / 100
  const jiao = Math.floor(cents / 10)
  const fenDigit = cents % 10
  if (cents === 0) return yuan === 0 ? '零元整' : `${wholeYuan(yuan)}元整`
  let words = yuan === 0 ? '' : `${wholeYuan(yuan)}元`
  if (jiao > 0) words += `${digit(jiao)}角`
  else if (yuan > 0) words += '零'
  if (fenDigit > 0) words += `${digit(fenDigit)}分`
  return words
}

/** One taxable line of a document: its amount before tax in fen and its tax rate in percent. */
export interface TaxLine {
  amountExclTax: number
  /** Percent with at most 2 decimals, as stored (numeric(5, 2)): 6 means 6%. */
  taxRate: number
}

/** A document's totals in fen. */
export interface TaxTotals {
  subtotal: number
  tax: number
  total: number
}

// A rate of p percent taxes an amount at p × 100 / 10000; integers keep the sum exact.
const RATE_SCALE = 100
const TAX_DIVISOR = 10_000n

function rateInHundredths(rate: number): bigint {
  const scaled = Math.round(rate * RATE_SCALE)
  if (
    !Number.isFinite(rate) ||
    rate < 0 ||
    rate > 100 ||
    Math.abs(rate * RATE_SCALE - scaled) > 1e-6
  ) {
    throw new RangeError(
      `taxOf takes a tax rate from 0 to 100 percent with at most 2 decimals, got ${rate}`,
    )
  }
  return BigInt(scaled)
}

/** Rounds a quotient half away from zero, so a credit line mirrors the line it reverses. */
function roundHalfAwayFromZero(numerator: bigint, divisor: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n
  const magnitude = numerator * sign
  return sign * ((magnitude + divisor / 2n) / divisor)
}

/**
 * The subtotal, tax and total of a document's lines, all in integer fen. Each line's tax is
 * kept exact and the document's sum is rounded once, half up to the fen.
 *
 * @example taxOf([{ amountExclTax: 1025, taxRate: 6 }, { amountExclTax: 1025, taxRate: 6 }])
 * // { subtotal: 2050, tax: 123, total: 2173 }: 61.5 + 61.5 (per line it would be 62 + 62)
 * @throws RangeError when an amount is not a safe integer, a rate is outside 0–100 or has more
 * than 2 decimals, or a total leaves the safe integers
 */
export function taxOf(lines: readonly TaxLine[]): TaxTotals {
  let subtotal = 0
  let exactTax = 0n // in 1/10000 fen
  for (const { amountExclTax, taxRate } of lines) {
    if (!Number.isSafeInteger(amountExclTax)) {
      throw new RangeError(`taxOf takes line amounts in whole fen, got ${amountExclTax}`)
    }
    subtotal += amountExclTax
    if (!Number.isSafeInteger(subtotal)) {
      throw new RangeError('taxOf: the document subtotal is beyond the safe integers of fen')
    }
    exactTax += BigInt(amountExclTax) * rateInHundredths(taxRate)
  }
  // Rounded once per document: rounding each line first would let the invoice's tax drift
  // from the tax on its total by up to half a fen per line.
  const tax = Number(roundHalfAwayFromZero(exactTax, TAX_DIVISOR))
  const total = subtotal + tax
  if (!Number.isSafeInteger(total)) {
    throw new RangeError('taxOf: the document total is beyond the safe integers of fen')
  }
  return { subtotal, tax, total }
}
