import { describe, expect, it } from 'vitest'
import { addVenueDays, formatMinute, venueMidnight, venueRangeMs } from './venue-day.ts'

describe('venue days', () => {
  it('turns a venue date into the epoch ms of its Shanghai midnight', () => {
    expect(venueMidnight('2026-11-23')).toBe(Date.parse('2026-11-23T00:00:00+08:00'))
  })

  it('asks for an inclusive range as [first midnight, midnight after the last day)', () => {
    expect(venueRangeMs('2026-12-30', '2026-12-31')).toEqual({
      dateFrom: Date.parse('2026-12-30T00:00:00+08:00'),
      dateTo: Date.parse('2027-01-01T00:00:00+08:00'),
    })
  })

  it('adds days across month ends and formats minutes as hh:mm', () => {
    expect(addVenueDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(formatMinute(480)).toBe('08:00')
    expect(formatMinute(1440)).toBe('24:00')
  })
})
