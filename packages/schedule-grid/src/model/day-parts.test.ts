import { describe, expect, it } from 'vitest'
import {
  exceeds24h,
  isOnHalfHourSteps,
  parseDayParts,
  parseTimes,
  totalMinutes,
} from './day-parts.ts'

const parts = (...times: string[]) =>
  parseDayParts(times.map((t, i) => ({ id: i, times: t, width: 40, text: t })))

describe('day-parts', () => {
  it.each([
    ['08:00-12:00', { start: 480, end: 720 }],
    ['00:00-24:00', { start: 0, end: 1440 }],
    ['18:00-24:00', { start: 1080, end: 1440 }],
    ['22:00-02:00', { start: 1320, end: 1560 }],
    ['08:30-09:00', { start: 510, end: 540 }],
    ['8:00-12:00', null],
    ['25:00-26:00', null],
    ['08:61-09:00', null],
    ['24:00-02:00', null],
  ])('parses %s', (times, expected) => {
    expect(parseTimes(times)).toEqual(expected)
  })

  it('orders parts by start and leaves malformed ones out', () => {
    expect(parts('12:00-18:00', 'bad', '08:00-12:00').map((p) => p.startMinute)).toEqual([480, 720])
  })

  it.each([
    [['08:00-20:00'], 720, false],
    [['08:00-12:00', '12:00-18:00', '18:00-22:00'], 840, false],
    [['00:00-24:00'], 1440, false],
    [['00:00-12:00', '12:00-24:00'], 1440, false],
    [['00:00-12:00', '08:00-20:30'], 1470, true],
    [['00:00-24:00', '22:00-02:00'], 1680, true],
  ])('sums %j to %i minutes; over 24 h: %s', (times, minutes, over) => {
    const parsed = parts(...times)
    expect(totalMinutes(parsed)).toBe(minutes)
    expect(exceeds24h(parsed)).toBe(over)
  })

  it.each([
    ['08:00-12:30', true],
    ['08:15-12:00', false],
    ['08:00-12:45', false],
  ])('checks %s is on 30-minute steps: %s', (times, ok) => {
    const [p] = parts(times)
    expect(p && isOnHalfHourSteps(p)).toBe(ok)
  })
})
