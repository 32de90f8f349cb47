import type { SystemCode } from '@app/contracts'
import type { MenuGroupDef } from './route-types.ts'

// The i18n keys of every subsystem's menu groups. app/route-registry fills this from the
// three route tables, so a screen of one subsystem can name another's groups (the
// dashboard lists them) without importing that subsystem (docs/house-style.md "Import zones").
const titles = new Map<string, string>()

export function registerMenuGroupTitles(code: SystemCode, groups: readonly MenuGroupDef[]): void {
  for (const g of groups) titles.set(`${code} ${g.path}`, g.titleKey)
}

/** The i18n key of a subsystem's menu group, if the web knows the group. */
export const menuGroupTitleKey = (code: SystemCode, path: string): string | undefined =>
  titles.get(`${code} ${path}`)
