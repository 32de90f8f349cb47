import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useAppSettings } from '#web/stores/app-settings.ts'

/**
 * Opens and closes the sidebar (docs/product/shell.md "Sidebar"; the cookie
 * `sidebarStatus` keeps 1 or 0).
 */
export const Hamburger = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const opened = useAppSettings((s) => s.sidebarOpened)
  const toggleSidebar = useAppSettings((s) => s.toggleSidebar)
  return (
    <Button
      type="text"
      aria-label={t('layout.toggleSidebar')}
      aria-expanded={opened}
      icon={opened ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
      onClick={toggleSidebar}
      style={color ? { color } : undefined}
      data-testid="hamburger"
    />
  )
}
