import { HomeOutlined } from '@ant-design/icons'
import { Drawer, Layout, Menu, type MenuProps } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { HEAD_BAR_HEIGHT } from '#web/app/layout/layout-constants.ts'
import { MenuIcon } from '#web/app/layout/menu-icon.tsx'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'
import { VenueLogo } from '#web/app/layout/venue-logo.tsx'
import { MOBILE_QUERY, useAppSettings } from '#web/stores/app-settings.ts'

/** docs/product/shell.md "Sidebar": the sidebar menu is 210 px wide. */
export const SIDEBAR_WIDTH = 210
/** Closed, the sidebar keeps its icons (antd Sider collapsed). */
export const SIDEBAR_COLLAPSED_WIDTH = 64

type MenuItem = Required<MenuProps>['items'][number]

/**
 * Keeps `device` in the settings store in step with the window (docs/product/shell.md "Layout":
 * below 992 px the sidebar is a drawer). Becoming narrow closes the sidebar at once,
 * without animation.
 */
const useDeviceWatcher = () => {
  const setDevice = useAppSettings((s) => s.setDevice)
  const closeSidebar = useAppSettings((s) => s.closeSidebar)
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY)
    const apply = (mobile: boolean) => {
      setDevice(mobile ? 'mobile' : 'desktop')
      if (mobile) closeSidebar({ withoutAnimation: true })
    }
    const onChange = (event: MediaQueryListEvent) => apply(event.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [setDevice, closeSidebar])
}

/** The menu items: the chosen group's pages, or with `menuInLeft` the whole tree. */
const useSideMenuItems = (): { items: MenuItem[]; activeGroupPath?: string } => {
  const { t } = useTranslation()
  const menuInLeft = useAppSettings((s) => s.menuInLeft)
  const { table, groups, activeGroup, labelOf } = useMenuModel()
  const home: MenuItem = {
    key: table.home,
    icon: <HomeOutlined aria-hidden />,
    label: t('common.route.dashboard'),
  }

  if (!menuInLeft) {
    const pages = (activeGroup?.pages ?? []).map<MenuItem>((p) => ({
      key: p.path,
      icon: <MenuIcon name={p.icon} fallback={activeGroup?.icon} />,
      label: labelOf(p.path, p.menuName),
    }))
    const hasHome = activeGroup?.pages.some((p) => p.path === table.home) ?? false
    return { items: hasHome ? pages : [home, ...pages] }
  }

  // the subsystem home first, then every group as a submenu (a one-page group as an item)
  const tree = groups.flatMap<MenuItem>((group) => {
    const pages = group.pages.filter((p) => p.path !== table.home)
    if (pages.length === 0) return []
    const icon = <MenuIcon name={group.icon} />
    const label = labelOf(group.path, group.menuName)
    const only = pages[0]
    if (pages.length === 1 && only?.path === group.path) return [{ key: only.path, icon, label }]
    return [
      {
        key: group.path,
        icon,
        label,
        children: pages.map((p) => ({ key: p.path, label: labelOf(p.path, p.menuName) })),
      },
    ]
  })
  return { items: [home, ...tree], activeGroupPath: activeGroup?.path }
}

const SideMenuNav = ({ collapsed }: { collapsed: boolean }) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { activePath } = useMenuModel()
  const { items, activeGroupPath } = useSideMenuItems()
  // the active group's submenu opens when a page of another group is entered
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroupPath ? [activeGroupPath] : [])
  const [openedFor, setOpenedFor] = useState(activeGroupPath)
  if (openedFor !== activeGroupPath) {
    setOpenedFor(activeGroupPath)
    if (activeGroupPath && !openKeys.includes(activeGroupPath))
      setOpenKeys([...openKeys, activeGroupPath])
  }
  // closed, antd shows submenus as pop-ups that it opens itself: leave them uncontrolled
  const open = collapsed ? {} : { openKeys, onOpenChange: setOpenKeys }
  return (
    <nav aria-label={t('layout.sideMenu')}>
      <Menu
        key={collapsed ? 'collapsed' : 'open'}
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[activePath]}
        {...open}
        items={items}
        onClick={({ key }) => void navigate(key)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  )
}

/**
 * The sidebar (docs/product/shell.md "Sidebar"): 210 px open, icons only when closed.
 * Below 992 px it is a drawer over the page that closes on navigation.
 */
export const SideMenu = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const opened = useAppSettings((s) => s.sidebarOpened)
  const withoutAnimation = useAppSettings((s) => s.sidebarWithoutAnimation)
  const device = useAppSettings((s) => s.device)
  const sidebarLogo = useAppSettings((s) => s.sidebarLogo)
  const fixedHeader = useAppSettings((s) => s.fixedHeader)
  const closeSidebar = useAppSettings((s) => s.closeSidebar)
  useDeviceWatcher()

  const mobile = device === 'mobile'
  useEffect(() => {
    // a page chosen in the drawer (or anywhere else) closes it
    if (mobile) closeSidebar()
  }, [pathname, mobile, closeSidebar])

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={() => closeSidebar()}
        size={SIDEBAR_WIDTH}
        closable={false}
        aria-label={t('layout.sideMenu')}
        styles={{ body: { padding: 0 } }}
        data-testid="sidebar-drawer"
      >
        {sidebarLogo && <VenueLogo variant="sidebar" />}
        <SideMenuNav collapsed={false} />
      </Drawer>
    )
  }

  const top = fixedHeader ? HEAD_BAR_HEIGHT : 0
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
      theme="light"
      data-testid="sidebar"
      style={{
        position: 'sticky',
        top,
        height: `calc(100vh - ${top}px)`,
        overflowY: 'auto',
        overflowX: 'hidden',
        borderRight: '1px solid #f0f0f0',
        ...(withoutAnimation ? { transition: 'none' } : {}),
      }}
    >
      {sidebarLogo && <VenueLogo variant="sidebar" collapsed={!opened} />}
      <SideMenuNav collapsed={!opened} />
    </Layout.Sider>
  )
}
