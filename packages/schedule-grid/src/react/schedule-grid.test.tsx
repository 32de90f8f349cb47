// @vitest-environment jsdom
import type { DayPart, GridRow, GridViewMode, Mission } from '@app/contracts'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GridController } from '../interaction/grid-controller.types.ts'
import { mission as fixtureMission } from '../testing/grid-fixtures.ts'
import { HEADER_HEIGHT, LABEL_WIDTH } from './grid-styles.ts'
import { ScheduleGrid, type ScheduleGridProps } from './schedule-grid.tsx'
import { ScheduleToolbar } from './schedule-toolbar.tsx'
import { gridRangeDataOf } from './grid-range-data.ts'

/*
 * jsdom has no layout: the grid falls back to a 1440 x 900 viewport and the scroller's
 * rect is all zeros, so a cell's client position is its content position plus the
 * label column and the header.
 */

const PART_WIDTH = 40
const dayParts: DayPart[] = [
  { id: 1, times: '00:00-08:00', width: PART_WIDTH, text: '夜间' },
  { id: 2, times: '08:00-12:00', width: PART_WIDTH, text: '上午' },
  { id: 3, times: '12:00-18:00', width: PART_WIDTH, text: '下午' },
  { id: 4, times: '18:00-24:00', width: PART_WIDTH, text: '晚上' },
]

function site(i: number, extra: Partial<GridRow> = {}): GridRow {
  return {
    id: i + 1,
    guid: `row-${i}`,
    siteGuid: `site-${i}`,
    parentId: 0,
    project_title: `${i + 1}号馆`,
    children_list: [],
    siteRelation: [],
    SiteDisableFlag: 0,
    disableFrom: null,
    disableTo: null,
    disableReason: null,
    area: 10_000,
    ...extra,
  }
}

function mission(i: number, siteIndex: number, fromDate: string, toDate: string): Mission {
  return fixtureMission({
    mid: `m-${i}`,
    project_id: `p-${i % 50}`,
    siteGuid: `site-${siteIndex}`,
    fromDate,
    toDate,
    to_date_t: 1080,
    fontColor: '#ffffff',
    text2: '茶叶协会',
    text3: '展期 · 10000㎡ · 已签约',
  })
}

function renderGrid(overrides: Partial<ScheduleGridProps> = {}) {
  let controller: GridController | null = null
  const props: ScheduleGridProps = {
    rows: [site(0), site(1), site(2)],
    missions: [],
    dayParts,
    festivals: {},
    viewMode: 7,
    startDate: '2026-11-22',
    today: '2026-11-23',
    onLoad: vi.fn(),
    onAdd: vi.fn(),
    height: 600,
    onMount: (c) => {
      controller = c
    },
    ...overrides,
  }
  const result = render(<ScheduleGrid {...props} />)
  return { ...result, props, controller: () => controller }
}

const grid = () => screen.getByRole('grid')
const cellsLayer = () => screen.getByTestId('schedule-grid-cells')
/** A drawn block by its first text line (blocks are pictures, hidden from the a11y tree). */
const blockTitled = (text: string) =>
  grid().querySelector<HTMLElement>(`.sg-block[title^="${text}"]`)
/** The cell the keyboard cursor is on, as assistive technology gets it. */
const cursorCell = () => within(grid()).getByRole('gridcell', { selected: true })
/** The client point in the middle of a cell (jsdom: the scroller sits at 0,0). */
const pointOf = (row: number, col: number) => ({
  clientX: LABEL_WIDTH + col * PART_WIDTH + PART_WIDTH / 2,
  clientY: HEADER_HEIGHT + row * 32 + 16,
})

function countNodes(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
  let n = 0
  while (walker.nextNode()) n++
  return n
}

afterEach(cleanup)

