import { describe, expect, it } from 'vitest'
import { GRID_MESSAGES_ZH, defaultTranslate, interpolate } from './messages.ts'

describe('grid messages', () => {
  it('shows the config alert to the letter of the spec', () => {
    expect(defaultTranslate('scheduleGrid.configError')).toBe(
      '配置错误,排期展示可能有误。请先修改配置',
    )
  })

  it.each([
    ['scheduleGrid.dayLabel', { month: 11, day: 23 }, '11月23日'],
    ['scheduleGrid.weekday.0', undefined, '周日'],
    ['scheduleGrid.quarter.121', undefined, '10-12月'],
    ['scheduleGrid.unknown', undefined, 'scheduleGrid.unknown'],
  ])('renders %s in zh', (key, params, text) => {
    expect(defaultTranslate(key, params)).toBe(text)
  })

  it('keeps every key in the scheduleGrid namespace', () => {
    expect(Object.keys(GRID_MESSAGES_ZH).filter((k) => !k.startsWith('scheduleGrid.'))).toEqual([])
  })

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('{{a}} {{ b }} {{c}}', { a: 1, b: 'x' })).toBe('1 x {{c}}')
  })
})
