import type { Mission } from '@app/contracts'
import { formatDate, parseDate } from './calendar-date.ts'
import type { BlockSource } from './mission-index.ts'
import type { AddedBlock, GridBlock, VenueTime } from './types.ts'

/*
 * Booking blocks (docs/product/schedule.md "Booking blocks"): saved ones come from missions (saved
 * = 1); dragged ones are unsaved (0) until the app saves them; each unsaved block is mirrored as a
 * grey copy (-1) on every related site, and those copies are recomputed after every change.
 */

/** Absolute minutes since 1970-01-01 00:00, for ordering and overlap. */
export const minutesOf = (t: VenueTime): number => t.day * 1440 + t.minute

export function missionToBlock(m: Mission, parse: (date: string) => number = parseDate): GridBlock {
  return {
    key: m.mid,
    mid: m.mid,
    siteGuid: m.siteGuid,
    projectGuid: m.project_id,
    from: { day: parse(m.fromDate), minute: m.from_date_t },
    to: { day: parse(m.toDate), minute: m.to_date_t },
    saved: 1,
    copyOf: null,
    level: m.level,
    status: m.status,
    color: m.color,
    fontColor: m.fontColor,
    text1: m.text1,
    text2: m.text2,
    text3: m.text3,
    statusText: m.statusText,
  }
}

/** A date parser that parses each distinct date once (20,000 missions share few dates). */
function cachedParse(): (date: string) => number {
  const cache = new Map<string, number>()
  return (date) => {
    let day = cache.get(date)
    if (day === undefined) {
      day = parseDate(date)
      cache.set(date, day)
    }
    return day
  }
}

/** Missions -> blocks, all at once. */
export function missionsToBlocks(missions: readonly Mission[]): GridBlock[] {
  const parse = cachedParse()
  return missions.map((m) => missionToBlock(m, parse))
}

/**
 * Missions as a block source for the index: each block is made the first time its row
 * is drawn, then kept, so a quarter of 20,000 missions costs only the visible rows' blocks.
 */
export function missionBlocks(missions: readonly Mission[]): BlockSource {
  const parse = cachedParse()
  const made: (GridBlock | undefined)[] = new Array<GridBlock | undefined>(missions.length)
  return {
    length: missions.length,
    siteOf: (i) => (missions[i] as Mission).siteGuid,
    projectOf: (i) => (missions[i] as Mission).project_id,
    block(i) {
      let block = made[i]
      if (block === undefined) {
        block = missionToBlock(missions[i] as Mission, parse)
        made[i] = block
      }
      return block
    },
  }
}

export function newUnsavedBlock(
  key: string,
  siteGuid: string,
  from: VenueTime,
  to: VenueTime,
): GridBlock {
  return {
    key,
    mid: null,
    siteGuid,
    projectGuid: null,
    from,
    to,
    saved: 0,
    copyOf: null,
    level: 1,
    status: 0,
    color: '',
    fontColor: '',
    text1: '',
    text2: '',
    text3: '',
    statusText: '',
  }
}

const overlaps = (a: GridBlock, b: GridBlock): boolean =>
  minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to)

/**
 * Merges unsaved blocks of the same site that overlap in time into one (docs/product/schedule.md
 * "Dragging"). Blocks that only touch (one ends where the next starts) stay apart. A merged block
 * keeps the key of its earliest part. Order: by site as first seen, then by start.
 */
export function mergeUnsaved(blocks: readonly GridBlock[]): GridBlock[] {
  const bySite = new Map<string, GridBlock[]>()
  for (const b of blocks) {
    const list = bySite.get(b.siteGuid)
    if (list) list.push(b)
    else bySite.set(b.siteGuid, [b])
  }
  const out: GridBlock[] = []
  for (const list of bySite.values()) {
    list.sort((a, b) => minutesOf(a.from) - minutesOf(b.from))
    let current: GridBlock | undefined
    for (const b of list) {
      if (current !== undefined && overlaps(current, b)) {
        const grown: GridBlock = { ...current, to: b.to }
        if (minutesOf(b.to) > minutesOf(current.to)) current = grown
        continue
      }
      if (current !== undefined) out.push(current)
      current = b
    }
    if (current !== undefined) out.push(current)
  }
  return out
}

export const copyKey = (key: string, siteGuid: string): string => `${key}@${siteGuid}`

/** The grey copies (saved = -1) of unsaved blocks on their sites' related sites. */
export function relatedCopies(
  unsaved: readonly GridBlock[],
  relationsOf: (siteGuid: string) => readonly string[] | undefined,
): GridBlock[] {
  const out: GridBlock[] = []
  for (const b of unsaved) {
    for (const site of relationsOf(b.siteGuid) ?? []) {
      out.push({ ...b, key: copyKey(b.key, site), siteGuid: site, saved: -1, copyOf: b.key })
    }
  }
  return out
}

/** Sites that hold a copy, each with the site whose unsaved block put it there. */
export function sitesBlockedByCopies(
  copies: readonly GridBlock[],
  unsaved: readonly GridBlock[],
): Map<string, string> {
  const siteOf = new Map(unsaved.map((b) => [b.key, b.siteGuid]))
  const out = new Map<string, string>()
  for (const c of copies) {
    if (!out.has(c.siteGuid)) out.set(c.siteGuid, (c.copyOf && siteOf.get(c.copyOf)) ?? '')
  }
  return out
}

/** The `add` event's shape: dates and minutes of the day. */
export function toAddedBlock(b: GridBlock): AddedBlock {
  return {
    siteGuid: b.siteGuid,
    fromDate: formatDate(b.from.day),
    from_date_t: b.from.minute,
    toDate: formatDate(b.to.day),
    to_date_t: b.to.minute,
  }
}
