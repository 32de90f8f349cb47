import { HistoryOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLatestVersionLabel } from '#web/features/version-history/get-versions.ts'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'

const VersionHistoryDialog = lazyDialog(() =>
  import('#web/features/version-history/version-history-dialog.tsx').then(
    (m) => m.VersionHistoryDialog,
  ),
)

interface ButtonProps {
  /** The look of the place that shows it (the left rail passes its own). */
  className?: string
  captionClassName?: string
}

/**
 * docs/product/shell.md "Version history": shows the latest version code and opens the version
 * records. Its name reads 版本记录 v4.3.7.
 */
export const VersionHistoryButton = ({ className, captionClassName }: ButtonProps) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const label = useLatestVersionLabel()
  const name = `${t('versionHistory.title')} ${label}`
  return (
    <>
      <Tooltip title={name} placement="right">
        <button
          type="button"
          className={className}
          aria-label={name}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <HistoryOutlined aria-hidden />
          <span className={captionClassName}>{label}</span>
        </button>
      </Tooltip>
      <VersionHistoryDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
