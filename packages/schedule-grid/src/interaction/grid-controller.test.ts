import { describe, expect, it } from 'vitest'
import { createGridDriver } from '../testing/grid-driver.ts'
import { MEETING_PARTS, gridInput, groupRow, mission, siteRow } from '../testing/grid-fixtures.ts'

const related = () =>
  gridInput({
    rows: [
      siteRow('多功能厅', { siteRelation: ['site-A厅', 'site-B厅'] }),
      siteRow('A厅'),
      siteRow('B厅'),
      siteRow('1号馆'),
    ],
  })

describe('drag to book', () => {
  it('emits one merged block per site row of the dragged rectangle', () => {
    const d = createGridDriver(gridInput())
    d.drag(d.cell('1号馆', '2026-11-23', 1), d.cell('2号馆', '2026-11-24', 0))
    expect(d.events('add')).toEqual([
      [
        {
          siteGuid: 'site-1号馆',
          fromDate: '2026-11-23',
          from_date_t: 720,
          toDate: '2026-11-24',
          to_date_t: 720,
        },
        {
          siteGuid: 'site-2号馆',
          fromDate: '2026-11-23',
          from_date_t: 720,
          toDate: '2026-11-24',
          to_date_t: 720,
        },
      ],
    ])
    expect(d.snapshot().interaction).toBe('idle')
    expect(d.snapshot().selection).toBeNull()
  })

  it('copies the block grey to related sites, disables them and leaves the copies out of add', () => {
    const d = createGridDriver(related())
    d.drag(d.cell('多功能厅', '2026-11-23', 0), d.cell('多功能厅', '2026-11-23', 2))
    expect(d.events('add')).toEqual([
      [
        {
          siteGuid: 'site-多功能厅',
          fromDate: '2026-11-23',
          from_date_t: 480,
          toDate: '2026-11-23',
          to_date_t: 1320,
        },
      ],
    ])
    const snap = d.snapshot()
    const a = d.cell('A厅', '2026-11-23', 1)
    expect(snap.rows.row(a.row).disabled).toBe(true)
    expect(snap.canBook(a)).toBe(false)
    expect(snap.blocksIn(a.row, 0, 20).map((p) => p.block.saved)).toEqual([-1])
    expect(d.controller.unsavedBlocks().map((b) => [b.siteGuid, b.saved])).toEqual([
      ['site-多功能厅', 0],
      ['site-A厅', -1],
      ['site-B厅', -1],
    ])
  })

  it('skips a related site inside the same rectangle and disabled rows below it', () => {
    const d = createGridDriver(related())
    d.drag(d.cell('多功能厅', '2026-11-23', 0), d.cell('1号馆', '2026-11-23', 0))
    expect(d.events('add')[0]?.map((b) => b.siteGuid)).toEqual(['site-多功能厅', 'site-1号馆'])
  })

  it('merges a new drag with an overlapping unsaved block of the same site', () => {
    const d = createGridDriver(gridInput())
    d.drag(d.cell('1号馆', '2026-11-23', 0), d.cell('1号馆', '2026-11-23', 1))
    d.drag(d.cell('1号馆', '2026-11-23', 1), d.cell('1号馆', '2026-11-23', 2))
    expect(d.events('add')[1]).toEqual([
      {
        siteGuid: 'site-1号馆',
        fromDate: '2026-11-23',
        from_date_t: 480,
        toDate: '2026-11-23',
        to_date_t: 1320,
      },
    ])
    expect(d.controller.unsavedBlocks()).toHaveLength(1)
  })

  it('cancels the drag on Escape and books nothing', () => {
    const d = createGridDriver(gridInput())
    d.pointerDown({ row: 0, col: 0 }).pointerMove({ row: 1, col: 3 })
    expect(d.snapshot().interaction).toBe('dragging')
    expect(d.snapshot().selection).toEqual({ rowFrom: 0, rowTo: 1, colFrom: 0, colTo: 3 })
    d.escape().pointerUp()
    expect(d.events('add')).toEqual([])
    expect(d.snapshot().selection).toBeNull()
  })

  it('moves only the cursor on a click without a move', () => {
    const d = createGridDriver(gridInput())
    d.pointerDown({ row: 1, col: 4 }).pointerUp()
    expect(d.events('add')).toEqual([])
    expect(d.snapshot().cursor).toEqual({ row: 1, col: 4 })
  })

  it('takes no block on a group row', () => {
    const d = createGridDriver(gridInput({ rows: [groupRow('展馆', [siteRow('1号馆')])] }))
    d.drag({ row: 0, col: 0 }, { row: 0, col: 2 })
    expect(d.events('add')).toEqual([])
    expect(d.snapshot().canBook({ row: 0, col: 0 })).toBe(false)
  })
})

