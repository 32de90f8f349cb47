// Which sites are taken on which days, so generated bookings never double-book a hall.

/** 多功能厅 is the three divisible parts together (docs/product/schedule.md "Related sites"). */
const COMPOSITES: Record<string, readonly string[]> = {
  多功能厅: ['多功能厅A', '多功能厅B', '多功能厅C'],
}

/** The sites named in a halls text ('1号馆,2号馆'), composites split into their parts. */
export const siteTokens = (halls: string): string[] =>
  halls
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .flatMap((s) => COMPOSITES[s] ?? [s])

/** Day ranges (inclusive, in days from today) per site. */
export class Occupancy {
  private readonly taken = new Map<string, Array<readonly [number, number]>>()

  add(sites: readonly string[], from: number, to: number): void {
    for (const s of sites) {
      const list = this.taken.get(s) ?? []
      list.push([from, to])
      this.taken.set(s, list)
    }
  }

  isFree(sites: readonly string[], from: number, to: number): boolean {
    return sites.every((s) => (this.taken.get(s) ?? []).every(([a, b]) => b < from || a > to))
  }
}
