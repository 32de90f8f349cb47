import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { currentRouter } from '#web/app/router.tsx'
import { routePaths, tableOf, titleKeyOf } from '#web/app/route-registry.ts'
import { useCurrentHandle } from '#web/shared/hooks/use-route-title.ts'
import { groupOfPath, menuGroupsOf, type MenuGroup } from '#web/shared/lib/menu-model.ts'
import { REPORT_GROUP_PATH } from '#web/subsystems/venue/routes.ts'
import { selectCurrentSystem, useSession } from '#web/stores/session.ts'

/**
 * The current subsystem's menus as the shell shows them: head-bar groups (M), their
 * pages (C) that have a route here, the active group and page, and their labels in
 * the user's language (the server's names for report pages, which have no key).
 */
export const useMenuModel = () => {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const handle = useCurrentHandle()
  const menuList = useSession((s) => s.menuList)
  const currentSystemName = useSession((s) => s.currentSystemName)
  const system = selectCurrentSystem({ menuList, currentSystemName })
  const table = tableOf(system)

  const groups = useMemo<MenuGroup[]>(() => {
    const known = new Set(routePaths(currentRouter()?.routes ?? []))
    const hidden = new Set(table.routes.filter((r) => r.hidden).map((r) => r.path))
    return menuGroupsOf(system?.menus ?? [], { segmentGroups: [REPORT_GROUP_PATH] })
      .map((g) => ({
        ...g,
        pages: g.pages.filter((p) => known.has(p.path) && !hidden.has(p.path)),
      }))
      .filter((g) => g.pages.length > 0)
  }, [system, table])

  const activePath = handle?.menuPath ?? pathname
  const activeGroup = groupOfPath(groups, activePath)

  /** The server's name in Chinese (an administrator may have renamed the menu), else the key's. */
  const labelOf = (path: string, serverName: string): string => {
    const key = titleKeyOf(table, path)
    if (!key || (i18n.language === 'zh' && serverName && serverName !== path)) return serverName
    return t(key)
  }

  return { system, table, groups, activeGroup, activePath, labelOf }
}
