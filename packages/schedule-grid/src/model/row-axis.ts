import type { GridRow } from '@app/contracts'
import type { RowAxis } from '../interaction/grid-controller.types.ts'
import { tryParseDate } from './calendar-date.ts'
import type { DayNumber, VisibleRow } from './types.ts'

/*
 * The row tree (children_list) flattened into the visible rows, top to bottom, skipping
 * the children of collapsed groups. Rows have one fixed height, so y <-> row is a
 * multiplication, not a search.
 */

export const DEFAULT_ROW_HEIGHT = 32

export interface RowAxisOptions {
  /** Keys (GridRow.guid) of collapsed groups. */
  collapsed?: ReadonlySet<string>
  rowHeight?: number
  /** The visible days, inclusive: a site is disabled when its disable period overlaps them. */
  firstDay: DayNumber
  lastDay: DayNumber
  /** Sites closed to new blocks by a related site's unsaved block, with the reason shown. */
  blockedSites?: ReadonlyMap<string, string>
}

export interface GridRowAxis extends RowAxis {
  /** Visible row indices of a site. */
  rowsOfSite(siteGuid: string): readonly number[]
  /** Visible row indices whose own guid is `key` (project rows in project mode). */
  rowOfKey(key: string): number
}

/** Whether a flagged site's disable period (null ends are open) overlaps the given days. */
export function isDisabledIn(row: GridRow, firstDay: DayNumber, lastDay: DayNumber): boolean {
  if (row.SiteDisableFlag !== 1) return false
  const from = row.disableFrom === null ? null : tryParseDate(row.disableFrom)
  const to = row.disableTo === null ? null : tryParseDate(row.disableTo)
  return (from === null || from <= lastDay) && (to === null || to >= firstDay)
}

export function flattenRows(rows: readonly GridRow[], options: RowAxisOptions): VisibleRow[] {
  const collapsed = options.collapsed
  const blocked = options.blockedSites
  const out: VisibleRow[] = []
  const visit = (row: GridRow, depth: number): void => {
    const isGroup = row.children_list.length > 0
    const expanded = isGroup && !(collapsed?.has(row.guid) ?? false)
    let disabledReason: string | null = null
    let disabled = false
    if (isDisabledIn(row, options.firstDay, options.lastDay)) {
      disabled = true
      disabledReason = row.disableReason
    } else if (row.siteGuid !== null && blocked?.has(row.siteGuid)) {
      disabled = true
      disabledReason = blocked.get(row.siteGuid) ?? null
    }
    out.push({
      key: row.guid,
      siteGuid: row.siteGuid,
      title: row.project_title,
      depth,
      isGroup,
      expanded,
      disabled,
      disabledReason,
      area: row.area,
    })
    if (expanded) for (const child of row.children_list) visit(child, depth + 1)
  }
  for (const row of rows) visit(row, 0)
  return out
}

export function createRowAxis(rows: readonly GridRow[], options: RowAxisOptions): GridRowAxis {
  const visible = flattenRows(rows, options)
  const rowHeight = options.rowHeight ?? DEFAULT_ROW_HEIGHT
  const count = visible.length
  const bySite = new Map<string, number[]>()
  const byKey = new Map<string, number>()
  visible.forEach((row, i) => {
    byKey.set(row.key, i)
    if (row.siteGuid === null) return
    const list = bySite.get(row.siteGuid)
    if (list) list.push(i)
    else bySite.set(row.siteGuid, [i])
  })
  const none: readonly number[] = []
  return {
    count,
    rowHeight,
    totalHeight: count * rowHeight,
    yOf: (row) => row * rowHeight,
    rowAt: (y) => (count === 0 ? 0 : Math.min(count - 1, Math.max(0, Math.floor(y / rowHeight)))),
    row(index) {
      const row = visible[index]
      if (!row) throw new RangeError(`No row ${index}`)
      return row
    },
    rowsOfSite: (siteGuid) => bySite.get(siteGuid) ?? none,
    rowOfKey: (key) => byKey.get(key) ?? -1,
  }
}

/**
 * siteGuid -> related sites' guids over the whole tree (collapsed rows included). Made
 * symmetric: booking 多功能厅 blocks A, B and C, "and the reverse" (docs/product/schedule.md
 * "Related sites").
 */
export function siteRelations(rows: readonly GridRow[]): Map<string, readonly string[]> {
  const sets = new Map<string, Set<string>>()
  const link = (a: string, b: string): void => {
    if (a === b) return
    const set = sets.get(a)
    if (set) set.add(b)
    else sets.set(a, new Set([b]))
  }
  const visit = (row: GridRow): void => {
    if (row.siteGuid !== null) {
      for (const other of row.siteRelation) {
        link(row.siteGuid, other)
        link(other, row.siteGuid)
      }
    }
    for (const child of row.children_list) visit(child)
  }
  for (const row of rows) visit(row)
  const out = new Map<string, readonly string[]>()
  for (const [site, set] of sets) out.set(site, [...set])
  return out
}

/** siteGuid -> the site's title, over the whole tree (for texts about collapsed rows too). */
export function siteTitles(rows: readonly GridRow[]): Map<string, string> {
  const out = new Map<string, string>()
  const visit = (row: GridRow): void => {
    if (row.siteGuid !== null && !out.has(row.siteGuid)) out.set(row.siteGuid, row.project_title)
    for (const child of row.children_list) visit(child)
  }
  for (const row of rows) visit(row)
  return out
}
