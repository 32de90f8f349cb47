import type { GridRow, Mission } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { bookingsIn, dailyRows } from './daily-table.ts'

const row = (guid: string, title: string, children: GridRow[] = []): GridRow => ({
  id: 1,
  guid,
  siteGuid: children.length ? null : guid,
  parentId: 0,
  project_title: title,
  children_list: children,
  siteRelation: [],
  SiteDisableFlag: 0,
  disableFrom: null,
  disableTo: null,
  disableReason: null,
  area: null,
})

const mission = (over: Partial<Mission>): Mission =>
  ({
    mid: 'm1',
    siteGuid: 's1',
    fromDate: '2026-11-23',
    from_date_t: 480,
    toDate: '2026-11-23',
    to_date_t: 720,
    ...over,
  }) as Mission

describe('the daily table', () => {
  it('lists every site of the tree in order, groups first, with their depth', () => {
    const rows = dailyRows([row('g', '展馆', [row('s1', '1号馆'), row('s2', '2号馆')])])
    expect(rows.map((r) => [r.title, r.depth])).toEqual([
      ['展馆', 0],
      ['1号馆', 1],
      ['2号馆', 1],
    ])
  })

  it('puts a booking in the day-parts it overlaps, end exclusive', () => {
    const morning = { id: 1, startMinute: 480, endMinute: 720, width: 80, text: '上午' }
    const afternoon = { id: 2, startMinute: 720, endMinute: 1080, width: 80, text: '下午' }
    const spanning = mission({ fromDate: '2026-11-22', from_date_t: 0, to_date_t: 720 })
    expect(bookingsIn([spanning], 's1', '2026-11-23', morning)).toHaveLength(1)
    expect(bookingsIn([spanning], 's1', '2026-11-23', afternoon)).toHaveLength(0)
    expect(bookingsIn([spanning], 's2', '2026-11-23', morning)).toHaveLength(0)
  })
})
