import type { DayPart, Festival, GridData, GridRow, Mission } from '@app/contracts'

/*
 * The grid bench's data (docs/product/performance.md "Scheduling grid"), deterministic: 4,000 site
 * rows in a two-level tree (5% with a related site, one with 20), the quarter 2026-10-01..12-31
 * (92 days), 20,000 saved missions, 200 festival days. Sizes 1/4 and 1/16 scale rows and
 * missions; the days stay a quarter so first paint compares like with like.
 */

export const QUARTER_START = '2026-10-01'
export const QUARTER_DAYS = 92
export const FULL_ROWS = 4000
export const FULL_MISSIONS = 20_000
const GROUP_SIZE = 25 // 160 groups of 1 + 24 sites = 4,000 rows

/** mulberry32: small, fast, reproducible. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

const partsOf = (bounds: number[], texts: (i: number) => string, width: number): DayPart[] =>
  bounds.slice(0, -1).map((start, i) => ({
    id: i + 1,
    times: `${hhmm(start)}-${hhmm(bounds[i + 1] as number)}`,
    width,
    text: texts(i),
  }))

/** Ours at the first size: four uneven parts (the design's 08:00-12:00, 12:00-18:00). */
export const UNEVEN_4: DayPart[] = partsOf(
  [0, 480, 720, 1080, 1440],
  (i) => ['夜间', '上午', '下午', '晚上'][i] as string,
  72,
)
/** What every peer can show: four even 6 h parts (ours gets these too in the peer rounds). */
export const EVEN_4: DayPart[] = partsOf([0, 360, 720, 1080, 1440], (i) => `${i * 6}时`, 72)
/** The second size: 48 half-hour parts a day. */
export const HALF_HOURS_48: DayPart[] = partsOf(
  Array.from({ length: 49 }, (_, i) => i * 30),
  (i) => hhmm(i * 30),
  24,
)

/**
 * 48 half-hour parts 12 px wide, for the scroll "where about 1,500 blocks are in view":
 * with the dense patch below, a 1440x900 view holds about 100 columns x 26 rows of
 * one-hour blocks.
 */
export const DENSE_48: DayPart[] = HALF_HOURS_48.map((p) => ({ ...p, width: 12 }))
/** The dense patch: the first DENSE_ROWS site rows, over the first DENSE_DAYS days. */
export const DENSE_ROWS = 300
export const DENSE_DAYS = 3

const guid = (kind: string, n: number) =>
  `00000000-0000-4000-8000-${kind}${String(n).padStart(12 - kind.length, '0')}`

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

const STATUSES = [
  { color: '#bfbfbf', fontColor: '#262626', text: '意向' },
  { color: '#fa8c16', fontColor: '#ffffff', text: '预定' },
  { color: '#1677ff', fontColor: '#ffffff', text: '待签约' },
  { color: '#52c41a', fontColor: '#ffffff', text: '已签约' },
]
const USAGES = [
  ['loadIn', '布展'],
  ['show', '展期'],
  ['loadOut', '撤馆'],
  ['meeting', '会议'],
] as const

/**
 * The grid's answer at `scale` (1, 1/4, 1/16) with the given day-parts. Missions start
 * and end on the 6 h bounds, which every template here has, and never overlap on a site.
 */