describe('ScheduleGrid', () => {
  it('shows each day of the view as M月D日 with its weekday, and the day-parts under it', () => {
    renderGrid({
      festivals: { '2026-11-26': { color: '#ff4d4f', text: '感恩节', kind: 'holiday' } },
    })
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '')
    const days = headers.filter((h) => /月\d+日/.test(h))
    expect(days).toHaveLength(7)
    expect(days[0]).toBe('11月22日\n周日')
    expect(days[1]).toContain('今天')
    expect(days[4]).toContain('感恩节')
    expect(days[6]).toMatch(/^11月28日\n周六/)
    expect(screen.getAllByText('上午')).toHaveLength(7)
  })

  it('draws a saved block in its colour with its three text lines and a screen-reader label', () => {
    renderGrid({ missions: [mission(1, 1, '2026-11-23', '2026-11-24')] })
    const block = blockTitled('茶博会')
    if (!block) throw new Error('no block')
    expect(block.getAttribute('data-l1')).toBe('茶博会')
    expect(block.getAttribute('data-l2')).toBe('茶叶协会')
    expect(block.getAttribute('data-l3')).toBe('展期 · 10000㎡ · 已签约')
    expect(block.title).toBe('茶博会\n茶叶协会\n展期 · 10000㎡ · 已签约')
    expect(block.style.getPropertyValue('--sg-bg')).toBe('#52c41a')
    // a screen reader hears the booking from the keyboard cursor's cell
    fireEvent.keyDown(grid(), { key: 'ArrowDown' })
    fireEvent.keyDown(grid(), { key: 'ArrowDown' })
    for (let i = 0; i < 12 && !/茶博会/.test(cursorCell().ariaLabel ?? ''); i++)
      fireEvent.keyDown(grid(), { key: 'ArrowRight' })
    expect(cursorCell().getAttribute('aria-label')).toMatch(/^2号馆 11月23日 .+: 茶博会/)
  })

  it('puts each site label and the cursor cell in one row for assistive technology', () => {
    renderGrid({ missions: [mission(1, 1, '2026-11-23', '2026-11-24')] })
    const rows = within(grid()).getAllByRole('row')
    // the header row, then one row per drawn site, numbered after it
    expect(within(rows[0]!).getAllByRole('columnheader').length).toBeGreaterThan(7)
    const site2 = rows.find((r) => within(r).queryByRole('rowheader', { name: /2号馆/ }))
    expect(site2?.getAttribute('aria-rowindex')).toBe('3')
    for (const header of within(grid()).getAllByRole('rowheader'))
      expect(header.parentElement?.getAttribute('role')).toBe('row')
    // no cell outside a row: the blocks are pictures of the cells
    expect(within(grid()).queryAllByRole('gridcell')).toHaveLength(0)
    // the keyboard cursor's cell is in its row, and the grid points at it
    fireEvent.keyDown(grid(), { key: 'ArrowDown' })
    fireEvent.keyDown(grid(), { key: 'ArrowDown' })
    expect(cursorCell().parentElement).toBe(site2)
    expect(grid().getAttribute('aria-activedescendant')).toBe(cursorCell().id)
  })

  it('keeps fewer than 2,000 DOM nodes with 4,000 rows over a quarter of 4 day-parts', () => {
    const rows = Array.from({ length: 4000 }, (_, i) => site(i))
    const missions = Array.from({ length: 20_000 }, (_, i) => {
      const day = 1 + (i % 28)
      const date = `2026-${String(10 + Math.floor((i / 28) % 3)).padStart(2, '0')}-${String(day).padStart(2, '0')}`
      return mission(i, i % 4000, date, date)
    })
    const { container } = renderGrid({ rows, missions, viewMode: 92, startDate: '2026-10-01' })
    const nodes = countNodes(container)
    expect(within(grid()).getAllByRole('rowheader').length).toBeGreaterThan(20)
    expect(nodes).toBeLessThan(2000)
    expect(grid().getAttribute('aria-rowcount')).toBe('4001')
    expect(grid().getAttribute('aria-colcount')).toBe(String(92 * 4 + 1))
  })

  it('books the cells a pointer drag crosses, over several sites', () => {
    const { props } = renderGrid()
    fireEvent.pointerDown(cellsLayer(), { button: 0, pointerId: 1, ...pointOf(0, 1) })
    fireEvent.pointerMove(cellsLayer(), { pointerId: 1, ...pointOf(1, 2) })
    fireEvent.pointerUp(cellsLayer(), { pointerId: 1, ...pointOf(1, 2) })
    expect(props.onAdd).toHaveBeenCalledTimes(1)
    const added = vi.mocked(props.onAdd).mock.calls[0]?.[0] ?? []
    expect(added.map((b) => b.siteGuid).sort()).toEqual(['site-0', 'site-1'])
    expect(added[0]).toMatchObject({ fromDate: '2026-11-22', from_date_t: 480, to_date_t: 1080 })
  })

  it('cancels a drag on Escape without booking anything', () => {
    const { props } = renderGrid()
    fireEvent.pointerDown(cellsLayer(), { button: 0, pointerId: 1, ...pointOf(0, 1) })
    fireEvent.keyDown(grid(), { key: 'Escape' })
    fireEvent.pointerUp(cellsLayer(), { pointerId: 1, ...pointOf(2, 3) })
    expect(props.onAdd).not.toHaveBeenCalled()
    expect(grid().getAttribute('data-interaction')).toBe('idle')
  })

  it('alerts 配置错误 when the view day-parts sum to more than 24 h', async () => {
    const tooLong: DayPart[] = [
      { id: 1, times: '00:00-12:00', width: 40, text: 'A' },
      { id: 2, times: '08:00-24:00', width: 40, text: 'B' },
    ]
    renderGrid({ dayParts: tooLong })
    expect(await screen.findByText('配置错误,排期展示可能有误。请先修改配置')).toBeTruthy()
  })

  it('lets the toolbar switch the view to a quarter and reports the new range', () => {
    const onLoad = vi.fn()
    const { controller } = renderGrid({ onLoad })
    render(<ScheduleToolbar controller={controller()} />)
    onLoad.mockClear()
    act(() => {
      fireEvent.click(screen.getByText('季度'))
    })
    const mode: GridViewMode = 92
    expect(controller()?.getSnapshot().viewMode).toBe(mode)
    expect(onLoad).toHaveBeenCalled()
  })

  it('hands the export and the print every row and every day of the view, with day labels', () => {
    const { controller, props } = renderGrid()
    const c = controller()
    if (!c) throw new Error('no controller')
    const data = gridRangeDataOf(c, props)
    expect(data.rows.map((r) => r.title)).toEqual(['1号馆', '2号馆', '3号馆'])
    expect(data.days).toHaveLength(7)
    expect(data.labels?.days?.[0]).toBe('11月22日 周日')
    expect(data.dayParts.map((p) => p.text)).toEqual(['夜间', '上午', '下午', '晚上'])
  })

  it('shows bookings that arrive after mount (the load answer)', () => {
    const { rerender, props } = renderGrid()
    expect(blockTitled('茶博会')).toBeNull()
    rerender(<ScheduleGrid {...props} missions={[mission(1, 0, '2026-11-24', '2026-11-24')]} />)
    expect(blockTitled('茶博会')).toBeTruthy()
  })

  it('opens a saved block on click instead of booking the cell under it', () => {
    const onBlockClick = vi.fn()
    const { props } = renderGrid({
      missions: [mission(1, 0, '2026-11-22', '2026-11-22')],
      onBlockClick,
    })
    const block = blockTitled('茶博会')
    if (!block) throw new Error('no block')
    fireEvent.pointerDown(block, { button: 0, pointerId: 1, ...pointOf(0, 1) })
    fireEvent.pointerUp(block, { pointerId: 1, ...pointOf(0, 1) })
    expect(onBlockClick).toHaveBeenCalledWith(expect.objectContaining({ mid: 'm-1' }))
    expect(props.onAdd).not.toHaveBeenCalled()
  })
})
