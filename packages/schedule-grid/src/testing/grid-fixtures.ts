import type { DayPart, GridRow, Mission } from '@app/contracts'
import type { GridInput } from '../interaction/grid-controller.types.ts'

/* Small builders for grid tests: readable defaults, override what the test is about. */

let nextId = 1

export function siteRow(title: string, overrides: Partial<GridRow> = {}): GridRow {
  const id = nextId++
  return {
    id,
    guid: `row-${title}`,
    siteGuid: `site-${title}`,
    parentId: 0,
    project_title: title,
    children_list: [],
    siteRelation: [],
    SiteDisableFlag: 0,
    disableFrom: null,
    disableTo: null,
    disableReason: null,
    area: null,
    ...overrides,
  }
}

export function groupRow(
  title: string,
  children: GridRow[],
  overrides: Partial<GridRow> = {},
): GridRow {
  return siteRow(title, { siteGuid: null, children_list: children, ...overrides })
}

export function mission(overrides: Partial<Mission> & Pick<Mission, 'mid' | 'siteGuid'>): Mission {
  return {
    project_id: 'project-1',
    userId: 1,
    fromDate: '2026-11-23',
    toDate: '2026-11-23',
    from_date_t: 480,
    to_date_t: 720,
    saved: 1,
    createdAt: 0,
    level: 1,
    status: 2,
    usage: 'show',
    copy_id: null,
    color: '#52c41a',
    fontColor: '#fff',
    text1: '茶博会',
    text2: '主办方',
    text3: '展期',
    statusText: '已签约',
    siteName: '1号馆',
    remark: '',
    version: 1,
    ...overrides,
  }
}

/**
 * Meeting-room day-parts: 上午 08-12, 下午 12-18, 晚上 18-22 (docs/product/demo-data.md "Venue").
 */
export const MEETING_PARTS: DayPart[] = [
  { id: 1, times: '08:00-12:00', width: 60, text: '上午' },
  { id: 2, times: '12:00-18:00', width: 80, text: '下午' },
  { id: 3, times: '18:00-22:00', width: 60, text: '晚上' },
]

export function gridInput(overrides: Partial<GridInput> = {}): GridInput {
  return {
    rows: [siteRow('1号馆'), siteRow('2号馆')],
    missions: [],
    dayParts: MEETING_PARTS,
    festivals: {},
    viewMode: 7,
    startDate: '2026-11-23',
    today: '2026-11-24',
    ...overrides,
  }
}