describe('keyboard', () => {
  it('books the Shift+arrow selection on Enter, as a drag would', () => {
    const d = createGridDriver(gridInput())
    d.pointerDown({ row: 0, col: 0 }).pointerUp()
    d.key('ArrowRight', { shift: true }).key('ArrowDown', { shift: true }).key('Enter')
    expect(d.events('add')).toEqual([
      [
        {
          siteGuid: 'site-1号馆',
          fromDate: '2026-11-23',
          from_date_t: 480,
          toDate: '2026-11-23',
          to_date_t: 1080,
        },
        {
          siteGuid: 'site-2号馆',
          fromDate: '2026-11-23',
          from_date_t: 480,
          toDate: '2026-11-23',
          to_date_t: 1080,
        },
      ],
    ])
  })

  it('books the cursor cell on Enter and removes it again with Delete', () => {
    const d = createGridDriver(gridInput())
    d.key('ArrowDown').key('ArrowRight').key('Enter')
    expect(d.events('add')).toEqual([
      [
        {
          siteGuid: 'site-1号馆',
          fromDate: '2026-11-23',
          from_date_t: 720,
          toDate: '2026-11-23',
          to_date_t: 1080,
        },
      ],
    ])
    d.key('Delete')
    expect(d.controller.unsavedBlocks()).toEqual([])
  })

  it('clears the selection on Escape', () => {
    const d = createGridDriver(gridInput())
    d.key('ArrowRight').key('ArrowRight', { shift: true })
    expect(d.snapshot().selection).not.toBeNull()
    d.escape()
    expect(d.snapshot().selection).toBeNull()
  })
})

describe('load and config events', () => {
  it('asks for the visible range on start, view change and navigation', () => {
    const d = createGridDriver(gridInput())
    d.controller.setViewMode(31)
    d.controller.navigate('month', 1)
    d.controller.setViewMode(92)
    d.controller.goTo('2027-02-10')
    d.controller.navigate('day', -1)
    expect(d.events('load')).toEqual([
      { date_from: '2026-11-23', date_to: '2026-11-29' },
      { date_from: '2026-11-01', date_to: '2026-11-30' },
      { date_from: '2026-12-01', date_to: '2026-12-31' },
      { date_from: '2026-10-01', date_to: '2026-12-31' },
      { date_from: '2027-01-01', date_to: '2027-03-31' },
    ])
  })

  it('signals a config error when the day-parts sum to more than 24 h', () => {
    const parts = [
      { id: 1, times: '00:00-13:00', width: 40, text: '上午' },
      { id: 2, times: '08:00-20:00', width: 40, text: '全天' },
    ]
    const d = createGridDriver(gridInput({ dayParts: parts }))
    expect(d.events('configError')).toHaveLength(1)
    expect(d.snapshot().configError).toBe(true)
    d.controller.setViewMode(14)
    expect(d.events('configError')).toHaveLength(2)
  })
})

