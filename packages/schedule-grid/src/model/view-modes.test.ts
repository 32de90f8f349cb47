import { describe, expect, it } from 'vitest'
import type { GridViewMode } from '@app/contracts'
import { formatDate, parseDate } from './calendar-date.ts'
import { defaultTranslate } from '../messages.ts'
import {
  VIEW_MODES,
  monthSelectorStart,
  monthSelectorValueOf,
  navigateStart,
  quarterOfSelectorValue,
  quarterSelectorStart,
  quarterSelectorValueOf,
  selectorValueOfQuarter,
  viewModeLabelKey,
  viewRange,
  type NavigationStep,
} from './view-modes.ts'

describe('view modes', () => {
  it('offers 3天 7天 14天 30天 月度 季度', () => {
    expect(VIEW_MODES.map((m) => defaultTranslate(viewModeLabelKey(m)))).toEqual([
      '3天',
      '7天',
      '14天',
      '30天',
      '月度',
      '季度',
    ])
  })

  it.each<[GridViewMode, string, string, number]>([
    [3, '2026-11-22', '2026-11-22', 3],
    [7, '2026-11-22', '2026-11-22', 7],
    [14, '2026-12-25', '2026-12-25', 14],
    [30, '2026-11-22', '2026-11-22', 30],
    [31, '2026-11-22', '2026-11-01', 30],
    [31, '2026-02-14', '2026-02-01', 28],
    [31, '2026-12-31', '2026-12-01', 31],
    [92, '2026-11-22', '2026-10-01', 92],
    [92, '2026-02-14', '2026-01-01', 90],
    [92, '2028-03-31', '2028-01-01', 91],
    [92, '2026-07-01', '2026-07-01', 92],
  ])('shows mode %i from %s as %s plus %i days', (mode, start, first, days) => {
    const range = viewRange(mode, start)
    expect(formatDate(range.firstDay)).toBe(first)
    expect(range.days).toBe(days)
  })

  it.each<[NavigationStep, -1 | 1, string]>([
    ['day', 1, '2026-11-23'],
    ['day', -1, '2026-11-21'],
    ['week', 1, '2026-11-29'],
    ['week', -1, '2026-11-15'],
    ['month', 1, '2026-12-22'],
    ['month', -1, '2026-10-22'],
    ['quarter', 1, '2027-02-22'],
    ['quarter', -1, '2026-08-22'],
  ])('moves the start by a %s (%i) to %s', (step, dir, expected) => {
    expect(formatDate(navigateStart(parseDate('2026-11-22'), step, dir))).toBe(expected)
  })

  it.each([
    [31, 1, '2026-01-01', '1-3月'],
    [61, 2, '2026-04-01', '4-6月'],
    [91, 3, '2026-07-01', '7-9月'],
    [121, 4, '2026-10-01', '10-12月'],
  ])(
    'maps quarter selector value %i to quarter %i starting %s (%s)',
    (value, quarter, start, label) => {
      expect(quarterOfSelectorValue(value)).toBe(quarter)
      expect(selectorValueOfQuarter(quarter)).toBe(value)
      expect(formatDate(quarterSelectorStart(2026, value) ?? NaN)).toBe(start)
      expect(quarterSelectorValueOf(parseDate(start) + 45)).toBe(value)
      expect(defaultTranslate(`scheduleGrid.quarter.${value}`)).toBe(label)
    },
  )

  it('refuses unknown quarter selector values', () => {
    expect(quarterOfSelectorValue(30)).toBeNull()
    expect(quarterSelectorStart(2026, 92)).toBeNull()
  })

  it('round-trips the month selector value', () => {
    expect(monthSelectorValueOf(parseDate('2026-11-22'))).toBe('2026-11')
    expect(formatDate(monthSelectorStart('2026-11') ?? NaN)).toBe('2026-11-01')
    expect(monthSelectorStart('2026-13')).toBeNull()
  })
})
