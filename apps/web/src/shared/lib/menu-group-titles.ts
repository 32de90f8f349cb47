import type { SystemCode } from '@app/contracts'
import type { MenuGroupDef } from './route-types.ts'

// The i18n keys of every subsystem's menu groups, and which of them route their pages by
// segment. app/route-registry fills this from the three route tables, so a screen of one
// subsystem can name another's groups (the dashboard lists them) without importing that
// subsystem's routes.ts (docs/house-style.md "Import zones").
const titles = new Map<string, string>()
const segmentGroups = new Map<SystemCode, string[]>()

export function registerMenuGroupTitles(code: SystemCode, groups: readonly MenuGroupDef[]): void {
  for (const g of groups) titles.set(`${code} ${g.path}`, g.titleKey)
  segmentGroups.set(
    code,
    groups.filter((g) => g.pagesBySegment).map((g) => g.path),
  )
}

/** The i18n key of a subsystem's menu group, if the web knows the group. */
export const menuGroupTitleKey = (code: SystemCode, path: string): string | undefined =>
  titles.get(`${code} ${path}`)

/** A subsystem's groups whose pages route by their last segment (menuGroupsOf's segmentGroups). */
export const segmentGroupsOf = (code: SystemCode): readonly string[] =>
  segmentGroups.get(code) ?? []
