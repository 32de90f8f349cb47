import { BugOutlined } from '@ant-design/icons'
import { Badge, Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorLog } from '#web/features/error-log/error-log-store.ts'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'

const ErrorLogDialog = lazyDialog(() =>
  import('#web/features/error-log/error-log-dialog.tsx').then((m) => m.ErrorLogDialog),
)

/**
 * docs/product/shell.md "Error log": the head bar's bug with the count of kept errors; it
 * appears only when there is one, and opens the list.
 */
export const ErrorLogButton = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const count = useErrorLog((s) => s.entries.length)
  const [open, setOpen] = useState(false)
  if (count === 0) return null
  return (
    <>
      <Button
        type="text"
        aria-label={t('errorLog.open', { count })}
        aria-haspopup="dialog"
        icon={
          // the count is in the name already; hidden so the name is the only text read
          <span aria-hidden="true">
            <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
              <BugOutlined style={color ? { color } : undefined} />
            </Badge>
          </span>
        }
        onClick={() => setOpen(true)}
        style={color ? { color } : undefined}
        data-testid="error-log-button"
      />
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
