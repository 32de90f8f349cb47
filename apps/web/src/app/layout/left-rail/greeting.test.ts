import { describe, expect, it } from 'vitest'
import { greetingPartOf } from '#web/app/layout/left-rail/greeting.ts'
import { i18n } from '#web/shared/lib/i18n.ts'

describe('the greeting by the hour', () => {
  it.each([
    [0, '晚上好'],
    [4, '晚上好'],
    [5, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [10, '上午好'],
    [11, '中午好'],
    [12, '中午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
  ])('greets at %i:00 with %s', (hour, text) => {
    const part = greetingPartOf(hour)
    expect(i18n.t(`layout.account.greeting.${part}`, { name: '系统管理员' })).toBe(
      `${text}，系统管理员`,
    )
  })
})
