import { SettingOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'

const SettingsDrawer = lazyDialog(() =>
  import('#web/features/settings/settings-drawer.tsx').then((m) => m.SettingsDrawer),
)

/** The gear in the head bar that opens the settings panel. */
export const SettingsButton = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
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
