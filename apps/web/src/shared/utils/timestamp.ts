import dayjs from 'dayjs'

/** docs/product/shell.md "Dates": dates are shown as yyyy-MM-dd and stored as timestamps. */
export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/**
 * Any time value as epoch milliseconds: a 10-digit number (or numeric text) is seconds
 * (docs/product/shell.md "Dates"), other numbers are milliseconds, dates and ISO texts are parsed.
 * Anything else gives null.
 */
export const toTimestampMs = (value: number | string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value.trim())) {
    const n = Number(value)
    if (!Number.isFinite(n)) return null
    return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n
  }
  const parsed = Date.parse(value)
  return Number.isNaN(parsed) ? null : parsed
}

/** A time value in a dayjs pattern (yyyy-MM-dd by default); '' when there is none. */
export const formatDate = (
  value: number | string | Date | null | undefined,
  pattern: string = DATE_FORMAT,
): string => {
  const ms = toTimestampMs(value)
  return ms === null ? '' : dayjs(ms).format(pattern)
}

export const formatDateTime = (value: number | string | Date | null | undefined): string =>
  formatDate(value, DATE_TIME_FORMAT)
