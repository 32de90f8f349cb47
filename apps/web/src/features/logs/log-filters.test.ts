import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import {
  filtersOf,
  readListState,
  searchValuesOf,
  writeListState,
} from '#web/features/logs/log-filters.ts'

describe('log filters', () => {
  it('turns a date range into whole days in ms and a result into success', () => {
    const filters = filtersOf({
      userName: '  zhangwei ',
      module: '   ',
      result: 'fail',
      range: [dayjs('2025-03-01 15:00'), dayjs('2025-03-31 08:00')],
    })
    expect(filters).toEqual({
      userName: 'zhangwei',
      module: undefined,
      success: false,
      timeFrom: dayjs('2025-03-01 00:00:00.000').valueOf(),
      timeTo: dayjs('2025-03-31 23:59:59.999').valueOf(),
    })
  })

  it('leaves everything out for 全部 and no range', () => {
    expect(filtersOf({ result: 'all', range: null })).toEqual({
      userName: undefined,
      module: undefined,
      success: undefined,
      timeFrom: undefined,
      timeTo: undefined,
    })
  })

  it('keeps filters and page in the URL and reads them back', () => {
    const filters = { userName: 'lisi', success: true, timeFrom: 1_740_787_200_000 }
    const params = writeListState(filters, { page: 3, pageSize: 50 })
    expect(params.toString()).toBe(
      'userName=lisi&success=true&timeFrom=1740787200000&page=3&pageSize=50',
    )
    expect(readListState(params)).toEqual({
      filters: { ...filters, module: undefined, timeTo: undefined },
      page: { page: 3, pageSize: 50 },
    })
  })

  it('ignores broken URL values', () => {
    const state = readListState(
      new URLSearchParams('success=maybe&timeFrom=yesterday&page=-1&pageSize=25'),
    )
    expect(state.filters.success).toBeUndefined()
    expect(state.filters.timeFrom).toBeUndefined()
    expect(state.page).toEqual({ page: 1, pageSize: 20 })
  })

  it('fills the form back from filters', () => {
    const values = searchValuesOf({ success: false, timeFrom: dayjs('2025-03-01').valueOf() })
    expect(values.result).toBe('fail')
    expect(values.range?.[0]?.format('YYYY-MM-DD')).toBe('2025-03-01')
    expect(values.range?.[1]).toBeNull()
  })
})
