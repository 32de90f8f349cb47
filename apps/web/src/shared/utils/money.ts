const formatters = new Map<number, Intl.NumberFormat>()
const formatterFor = (digits: number): Intl.NumberFormat => {
  let f = formatters.get(digits)
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    })
    formatters.set(digits, f)
  }
  return f
}

/** Rounds half away from zero on the decimal text, so 1.005 → 1.01 (not 1.00 as toFixed). */
const roundTo = (value: number, digits: number): number => {
  const abs = Math.abs(value)
  const text = String(abs)
  const rounded = text.includes('e')
    ? Number(abs.toFixed(digits))
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`)
  return value < 0 ? -rounded : rounded
}

const fractionLength = (value: number): number => {
  const text = String(Math.abs(value))
  if (text.includes('e')) return 20
  return text.split('.')[1]?.length ?? 0
}

/**
 * docs/product/shell.md "Money": 2 decimals with thousands separators, or 4 decimals when the
 * fraction has more than 3 digits. Empty or non-numeric input gives ''.
 * @example formatMoney(1234.5) // '1,234.50'; formatMoney(0.12345) // '0.1235'
 */
export const formatMoney = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return ''
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))
  if (!Number.isFinite(n)) return ''
  const digits = fractionLength(n) > 3 ? 4 : 2
  const rounded = roundTo(n, digits)
  // -0.00 reads as an error in a ledger
  return formatterFor(digits).format(Object.is(rounded, -0) ? 0 : rounded)
}

/** Money held in fen (integer, docs/product/shell.md "Money") shown in yuan. */
export const formatFen = (fen: number | null | undefined): string =>
  fen === null || fen === undefined ? '' : formatMoney(fen / 100)

/**
 * A form field's money kept in fen in the form and the body, typed and shown in yuan (spread
 * into its Form.Item).
 */
export const FEN_AS_YUAN = {
  getValueProps: (fen: number | null | undefined) => ({
    value: fen === null || fen === undefined ? fen : fen / 100,
  }),
  normalize: (yuan: number | null) => (yuan === null ? 0 : Math.round(yuan * 100)),
}