describe('snapshot', () => {
  it('stays the same object until something changes, and notifies once per change', () => {
    const d = createGridDriver(gridInput())
    const first = d.snapshot()
    expect(d.snapshot()).toBe(first)
    const before = d.changes
    d.drag({ row: 0, col: 0 }, { row: 1, col: 1 })
    expect(d.snapshot()).not.toBe(first)
    expect(d.changes - before).toBe(3)
  })

  it('labels a cell with row, date, part and the block on it', () => {
    const d = createGridDriver(
      gridInput({ missions: [mission({ mid: 'm1', siteGuid: 'site-1号馆' })] }),
    )
    expect(d.snapshot().cellLabel(d.cell('1号馆', '2026-11-23', 0))).toBe(
      '1号馆 11月23日 上午: 茶博会 已签约',
    )
    expect(d.snapshot().cellLabel(d.cell('2号馆', '2026-11-24', 2))).toBe('2号馆 11月24日 晚上')
  })

  it('marks today and looks festivals up by day', () => {
    const d = createGridDriver(
      gridInput({ festivals: { '2026-11-25': { color: '#f00', text: '节日', kind: 'holiday' } } }),
    )
    expect(d.snapshot().todayCols).toEqual({ from: 3, to: 5 })
    const day = d.snapshot().columns.dayOf(6)
    expect(d.snapshot().festivalOf(day)?.text).toBe('节日')
    expect(d.snapshot().festivalOf(day + 1)).toBeNull()
  })
})

describe('rows closed to new blocks', () => {
  const input = () =>
    gridInput({
      rows: [
        siteRow('1号馆'),
        siteRow('7号馆', {
          SiteDisableFlag: 1,
          disableFrom: '2026-11-20',
          disableTo: '2026-12-04',
          disableReason: '地坪维修',
        }),
        siteRow('2号馆'),
      ],
    })

  it('skips a disabled site inside a multi-row rectangle', () => {
    const d = createGridDriver(input())
    d.drag(d.cell('1号馆', '2026-11-23', 0), d.cell('2号馆', '2026-11-23', 0))
    expect(d.events('add')[0]?.map((b) => b.siteGuid)).toEqual(['site-1号馆', 'site-2号馆'])
  })

  it('starts no drag on a disabled site, only moves the cursor', () => {
    const d = createGridDriver(input())
    const cell = d.cell('7号馆', '2026-11-24', 1)
    d.pointerDown(cell).pointerMove({ ...cell, col: cell.col + 2 })
    expect(d.snapshot().interaction).toBe('idle')
    expect(d.snapshot().selection).toBeNull()
    expect(d.snapshot().cursor).toEqual(cell)
    expect(d.snapshot().rows.row(cell.row).disabledReason).toBe('地坪维修')
  })

  it('opens the site again once the view is past its disable period', () => {
    const d = createGridDriver(input())
    d.controller.goTo('2026-12-05')
    expect(d.snapshot().canBook(d.cell('7号馆', '2026-12-05', 0))).toBe(true)
  })

  it('opens a related site again when the unsaved block is removed', () => {
    const d = createGridDriver(related())
    d.drag(d.cell('多功能厅', '2026-11-23', 0), d.cell('多功能厅', '2026-11-23', 1))
    const a = d.cell('A厅', '2026-11-23', 0)
    expect(d.snapshot().rows.row(a.row).disabledReason).toBe('关联场地多功能厅已选择')
    const copy = d.controller.unsavedBlocks().find((b) => b.siteGuid === 'site-A厅')
    d.controller.removeUnsaved(copy?.key ?? '')
    expect(d.controller.unsavedBlocks()).toEqual([])
    expect(d.snapshot().canBook(a)).toBe(true)
  })

  it('removes the unsaved block when Delete is pressed on its grey copy', () => {
    const d = createGridDriver(related())
    d.drag(d.cell('多功能厅', '2026-11-23', 0), d.cell('多功能厅', '2026-11-23', 1))
    d.pointerDown(d.cell('B厅', '2026-11-23', 1))
      .pointerUp()
      .key('Delete')
    expect(d.controller.unsavedBlocks()).toEqual([])
  })

  it('relates sites both ways: a block on A厅 greys 多功能厅', () => {
    const d = createGridDriver(related())
    d.drag(d.cell('A厅', '2026-11-23', 0), d.cell('A厅', '2026-11-23', 0))
    d.key('Enter')
    expect(d.controller.unsavedBlocks().map((b) => [b.siteGuid, b.saved])).toEqual([
      ['site-A厅', 0],
      ['site-多功能厅', -1],
    ])
  })
})

