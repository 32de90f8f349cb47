import { describe, expect, it } from 'vitest'
import type { Mission } from '@app/contracts'
import { dayNumberOf } from '../export/grid-range.ts'
import type { ParsedDayPart, VisibleRow } from '../model/types.ts'
import { mission as fixtureMission } from '../testing/grid-fixtures.ts'
import { buildPrintHtml } from './print-grid.ts'

const parts: ParsedDayPart[] = [
  { id: 1, startMinute: 480, endMinute: 720, width: 60, text: '上午' },
  { id: 2, startMinute: 720, endMinute: 1080, width: 60, text: '下午' },
]
const first = dayNumberOf('2026-10-01')
const days = Array.from({ length: 30 }, (_, i) => first + i)
const rows: VisibleRow[] = Array.from({ length: 40 }, (_, i) => ({
  key: `r${i}`,
  siteGuid: `s${i}`,
  title: `${i + 1}号厅`,
  depth: 1,
  isGroup: false,
  expanded: false,
  disabled: false,
  disabledReason: null,
  area: null,
}))
const mission = (over: Partial<Mission>): Mission =>
  fixtureMission({
    mid: 'm',
    siteGuid: 's0',
    fromDate: '2026-10-01',
    toDate: '2026-10-01',
    to_date_t: 1080,
    text2: '茶叶协会',
    text3: '',
    ...over,
  })

const print = (missions: Mission[] = []) =>
  buildPrintHtml(
    {
      rows,
      days,
      dayParts: parts,
      missions,
      festivals: { '2026-10-01': { color: '#ff4d4f', text: '国庆', kind: 'holiday' } },
      labels: { siteHeader: '场地' },
    },
    { paper: 'A4', title: '排期 2026-10' },
  )

const count = (html: string, needle: string) => html.split(needle).length - 1

describe('print document', () => {
  it('repeats the header rows on every page and lists every site on each column page', () => {
    const html = print()
    const tables = count(html, '<table>')
    expect(tables).toBeGreaterThan(1)
    expect(count(html, '<thead>')).toBe(tables)
    expect(html).toContain('thead { display: table-header-group; }')
    expect(html).toContain('break-inside: avoid')
    expect(html).toContain('size: A4 landscape')
    // the first day heads every row page of the first column page
    const rowPages = count(html, '2026-10-01 国庆')
    const columnPages = tables / rowPages
    expect(rowPages).toBeGreaterThan(1)
    expect(columnPages).toBeGreaterThan(1)
    for (const row of rows) expect(count(html, `>${row.title}<`)).toBe(columnPages)
  })

  it('prints every day-part of every day once, and the festival with its date', () => {
    const html = print()
    expect(count(html, '<th>上午</th>')).toBeGreaterThanOrEqual(30)
    expect(html).toContain('2026-10-01 国庆')
    expect(html).toContain('2026-10-30')
  })

  it('prints a booking as one cell over its day-parts with its lines and colour', () => {
    const html = print([mission({})])
    expect(html).toMatch(
      /<td class="block" colspan="2" style="background:#52c41a;color:#fff">茶博会<br>茶叶协会<\/td>/,
    )
  })

  it('escapes texts instead of letting them become markup', () => {
    const html = print([mission({ text1: '<img src=x onerror=alert(1)>', color: 'red;x:url(y)' })])
    expect(html).not.toContain('<img')
    expect(html).toContain('&#60;img')
    expect(html).toContain('background:inherit')
  })
})
