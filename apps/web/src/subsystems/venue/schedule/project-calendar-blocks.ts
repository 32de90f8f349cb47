import type { Mission } from '@app/contracts'

/** Texts the grouping needs, translated by the caller. */
export interface ProjectBlockTexts {
  usage: (usage: Mission['usage']) => string
  status: (status: number) => string
  /** The sites of a block: every name when few, else the first ones and how many in all. */
  sites: (names: readonly string[]) => string
}

export interface ProjectCalendarBlocks {
  /** One block per project, time, usage and status. */
  missions: Mission[]
  /** The site guids behind each block, by its mid. */
  sitesOf: Map<string, string[]>
}

/**
 * The project calendar has one row per project. A project booked on several sites for the
 * same time (the 茶博会 on 1-4号馆) would draw its blocks on top of one another, so those
 * become one block: ① the project, ② its sites, ③ usage · status. The first booking's
 * mid stands for the group (its details open on a click).
 */
export function projectCalendarBlocks(
  missions: readonly Mission[],
  siteNameOf: (siteGuid: string) => string,
  texts: ProjectBlockTexts,
): ProjectCalendarBlocks {
  const groups = new Map<string, Mission[]>()
  for (const m of missions) {
    const key = [
      m.project_id,
      m.fromDate,
      m.from_date_t,
      m.toDate,
      m.to_date_t,
      m.usage,
      m.status,
    ].join('|')
    const list = groups.get(key)
    if (list) list.push(m)
    else groups.set(key, [m])
  }
  const out: Mission[] = []
  const sitesOf = new Map<string, string[]>()
  for (const list of groups.values()) {
    const first = list[0] as Mission
    const sites = [...new Set(list.map((m) => m.siteGuid))]
    sitesOf.set(first.mid, sites)
    out.push({
      ...first,
      text2: texts.sites(sites.map(siteNameOf)),
      text3: `${texts.usage(first.usage)} · ${texts.status(first.status)}`,
    })
  }
  return { missions: out, sitesOf }
}