describe('data and groups', () => {
  it('keeps unsaved blocks when new missions arrive, until the app clears them', () => {
    const d = createGridDriver(gridInput())
    d.drag({ row: 0, col: 0 }, { row: 0, col: 1 })
    d.controller.setData({ missions: [mission({ mid: 'm1', siteGuid: 'site-2号馆' })] })
    expect(d.controller.unsavedBlocks()).toHaveLength(1)
    expect(
      d
        .snapshot()
        .blocksIn(1, 0, 20)
        .map((p) => p.block.key),
    ).toEqual(['m1'])
    d.controller.clearUnsaved()
    expect(d.controller.unsavedBlocks()).toEqual([])
    expect(d.snapshot().blocksIn(0, 0, 20)).toEqual([])
  })

  it('collapses and expands a group, moving the blocks with their rows', () => {
    const d = createGridDriver(
      gridInput({
        rows: [groupRow('展馆', [siteRow('1号馆')]), siteRow('2号馆')],
        missions: [mission({ mid: 'm2', siteGuid: 'site-2号馆' })],
      }),
    )
    expect(
      d
        .snapshot()
        .blocksIn(2, 0, 20)
        .map((p) => p.block.key),
    ).toEqual(['m2'])
    d.controller.toggleGroup('row-展馆')
    expect(d.snapshot().rows.count).toBe(2)
    expect(
      d
        .snapshot()
        .blocksIn(1, 0, 20)
        .map((p) => p.block.key),
    ).toEqual(['m2'])
    d.controller.toggleGroup('row-展馆')
    expect(d.snapshot().rows.count).toBe(3)
  })

  it('shows project rows their own project’s blocks', () => {
    const d = createGridDriver(
      gridInput({
        rows: [siteRow('茶博会', { guid: 'project-1', siteGuid: null })],
        missions: [mission({ mid: 'm1', siteGuid: 'site-1号馆', project_id: 'project-1' })],
      }),
    )
    expect(
      d
        .snapshot()
        .blocksIn(0, 0, 20)
        .map((p) => p.block.key),
    ).toEqual(['m1'])
    expect(d.snapshot().canBook({ row: 0, col: 0 })).toBe(false)
  })

  it('asks for a new range when setData moves the start, and not when it does not', () => {
    const d = createGridDriver(gridInput())
    d.controller.setData({ missions: [] })
    d.controller.setData({ startDate: '2026-11-30' })
    expect(d.events('load')).toEqual([
      { date_from: '2026-11-23', date_to: '2026-11-29' },
      { date_from: '2026-11-30', date_to: '2026-12-06' },
    ])
  })

  it('alerts once for new bad day-parts, not again for the same ones', () => {
    const d = createGridDriver(gridInput())
    expect(d.events('configError')).toEqual([])
    const bad = [{ id: 9, times: '00:00-24:00', width: 40, text: '全天' }, ...MEETING_PARTS]
    d.controller.setData({ dayParts: bad })
    d.controller.setData({ dayParts: [...bad] })
    expect(d.events('configError')).toHaveLength(1)
  })

  it('labels cells through the translate option', () => {
    const d = createGridDriver(gridInput(), {
      translate: (key, params) => `${key}${params ? JSON.stringify(params) : ''}`,
    })
    expect(d.snapshot().cellLabel({ row: 0, col: 0 })).toBe(
      'scheduleGrid.cellLabel{"row":"1号馆","date":"scheduleGrid.dayLabel{\\"month\\":11,\\"day\\":23}","part":"上午"}',
    )
  })
})
