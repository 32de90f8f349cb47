import { describe, expect, it } from 'vitest'
import { parseDate } from '../model/calendar-date.ts'
import { createColumnAxis } from '../model/column-axis.ts'
import { parseDayParts } from '../model/day-parts.ts'
import { createRowAxis } from '../model/row-axis.ts'
import { siteRow } from '../testing/grid-fixtures.ts'
import {
  EMPTY_WINDOW,
  LEAD_STEPS,
  nextWindow,
  OVERSCAN_X,
  OVERSCAN_Y,
  type ScrollBox,
} from './visible-window.ts'

const first = parseDate('2026-10-01')
// 4 parts of 50 px a day over a quarter: 368 columns, 18,400 px
const columns = createColumnAxis(
  first,
  92,
  parseDayParts([
    { id: 1, times: '00:00-06:00', width: 50, text: 'a' },
    { id: 2, times: '06:00-12:00', width: 50, text: 'b' },
    { id: 3, times: '12:00-18:00', width: 50, text: 'c' },
    { id: 4, times: '18:00-24:00', width: 50, text: 'd' },
  ]),
)
// 1,000 rows of 32 px: 32,000 px
const rows = createRowAxis(
  Array.from({ length: 1000 }, (_, i) => siteRow(`s${i}`)),
  { firstDay: first, lastDay: first + 91 },
)
const box = (over: Partial<ScrollBox>): ScrollBox => ({
  scrollLeft: 0,
  scrollTop: 0,
  width: 1000,
  height: 640,
  ...over,
})

describe('the drawn window', () => {
  it('covers the view plus the overscan on every side', () => {
    const win = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollLeft: 5000, scrollTop: 8000 }))
    expect(win).toEqual({
      rowFrom: (8000 - OVERSCAN_Y) / 32,
      rowTo: Math.floor((8000 + 640 + OVERSCAN_Y - 1) / 32),
      colFrom: Math.floor((5000 - OVERSCAN_X) / 50),
      colTo: Math.floor((5000 + 1000 + OVERSCAN_X - 1) / 50),
    })
  })

  it('is kept, the same object, while it still covers the view', () => {
    const win = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollTop: 8000 }))
    expect(nextWindow(win, rows, columns, box({ scrollTop: 8100 }))).toBe(win)
  })

  it('reaches ahead in the direction of a scroll, by the last steps', () => {
    const still = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollTop: 8000 }))
    const down = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollTop: 8000, dy: 200 }))
    expect(down.rowFrom).toBe(still.rowFrom)
    expect(down.rowTo).toBe(Math.floor((8000 + 640 + OVERSCAN_Y + 200 * LEAD_STEPS - 1) / 32))
    const left = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollLeft: 5000, dx: -100 }))
    expect(left.colFrom).toBe(Math.floor((5000 - OVERSCAN_X - 100 * LEAD_STEPS) / 50))
  })

  it('leaves a window that covers the view but not the next step', () => {
    const win = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollTop: 8000 }))
    // the view still fits, but 300 px further down does not
    const next = nextWindow(win, rows, columns, box({ scrollTop: 8150, dy: 150 }))
    expect(next).not.toBe(win)
    expect(next.rowTo * 32).toBeGreaterThanOrEqual(8150 + 640 + 150 * LEAD_STEPS - 32)
  })

  it('never reaches ahead by more than one view', () => {
    const win = nextWindow(EMPTY_WINDOW, rows, columns, box({ scrollTop: 8000, dy: 5000 }))
    expect(win.rowTo).toBe(Math.floor((8000 + 640 + OVERSCAN_Y + 640 - 1) / 32))
  })
})
