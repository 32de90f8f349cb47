import { describe, expect, it } from 'vitest'
import { parseDate } from './calendar-date.ts'
import { createColumnAxis } from './column-axis.ts'
import { parseDayParts } from './day-parts.ts'

const day0 = parseDate('2026-11-23')
// 上午 08-12 (60 px), 下午 13-18 (80 px), 晚上 18-22 (60 px): a gap at noon.
const parts = parseDayParts([
  { id: 1, times: '08:00-12:00', width: 60, text: '上午' },
  { id: 2, times: '13:00-18:00', width: 80, text: '下午' },
  { id: 3, times: '18:00-22:00', width: 60, text: '晚上' },
])
const axis = createColumnAxis(day0, 3, parts)
const t = (dayOffset: number, hhmm: string) => ({
  day: day0 + dayOffset,
  minute: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)),
})

describe('column axis', () => {
  it('lays uneven columns out as running totals', () => {
    expect(axis.count).toBe(9)
    expect(axis.partsPerDay).toBe(3)
    expect(axis.totalWidth).toBe(600)
    expect([0, 1, 2, 3, 9].map((c) => axis.xOf(c))).toEqual([0, 60, 140, 200, 600])
    expect(axis.width(1)).toBe(80)
    expect(axis.dayOf(4)).toBe(day0 + 1)
    expect(axis.partOf(4)).toBe(1)
  })

  it.each([
    [-10, 0],
    [0, 0],
    [59, 0],
    [60, 1],
    [139.5, 1],
    [140, 2],
    [599, 8],
    [5000, 8],
  ])('finds the column under x = %d: %i', (x, col) => {
    expect(axis.colAt(x)).toBe(col)
  })

  it.each([
    ['one part', t(0, '08:00'), t(0, '12:00'), { colFrom: 0, colTo: 0 }],
    ['part of a part', t(0, '09:00'), t(0, '10:00'), { colFrom: 0, colTo: 0 }],
    ['two days', t(0, '13:00'), t(1, '12:00'), { colFrom: 1, colTo: 3 }],
    ['from the gap', t(0, '12:00'), t(0, '14:00'), { colFrom: 1, colTo: 1 }],
    ['wholly in the gap', t(0, '12:00'), t(0, '13:00'), null],
    ['wholly at night', t(0, '22:00'), t(1, '08:00'), null],
    ['before the view', t(-5, '08:00'), t(-1, '22:00'), null],
    ['after the view', t(3, '08:00'), t(4, '22:00'), null],
    ['across the whole view', t(-5, '00:00'), t(10, '00:00'), { colFrom: 0, colTo: 8 }],
    ['empty', t(0, '09:00'), t(0, '09:00'), null],
    ['to midnight', t(2, '20:00'), t(2, '24:00'), { colFrom: 8, colTo: 8 }],
  ])('maps a span %s to its columns', (_name, from, to, expected) => {
    expect(axis.spanToCols(from, to)).toEqual(expected)
  })

  it.each([
    [0, 0, t(0, '08:00'), t(0, '12:00')],
    [1, 3, t(0, '13:00'), t(1, '12:00')],
    [2, 2, t(0, '18:00'), t(0, '22:00')],
  ])('maps columns %i..%i back to a span', (from, to, spanFrom, spanTo) => {
    expect(axis.colsToSpan(from, to)).toEqual({ from: spanFrom, to: spanTo })
  })

  it('keeps an end at midnight on its own day as minute 1440', () => {
    const full = createColumnAxis(
      day0,
      2,
      parseDayParts([{ id: 1, times: '00:00-24:00', width: 50, text: '全天' }]),
    )
    expect(full.colsToSpan(0, 1)).toEqual({
      from: t(0, '00:00'),
      to: { day: day0 + 1, minute: 1440 },
    })
  })

  it('has no columns without day-parts', () => {
    const empty = createColumnAxis(day0, 7, [])
    expect(empty.count).toBe(0)
    expect(empty.totalWidth).toBe(0)
    expect(empty.spanToCols(t(0, '08:00'), t(0, '12:00'))).toBeNull()
  })
})
