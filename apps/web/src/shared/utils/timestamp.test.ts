import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, toTimestampMs } from '#web/shared/utils/timestamp.ts'

describe('toTimestampMs', () => {
  it.each([
    ['10 digits are seconds', 1_700_000_000, 1_700_000_000_000],
    ['13 digits are milliseconds', 1_700_000_000_123, 1_700_000_000_123],
    ['numeric text in seconds', '1700000000', 1_700_000_000_000],
    ['numeric text in ms', '1700000000123', 1_700_000_000_123],
    ['a Date', new Date(1_700_000_000_123), 1_700_000_000_123],
    ['an ISO text', '2023-11-14T22:13:20.000Z', 1_700_000_000_000],
    ['empty text', '', null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['not a time', 'tomorrow-ish', null],
    ['an invalid Date', new Date('x'), null],
  ])('%s', (_, input, expected) => {
    expect(toTimestampMs(input)).toBe(expected)
  })
})

describe('formatDate', () => {
  it('shows yyyy-MM-dd by default (spec §9)', () => {
    expect(formatDate(new Date(2025, 0, 5, 13, 4, 5).getTime())).toBe('2025-01-05')
  })

  it('reads a 10-digit value as seconds', () => {
    const ms = new Date(2025, 0, 5, 13, 4, 5).getTime()
    expect(formatDateTime(Math.floor(ms / 1000))).toBe('2025-01-05 13:04:05')
  })

  it('gives an empty text for no time', () => {
    expect(formatDate(null)).toBe('')
  })
})