export function makeGridData(
  scale: number,
  dayParts: DayPart[],
  options: { densePatch?: boolean } = {},
): GridData {
  const rand = random(20261001)
  const rowCount = Math.round(FULL_ROWS * scale)
  const missionCount = Math.round(FULL_MISSIONS * scale)
  const rows: GridRow[] = []
  const sites: GridRow[] = []
  let id = 1
  for (let g = 0; rows.length + sites.length < rowCount; g++) {
    const group: GridRow = {
      id: id++,
      guid: guid('a', g),
      siteGuid: null,
      parentId: 0,
      project_title: `${g + 1}号馆`,
      children_list: [],
      siteRelation: [],
      SiteDisableFlag: 0,
      disableFrom: null,
      disableTo: null,
      disableReason: null,
      area: null,
    }
    rows.push(group)
    for (let s = 1; s < GROUP_SIZE && rows.length + sites.length < rowCount; s++) {
      const n = sites.length
      const site: GridRow = {
        ...group,
        id: id++,
        guid: guid('b', n),
        siteGuid: guid('c', n),
        parentId: group.id,
        project_title: `${g + 1}号馆 ${String.fromCharCode(64 + s)}厅`,
        children_list: [],
        area: 500 + Math.floor(rand() * 40) * 100,
      }
      group.children_list.push(site)
      sites.push(site)
    }
  }
  // 5% related: pairs of neighbours in one hall (composite halls)
  for (let i = 0; i + 1 < sites.length; i += 40) {
    const a = sites[i] as GridRow
    const b = sites[i + 1] as GridRow
    if (a.parentId !== b.parentId) continue
    a.siteRelation.push(b.siteGuid as string)
    b.siteRelation.push(a.siteGuid as string)
  }

  // one composite hall: the 4th site of the first hall is related to the 20 after it, so
  // the drag bench (sites 1-4 of that hall) puts grey copies on 20 related sites
  const composite = sites[3]
  for (const other of sites.slice(4, 24)) {
    if (!composite || other.parentId !== composite.parentId) break
    composite.siteRelation.push(other.siteGuid as string)
    other.siteRelation.push(composite.siteGuid as string)
  }

  // missions: per site, back to back with gaps, in 6 h steps over the quarter
  const firstDay = dayNumber(QUARTER_START)
  const steps = QUARTER_DAYS * 4
  const perSite = Math.ceil(missionCount / Math.max(1, sites.length))
  const missions: Mission[] = []
  for (let s = 0; s < sites.length && missions.length < missionCount; s++) {
    const site = sites[s] as GridRow
    let at = Math.floor(rand() * 8)
    const span = Math.floor(steps / perSite)
    for (let k = 0; k < perSite && missions.length < missionCount; k++) {
      const length = 1 + Math.floor(rand() * Math.max(1, span - 3))
      const from = at
      const to = Math.min(steps, from + length)
      if (from >= steps) break
      const status = STATUSES[Math.floor(rand() * STATUSES.length)] as (typeof STATUSES)[number]
      const usage = USAGES[Math.floor(rand() * USAGES.length)] as (typeof USAGES)[number]
      const n = missions.length
      missions.push({
        mid: guid('d', n),
        project_id: guid('e', n % 3000),
        siteGuid: site.siteGuid as string,
        siteName: site.project_title,
        userId: 1,
        fromDate: dateOf(firstDay + Math.floor(from / 4)),
        from_date_t: (from % 4) * 360,
        toDate: dateOf(firstDay + Math.floor(to / 4)),
        to_date_t: (to % 4) * 360,
        saved: 1,
        createdAt: 1_790_000_000_000,
        level: 1 + (n % 3),
        status: n % 4,
        usage: usage[0],
        copy_id: null,
        color: status.color,
        fontColor: status.fontColor,
        text1: `项目${n % 3000}`,
        text2: `客户${n % 700}`,
        text3: `${usage[1]} · ${site.area}㎡ · ${status.text}`,
        statusText: status.text,
        remark: '',
        version: 1,
      })
      at = to + 1 + Math.floor(rand() * 3)
    }
  }

  // the dense patch: back-to-back one-hour blocks, in place of the missions there
  if (options.densePatch) {
    const patchSites = new Set(sites.slice(0, DENSE_ROWS).map((site) => site.siteGuid))
    const patchEnd = dateOf(firstDay + DENSE_DAYS)
    const kept = missions.filter((m) => !patchSites.has(m.siteGuid) || m.fromDate >= patchEnd)
    missions.length = 0
    missions.push(...kept)
    for (const site of sites.slice(0, DENSE_ROWS)) {
      for (let hour = 0; hour < DENSE_DAYS * 24; hour++) {
        const n = missions.length
        const status = STATUSES[n % STATUSES.length] as (typeof STATUSES)[number]
        const day = dateOf(firstDay + Math.floor(hour / 24))
        const from = (hour % 24) * 60
        missions.push({
          ...(missions[0] as Mission),
          mid: guid('f', n),
          siteGuid: site.siteGuid as string,
          siteName: site.project_title,
          fromDate: day,
          from_date_t: from,
          toDate: from + 60 === 1440 ? dateOf(firstDay + Math.floor(hour / 24) + 1) : day,
          to_date_t: (from + 60) % 1440,
          color: status.color,
          fontColor: status.fontColor,
          text1: `会议${n % 500}`,
          statusText: status.text,
        })
      }
    }
  }

  // 200 festival days over 2026-2027, about a fifth of them in the quarter
  const festivals: Record<string, Festival> = {}
  const pick = random(7)
  while (Object.keys(festivals).length < 200) {
    const inQuarter = pick() < 0.2
    const day = inQuarter
      ? firstDay + Math.floor(pick() * QUARTER_DAYS)
      : dayNumber('2026-01-01') + Math.floor(pick() * 730)
    const holiday = pick() < 0.8
    festivals[dateOf(day)] = holiday
      ? { color: '#ff4d4f', text: '节假日', kind: 'holiday' }
      : { color: '#8c8c8c', text: '调休', kind: 'workday' }
  }
  return { rows, count: rows.length, missions, dayParts, festivals }
}
