// Generated sites and blocks for the API benchmark (docs/product/performance.md "API": 4,000 site
// rows in a two-level tree, 5% with related sites, 200,000 missions). Deterministic for a size.

const DAY_MS = 86_400_000
/** Sites per generated group. */
const GROUP_SIZE = 99
/** Days between a site's blocks; a block lasts 1–3 days, so blocks on a site never touch. */
const STEP_DAYS = 18

export interface BulkSite {
  guid: string
  code: string
  name: string
  /** The group's code; null for a group. */
  group: string | null
  area: number
}

export interface BulkMission {
  mid: string
  siteGuid: string
  projectGuid: string
  fromDate: string
  toDate: string
  fromMinute: number
  toMinute: number
  status: number
  level: number
  usage: 'loadIn' | 'show' | 'loadOut' | 'meeting'
}

/** `rows` grid rows: groups of 99 sites each, headed by their group row. */
export function buildBulkSites(rows: number): BulkSite[] {
  const out: BulkSite[] = []
  for (let g = 0; out.length < rows; g++) {
    const group = `bulk-g${g}`
    out.push({ guid: `site-${group}`, code: group, name: `批量分区${g + 1}`, group: null, area: 0 })
    for (let i = 0; i < GROUP_SIZE && out.length < rows; i++) {
      const code = `bulk-${g}-${i}`
      out.push({
        guid: `site-${code}`,
        code,
        name: `${g + 1}区${String(i + 1).padStart(2, '0')}号场地`,
        group,
        area: 200 + ((g * 37 + i * 53) % 40) * 250,
      })
    }
  }
  return out
}

/** Every 20th site and the next one are related (5% of the sites), both ways. */
export function bulkRelations(sites: readonly BulkSite[]): Array<readonly [string, string]> {
  const leaves = sites.filter((s) => s.group !== null)
  const out: Array<readonly [string, string]> = []
  for (let i = 0; i + 1 < leaves.length; i += 40) {
    const a = leaves[i] as BulkSite
    const b = leaves[i + 1] as BulkSite
    out.push([a.guid, b.guid], [b.guid, a.guid])
  }
  return out
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const USAGES = ['loadIn', 'show', 'loadOut', 'meeting'] as const

/**
 * `count` blocks spread over the sites from a year before `today` on, one every 18 days
 * per site (offset by 9 on the second site of a related pair, so related sites never clash).
 * `projects` are cycled through; statuses mix holds, pending and confirmed blocks.
 */
export function buildBulkMissions(
  today: Date,
  sites: readonly BulkSite[],
  projects: readonly string[],
  count: number,
): BulkMission[] {
  const leaves = sites.filter((s) => s.group !== null)
  if (leaves.length === 0 || projects.length === 0) return []
  const first =
    Math.floor(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / DAY_MS) - 365
  const out: BulkMission[] = []
  for (let n = 0; out.length < count; n++) {
    for (let s = 0; s < leaves.length && out.length < count; s++) {
      const site = leaves[s] as BulkSite
      const offset = (s % 40 === 0 ? 0 : s % 40 === 1 ? 9 : s % 9) + n * STEP_DAYS
      const length = 1 + ((s + n) % 3)
      const k = out.length
      out.push({
        mid: `bulk-m${k}`,
        siteGuid: site.guid,
        projectGuid: projects[k % projects.length] as string,
        fromDate: isoDay(first + offset),
        toDate: isoDay(first + offset + length - 1),
        fromMinute: 480,
        toMinute: 1200,
        status: k % 5 === 0 ? 0 : k % 5 === 1 ? 1 : 2,
        level: 1,
        usage: USAGES[k % USAGES.length] as BulkMission['usage'],
      })
    }
  }
  return out
}
