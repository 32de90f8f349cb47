import {
  BOOKING_USAGES,
  HOLD_LEVELS,
  type BookingUsage,
  type MissionClash,
  type NewMission,
} from '@app/contracts'
import type { AddedBlock } from '@app/schedule-grid'

/** An unsaved block of the grid, with the key the controller knows it by. */
export interface BookingDraft extends AddedBlock {
  key: string
}

/** The booking dialog's answers, shared by every block saved together. */
export interface BookingFields {
  projectGuid: string
  usage: BookingUsage
  level: number
  remark: string
  /** The blocks' dates, when the user changed them in the dialog. */
  dates?: { fromDate: string; toDate: string }
}

export const USAGE_OPTIONS = BOOKING_USAGES
export const LEVEL_OPTIONS = HOLD_LEVELS

/** The body of POST /missions: every draft with the dialog's fields. */
export const toNewMissions = (drafts: readonly BookingDraft[], f: BookingFields): NewMission[] =>
  drafts.map((d) => ({
    project_id: f.projectGuid,
    siteGuid: d.siteGuid,
    fromDate: f.dates?.fromDate ?? d.fromDate,
    from_date_t: d.from_date_t,
    toDate: f.dates?.toDate ?? d.toDate,
    to_date_t: d.to_date_t,
    level: f.level,
    // new blocks are holds; confirming comes with the contract
    status: 0,
    usage: f.usage,
    remark: f.remark,
  }))

/** The earliest start and latest end of the drafts (the dialog's date range). */
export const draftDates = (
  drafts: readonly BookingDraft[],
): { from: string; to: string } | null => {
  if (drafts.length === 0) return null
  let from = drafts[0]!.fromDate
  let to = drafts[0]!.toDate
  for (const d of drafts) {
    if (d.fromDate < from) from = d.fromDate
    if (d.toDate > to) to = d.toDate
  }
  return { from, to }
}

const minutesOf = (date: string, minute: number): number =>
  Date.parse(`${date}T00:00:00Z`) / 60_000 + minute

/**
 * The drafts a 409 refused: those overlapping a clashing booking on the same site. A
 * clash on a related site matches no draft by site; then every draft was refused.
 */
export const refusedDrafts = (
  drafts: readonly BookingDraft[],
  clashes: readonly MissionClash[],
): BookingDraft[] => {
  const hit = drafts.filter((d) =>
    clashes.some(
      (c) =>
        c.siteGuid === d.siteGuid &&
        minutesOf(c.fromDate, c.from_date_t) < minutesOf(d.toDate, d.to_date_t) &&
        minutesOf(d.fromDate, d.from_date_t) < minutesOf(c.toDate, c.to_date_t),
    ),
  )
  return hit.length > 0 ? hit : [...drafts]
}

/** The 409 body's clashes, when it carries them. */
export const clashesOf = (data: unknown): MissionClash[] =>
  Array.isArray(data) ? (data as MissionClash[]) : []
