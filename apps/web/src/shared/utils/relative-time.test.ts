import dayjs from 'dayjs'
import { afterAll, describe, expect, it } from 'vitest'
import { changeLanguage } from '#web/shared/lib/i18n.ts'
import { formatRelativeTime } from '#web/shared/utils/relative-time.ts'

const now = new Date(2025, 10, 21, 9, 30, 0).getTime()
const seconds = 1000
const minutes = 60 * seconds
const hours = 60 * minutes
const days = 24 * hours

describe('formatRelativeTime in zh (shell.md "Utilities")', () => {
  it.each([
    ['now - 10 s', now - 10 * seconds, '刚刚'],
    ['now - 29 s', now - 29 * seconds, '刚刚'],
    ['now - (2 min - 5 s)', now - (2 * minutes - 5 * seconds), '2分钟前'],
    ['now - 30 s', now - 30 * seconds, '1分钟前'],
    ['now - 59 min', now - 59 * minutes, '59分钟前'],
    ['now - (2 h - 5 s)', now - (2 * hours - 5 * seconds), '2小时前'],
    ['now - 1 h', now - hours, '1小时前'],
    ['exactly 1 day', now - days, '1天前'],
    ['now - 47 h', now - 47 * hours, '1天前'],
    ['now - 2 days', now - 2 * days, '11月19日9时30分'],
    ['10 digits are seconds', Math.floor((now - 10 * seconds) / 1000), '刚刚'],
    ['10 digits as text', String(Math.floor((now - 3 * hours) / 1000)), '3小时前'],
  ])('%s → %s', (_, value, expected) => {
    expect(formatRelativeTime(value, { now })).toBe(expected)
  })

  it('gives an empty text for no time', () => {
    expect(formatRelativeTime(null, { now })).toBe('')
  })
})

describe('formatRelativeTime in other languages', () => {
  afterAll(async () => {
    await changeLanguage('zh')
    dayjs.locale('en')
  })

  it.each([
    ['en', now - 10 * seconds, 'just now'],
    ['en', now - 5 * minutes, '5 min ago'],
    ['es', now - 3 * hours, 'hace 3 h'],
    ['ja', now - days, '1日前'],
    ['en', now - 3 * days, '11/18 09:30'],
    ['ja', now - 3 * days, '11月18日9時30分'],
  ] as const)('%s: %s → %s', async (lng, value, expected) => {
    await changeLanguage(lng)
    expect(formatRelativeTime(value, { now })).toBe(expected)
  })
})
