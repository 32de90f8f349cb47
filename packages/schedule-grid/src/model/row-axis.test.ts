import { describe, expect, it } from 'vitest'
import { groupRow, siteRow } from '../testing/grid-fixtures.ts'
import { parseDate } from './calendar-date.ts'
import { createRowAxis, siteRelations } from './row-axis.ts'

const firstDay = parseDate('2026-11-23')
const lastDay = parseDate('2026-11-29')
const tree = [
  groupRow('展馆', [siteRow('1号馆'), siteRow('2号馆')]),
  groupRow('会议室', [siteRow('A厅', { siteRelation: ['site-多功能厅'] }), siteRow('多功能厅')]),
  siteRow('广场'),
]

describe('row axis', () => {
  it('flattens the tree top to bottom with depths', () => {
    const axis = createRowAxis(tree, { firstDay, lastDay })
    const rows = Array.from({ length: axis.count }, (_, i) => axis.row(i))
    expect(rows.map((r) => `${'-'.repeat(r.depth)}${r.title}`)).toEqual([
      '展馆',
      '-1号馆',
      '-2号馆',
      '会议室',
      '-A厅',
      '-多功能厅',
      '广场',
    ])
    expect(rows.map((r) => r.isGroup)).toEqual([true, false, false, true, false, false, false])
    expect(axis.rowsOfSite('site-A厅')).toEqual([4])
  })

  it('hides the children of a collapsed group', () => {
    const axis = createRowAxis(tree, { firstDay, lastDay, collapsed: new Set(['row-展馆']) })
    expect(axis.count).toBe(5)
    expect(axis.row(0)).toMatchObject({ title: '展馆', expanded: false })
    expect(axis.row(1).title).toBe('会议室')
  })

  it('places fixed-height rows', () => {
    const axis = createRowAxis(tree, { firstDay, lastDay, rowHeight: 30 })
    expect(axis.totalHeight).toBe(210)
    expect(axis.yOf(2)).toBe(60)
    expect([-5, 0, 29, 30, 209, 500].map((y) => axis.rowAt(y))).toEqual([0, 0, 0, 1, 6, 6])
    expect(createRowAxis(tree, { firstDay, lastDay }).rowHeight).toBe(32)
  })

  it.each([
    ['inside the range', '2026-11-25', '2026-11-26', true],
    ['overlapping its start', '2026-11-01', '2026-11-23', true],
    ['overlapping its end', '2026-11-29', '2026-12-20', true],
    ['open-ended from before', null, '2026-11-24', true],
    ['open-ended to after', '2026-11-28', null, true],
    ['open on both ends', null, null, true],
    ['ending before it', '2026-11-01', '2026-11-22', false],
    ['starting after it', '2026-11-30', null, false],
  ])('disables a flagged site whose disable period is %s: %s', (_name, from, to, disabled) => {
    const row = siteRow('7号馆', {
      SiteDisableFlag: 1,
      disableFrom: from,
      disableTo: to,
      disableReason: '地坪维修',
    })
    const visible = createRowAxis([row], { firstDay, lastDay }).row(0)
    expect(visible.disabled).toBe(disabled)
    expect(visible.disabledReason).toBe(disabled ? '地坪维修' : null)
  })

  it('does not disable an unflagged site whatever its dates', () => {
    const row = siteRow('7号馆', {
      SiteDisableFlag: 0,
      disableFrom: '2026-11-01',
      disableTo: '2026-12-01',
    })
    expect(createRowAxis([row], { firstDay, lastDay }).row(0).disabled).toBe(false)
  })

  it('disables sites holding a related unsaved block, with the reason given', () => {
    const axis = createRowAxis(tree, {
      firstDay,
      lastDay,
      blockedSites: new Map([['site-多功能厅', '关联场地A厅已选择']]),
    })
    expect(axis.row(5)).toMatchObject({ disabled: true, disabledReason: '关联场地A厅已选择' })
    expect(axis.row(4).disabled).toBe(false)
  })

  it('makes site relations symmetric', () => {
    const relations = siteRelations(tree)
    expect(relations.get('site-A厅')).toEqual(['site-多功能厅'])
    expect(relations.get('site-多功能厅')).toEqual(['site-A厅'])
    expect(relations.get('site-1号馆')).toBeUndefined()
  })
})
