import { describe, expect, it } from 'vitest'
import { formatVenueDate } from './venue-date.ts'

describe('formatVenueDate', () => {
  it.each([
    // 16:30 UTC is already the next day in Shanghai
    ['2026-11-21T16:30:00Z', 'Asia/Shanghai', true, '2026-11-22'],
    ['2026-11-21T15:59:59Z', 'Asia/Shanghai', true, '2026-11-21'],
    ['2026-12-31T16:00:00Z', 'Asia/Shanghai', false, '01-01'],
    ['2026-12-31T16:00:00Z', 'UTC', true, '2026-12-31'],
  ])('%s in %s', (iso, zone, withYear, expected) => {
    expect(formatVenueDate(Date.parse(iso), zone, withYear)).toBe(expected)
  })
})
