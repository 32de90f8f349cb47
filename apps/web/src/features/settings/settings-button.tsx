import { SettingOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'
import { useAppSettings } from '#web/stores/app-settings.ts'

const SettingsDrawer = lazyDialog(() =>
  import('#web/features/settings/settings-drawer.tsx').then((m) => m.SettingsDrawer),
)

/**
 * The gear in the head bar that opens the settings panel; none when the build's
 * `showSettings` is off (docs/product/shell.md "Settings").
 */
export const SettingsButton = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const showSettings = useAppSettings((s) => s.showSettings)
  const [open, setOpen] = useState(false)
  if (!showSettings) return null
  return (
    <>
      <Button
        type="text"
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        icon={<SettingOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        style={color ? { color } : undefined}
      />
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  )
}
