import { PAGE_SIZES } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import {
  normalisePage,
  PAGINATION_DEFAULTS,
  tablePagination,
} from '#web/shared/utils/pagination.ts'

describe('pagination defaults (spec §9)', () => {
  it('starts at page 1 with 20 rows and offers 10, 20, 30, 50, 200, 2000', () => {
    expect(PAGINATION_DEFAULTS.page).toBe(1)
    expect(PAGINATION_DEFAULTS.pageSize).toBe(20)
    expect([...PAGINATION_DEFAULTS.pageSizes]).toEqual([10, 20, 30, 50, 200, 2000])
    expect(PAGINATION_DEFAULTS.pageSizes).toBe(PAGE_SIZES)
  })

  it.each([
    [{}, { page: 1, pageSize: 20 }],
    [
      { page: '3', pageSize: '50' },
      { page: 3, pageSize: 50 },
    ],
    [
      { page: 0, pageSize: 25 },
      { page: 1, pageSize: 20 },
    ],
    [
      { page: 'x', pageSize: 2000 },
      { page: 1, pageSize: 2000 },
    ],
    [
      { page: 2.5, pageSize: 10 },
      { page: 1, pageSize: 10 },
    ],
  ])('normalisePage(%j) → %j', (input, expected) => {
    expect(normalisePage(input)).toEqual(expected)
  })

  it('gives antd the sizes, the total and the quick jumper', () => {
    const props = tablePagination({ page: 2, pageSize: 30 }, 95, (n) => `共 ${n} 条`)
    expect(props).toMatchObject({
      current: 2,
      pageSize: 30,
      total: 95,
      pageSizeOptions: ['10', '20', '30', '50', '200', '2000'],
      showSizeChanger: true,
      showQuickJumper: true,
    })
    expect(props.showTotal(95)).toBe('共 95 条')
  })
})
