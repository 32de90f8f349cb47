// Conflict grading (docs/product/schedule.md "Conflicts"): pure functions over saved blocks.
import type { ConflictGrade } from '@app/contracts'
import { overlaps } from './schedule.calendar.ts'

/** What grading needs of a block. */
export interface GradedBlock {
  mid: string
  siteGuid: string
  status: number
  level: number
  startKey: number
  endKey: number
}

const CONFIRMED = 2
/** Pending (待签约) blocks are as firm as confirmed ones: no new holds may go over them. */
const isFirm = (status: number) => status === 1 || status === CONFIRMED

/**
 * 严重 confirmed vs confirmed (or pending), 需处理 a firm block vs a hold, or two holds at
 * the same level, 提示 two holds at different levels (a normal multi-hold).
 */
export function gradeOf(a: Pick<GradedBlock, 'status' | 'level'>, b: typeof a): ConflictGrade {
  if (isFirm(a.status) && isFirm(b.status)) return 'serious'
  if (isFirm(a.status) || isFirm(b.status)) return 'handle'
  return a.level === b.level ? 'handle' : 'notice'
}

/** A save must not create a clash worse than 提示. */
export const refusesSave = (a: Pick<GradedBlock, 'status' | 'level'>, b: typeof a): boolean =>
  gradeOf(a, b) !== 'notice'

/** The sites a block on `site` competes with: itself and its related sites. */
export const competingSites = (site: string, related: ReadonlyMap<string, readonly string[]>) => [
  site,
  ...(related.get(site) ?? []),
]

/**
 * Every pair of overlapping blocks on one site or on related sites, each pair once,
 * by a sweep over the blocks sorted by start per site.
 */
export function overlappingPairs<T extends GradedBlock>(
  blocks: readonly T[],
  related: ReadonlyMap<string, readonly string[]>,
): Array<{ a: T; b: T; type: 'same' | 'related' }> {
  const bySite = new Map<string, T[]>()
  for (const m of blocks) {
    const list = bySite.get(m.siteGuid) ?? []
    list.push(m)
    bySite.set(m.siteGuid, list)
  }
  for (const list of bySite.values()) list.sort((x, y) => x.startKey - y.startKey)
  const seen = new Set<string>()
  const out: Array<{ a: T; b: T; type: 'same' | 'related' }> = []
  for (const m of blocks) {
    for (const site of competingSites(m.siteGuid, related)) {
      for (const n of bySite.get(site) ?? []) {
        if (n.startKey >= m.endKey) break
        if (n.mid === m.mid || !overlaps(m.startKey, m.endKey, n.startKey, n.endKey)) continue
        const key = pairKey(m.mid, n.mid)
        if (seen.has(key)) continue
        seen.add(key)
        const [a, b] = m.mid < n.mid ? [m, n] : [n, m]
        out.push({ a, b, type: site === m.siteGuid ? 'same' : 'related' })
      }
    }
  }
  return out
}

/** A conflict's stable key: the two mids sorted and joined, or the mid plus ':disabled'. */
export const pairKey = (x: string, y: string): string => (x < y ? `${x}|${y}` : `${y}|${x}`)
export const disabledKey = (mid: string): string => `${mid}:disabled`
