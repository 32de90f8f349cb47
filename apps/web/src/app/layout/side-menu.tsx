import { Layout, Menu } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'

/** spec §9: the sidebar menu is 210 px wide. */
export const SIDEBAR_WIDTH = 210

/** The pages of the chosen head-bar group, after the subsystem's home. */
export const SideMenu = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { table, activeGroup, activePath, labelOf } = useMenuModel()
  const home = { key: table.home, label: t('common.route.dashboard') }
  const pages = (activeGroup?.pages ?? []).map((p) => ({
    key: p.path,
    label: labelOf(p.path, p.menuName),
  }))
  const items = pages.some((p) => p.key === table.home) ? pages : [home, ...pages]

  return (
    <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
      <nav aria-label={t('layout.sideMenu')}>
        <Menu
          mode="inline"
          selectedKeys={[activePath]}
          items={items}
          onClick={({ key }) => void navigate(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
    </Layout.Sider>
  )
}
