import { Breadcrumb } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'
import { useCurrentHandle, useRouteTitle } from '#web/shared/hooks/use-route-title.ts'

/**
 * 首页 › group › page, from the route's menu path (a detail page shows its list page
 * too). The /redirect pass-through never appears (docs/product/shell.md "Tags view").
 */
export const AppBreadcrumb = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const handle = useCurrentHandle()
  const title = useRouteTitle()
  const { activeGroup, labelOf } = useMenuModel()
  if (!handle || handle.breadcrumb === false) return null

  const homeLabel = t('common.route.dashboard')
  const home = { key: 'home', title: <Link to="/">{homeLabel}</Link> }
  const items: { key: string; title: ReactNode }[] = [home]
  if (pathname !== '/dashboard') {
    const groupLabel = activeGroup ? labelOf(activeGroup.path, activeGroup.menuName) : null
    const listPath = handle.menuPath
    const listLabel =
      listPath && listPath !== pathname
        ? labelOf(
            listPath,
            activeGroup?.pages.find((p) => p.path === listPath)?.menuName ?? listPath,
          )
        : null
    // a group named like its page or list page (展会列表) or like home (首页) is not repeated
    if (
      activeGroup &&
      groupLabel !== title &&
      groupLabel !== homeLabel &&
      groupLabel !== listLabel
    ) {
      items.push({ key: activeGroup.path, title: groupLabel })
    }
    if (listPath && listLabel) {
      items.push({ key: listPath, title: <Link to={listPath}>{listLabel}</Link> })
    }
    items.push({ key: pathname, title })
  }
  return <Breadcrumb aria-label={t('layout.breadcrumb')} items={items} />
}
