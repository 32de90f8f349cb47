import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { logoImage, useAppSettings } from '#web/stores/app-settings.ts'

/**
 * The venue's logo and name (docs/product/shell.md "Head bar": both set in the settings panel, kept
 * in local storage); without a name, the app title. In the head bar, and with `sidebarLogo` at
 * the top of the sidebar (the name hidden while it is closed).
 */
export const VenueLogo = ({
  variant,
  collapsed = false,
}: {
  variant: 'head' | 'sidebar'
  collapsed?: boolean
}) => {
  const { t } = useTranslation()
  const logo = useAppSettings((s) => s.logo)
  const venueName = useAppSettings((s) => s.venueName)
  const name = venueName.trim() || t('common.appTitle')
  const head = variant === 'head'
  return (
    <div
      data-testid={head ? 'head-logo' : 'sidebar-logo'}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 8,
        flex: 'none',
        minWidth: 0,
        height: head ? undefined : 56,
        paddingInline: head || collapsed ? 0 : 16,
        borderBottom: head ? undefined : '1px solid #f0f0f0',
      }}
    >
      <img src={fileUrl(logoImage(logo))} alt={collapsed ? name : ''} width={28} height={28} />
      {!collapsed && (
        <Typography.Text
          strong
          ellipsis={{ tooltip: name }}
          style={{
            color: head ? '#fff' : undefined,
            fontSize: head ? 16 : 14,
            maxWidth: head ? 240 : 150,
          }}
        >
          {name}
        </Typography.Text>
      )}
    </div>
  )
}
