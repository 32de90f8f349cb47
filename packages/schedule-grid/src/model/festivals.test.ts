import { describe, expect, it } from 'vitest'
import { parseDate } from './calendar-date.ts'
import { createFestivalLookup } from './festivals.ts'

const lookup = createFestivalLookup({
  '2026-10-01': { color: '#f5222d', text: '国庆', kind: 'holiday' },
  '2026-10-10': { color: '#999', text: '上班', kind: 'workday' },
  'not-a-date': { color: '#000', text: '?', kind: 'holiday' },
})

describe('festival lookup', () => {
  it.each([
    ['2026-10-01', '国庆'],
    ['2026-10-10', '上班'],
    ['2026-10-02', null],
  ])('finds the festival of %s: %s', (date, text) => {
    expect(lookup(parseDate(date))?.text ?? null).toBe(text)
  })
})
