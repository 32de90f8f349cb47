import { describe, expect, it } from 'vitest'
import {
  addMonths,
  daysInMonth,
  formatDate,
  monthLength,
  monthStart,
  parseDate,
  quarterLength,
  quarterStart,
  tryParseDate,
  weekday,
} from './calendar-date.ts'

describe('calendar dates as day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['2026-11-22', 20779],
    ['1969-12-31', -1],
    ['2028-02-29', 21243],
  ])('reads %s as day %i and writes it back', (text, day) => {
    expect(parseDate(text)).toBe(day)
    expect(formatDate(day)).toBe(text)
  })

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-1', ''])(
    'refuses %j',
    (text) => {
      expect(tryParseDate(text)).toBeNull()
      expect(() => parseDate(text)).toThrow(RangeError)
    },
  )

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-22', 3, '2027-02-22'],
    ['2026-01-15', -13, '2024-12-15'],
  ])('moves %s by %i months to %s, clamping the day', (from, n, to) => {
    expect(formatDate(addMonths(parseDate(from), n))).toBe(to)
  })

  it.each([
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['1969-12-28', 0],
  ])('knows %s is weekday %i (0 = Sunday)', (text, wd) => {
    expect(weekday(parseDate(text))).toBe(wd)
  })

  it.each([
    ['2026-11-22', '2026-11-01', 30, '2026-10-01', 92],
    ['2026-02-14', '2026-02-01', 28, '2026-01-01', 90],
    ['2028-02-29', '2028-02-01', 29, '2028-01-01', 91],
    ['2026-05-31', '2026-05-01', 31, '2026-04-01', 91],
  ])(
    'puts %s in the month from %s (%i days) and the quarter from %s (%i days)',
    (d, ms, ml, qs, ql) => {
      const day = parseDate(d)
      expect(formatDate(monthStart(day))).toBe(ms)
      expect(monthLength(day)).toBe(ml)
      expect(formatDate(quarterStart(day))).toBe(qs)
      expect(quarterLength(day)).toBe(ql)
    },
  )

  it('counts month lengths including leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
  })
})
