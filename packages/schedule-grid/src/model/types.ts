/*
 * The grid's own vocabulary, shared by the model, the controller and the React view.
 *
 * Time is a calendar day number (days since 1970-01-01, pure calendar arithmetic, no
 * time zone) plus minutes of the day. The columns are the visible days, each split
 * into the day-parts of one schedule template; a column index is
 * `dayIndex * partsPerDay + partIndex`. Rows are the visible (not collapsed) rows of
 * the site or project tree, top to bottom.
 */

/** Days since 1970-01-01 of a calendar date (2026-11-22 -> 20779). */
export type DayNumber = number

/** One cell: a visible row index and a column index. */
export interface Cell {
  row: number
  col: number
}

/** A rectangle of cells, inclusive on both ends, normalised (from <= to). */
export interface CellRange {
  rowFrom: number
  rowTo: number
  colFrom: number
  colTo: number
}

/** A day-part parsed from its `times` text: minutes of the day, end exclusive. */
export interface ParsedDayPart {
  id: number
  startMinute: number
  endMinute: number
  width: number
  text: string
}

/** A point in venue time: a calendar day and minutes into it (0..1440). */
export interface VenueTime {
  day: DayNumber
  minute: number
}

/**
 * A booking block on the grid, saved (1, loaded from the server), unsaved (0, just
 * dragged) or a grey copy on a related site (-1). `key` is unique on the grid:
 * the `mid` of a saved block, a generated id for the others.
 */
export interface GridBlock {
  key: string
  /** The server's mid for saved blocks; null otherwise. */
  mid: string | null
  siteGuid: string
  /** The project booked; null for an unsaved block until the booking dialog names it. */
  projectGuid: string | null
  from: VenueTime
  /** Exclusive. */
  to: VenueTime
  saved: 0 | 1 | -1
  /** For a related-site copy: the key of the unsaved block it mirrors. */
  copyOf: string | null
  level: number
  status: number
  color: string
  fontColor: string
  text1: string
  text2: string
  text3: string
  /** The project's status label (已签约), for screen readers and the tooltip. */
  statusText: string
}

/** A block laid out on the columns: the first and last column it touches (inclusive). */
export interface PlacedBlock {
  block: GridBlock
  row: number
  colFrom: number
  colTo: number
}

/** A row of the flattened, collapsible tree. */
export interface VisibleRow {
  /** The GridRow's guid. */
  key: string
  siteGuid: string | null
  title: string
  depth: number
  isGroup: boolean
  expanded: boolean
  /** Greyed and closed to new blocks for the whole visible range. */
  disabled: boolean
  /** Why it is disabled (the site's disable reason, or a related site's unsaved block). */
  disabledReason: string | null
  area: number | null
}

/** A blocks list handed to the `add` event: unsaved, merged, related copies left out. */
export interface AddedBlock {
  siteGuid: string
  fromDate: string
  from_date_t: number
  toDate: string
  to_date_t: number
}

/** The `load` event: the visible date range, yyyy-MM-dd, both inclusive. */
export interface LoadRange {
  date_from: string
  date_to: string
}
