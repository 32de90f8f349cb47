import { SwapOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'

const ExhibitionSwitchDialog = lazyDialog(() =>
  import('#web/features/exhibition-switch/exhibition-switch-dialog.tsx').then(
    (m) => m.ExhibitionSwitchDialog,
  ),
)

/** The head-bar button 切换展会 (service platform); opens the dialog. */
export const ExhibitionSwitchButton = ({
  infoPath,
  color,
}: {
  infoPath: string
  color?: string
}) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<SwapOutlined aria-hidden />}
        style={color ? { color } : undefined}
        onClick={() => setOpen(true)}
      >
        {t('exhibitionSwitch.open')}
      </Button>
      {open && (
        <ExhibitionSwitchDialog open={open} onClose={() => setOpen(false)} infoPath={infoPath} />
      )}
    </>
  )
}
