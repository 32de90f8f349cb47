import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { filtersOf, logFilterCodec, searchValuesOf } from '#web/features/logs/log-filters.ts'
import { listStateParams } from '#web/shared/hooks/use-list-state.ts'

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
    const params = listStateParams(logFilterCodec, filters, { page: 3, pageSize: 50 })
    expect(params.toString()).toBe(
      'userName=lisi&success=true&timeFrom=1740787200000&page=3&pageSize=50',
    )
    expect(logFilterCodec.read(params)).toEqual({
      ...filters,
      module: undefined,
      timeTo: undefined,
    })
  })

  it('ignores broken URL values', () => {
    const filters = logFilterCodec.read(
      new URLSearchParams('success=maybe&timeFrom=yesterday&timeTo=-5'),
    )
    expect(filters.success).toBeUndefined()
    expect(filters.timeFrom).toBeUndefined()
    expect(filters.timeTo).toBeUndefined()
  })

  it('fills the form back from filters', () => {
    const values = searchValuesOf({ success: false, timeFrom: dayjs('2025-03-01').valueOf() })
    expect(values.result).toBe('fail')
    expect(values.range?.[0]?.format('YYYY-MM-DD')).toBe('2025-03-01')
    expect(values.range?.[1]).toBeNull()
  })
})
