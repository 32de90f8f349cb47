import { HistoryOutlined } from '@ant-design/icons'
import { Alert, Button, Empty, Flex, Modal, Spin, Timeline, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useVersions } from '#web/features/version-history/get-versions.ts'
import { APP_VERSION } from '#web/shared/lib/app-version.ts'
import { formatDate } from '#web/shared/utils/timestamp.ts'

/** spec §9: the narrow dialog width. */
export const VERSION_DIALOG_WIDTH = 528

const versionLabel = (code: string): string => (/^v/i.test(code) ? code : `v${code}`)

interface DialogProps {
  open: boolean
  onClose: () => void
}

/** The release records: version, date online (yyyy-MM-dd) and what changed, newest first. */
export const VersionHistoryDialog = ({ open, onClose }: DialogProps) => {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch, isFetching } = useVersions(open)

  let body
  if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('versionHistory.loadFailed')}
        action={
          <Button size="small" loading={isFetching} onClick={() => void refetch()}>
            {t('versionHistory.retry')}
          </Button>
        }
      />
    )
  } else if (isPending) {
    body = (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin aria-label={t('versionHistory.loading')} />
      </Flex>
    )
  } else if (data.length === 0) {
    body = <Empty description={t('versionHistory.empty')} />
  } else {
    body = (
      <Timeline
        style={{ paddingTop: 8 }}
        items={data.map((v) => ({
          key: v.versionCode,
          content: (
            <div data-testid="version-record">
              <Flex gap={8} align="baseline" wrap>
                <Typography.Text strong>{versionLabel(v.versionCode)}</Typography.Text>
                <Typography.Text type="secondary">{formatDate(v.onlineTime)}</Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>
                {v.onlineContent}
              </Typography.Paragraph>
            </div>
          ),
        }))}
      />
    )
  }

  return (
    <Modal
      open={open}
      title={t('versionHistory.title')}
      width={VERSION_DIALOG_WIDTH}
      footer={null}
      onCancel={onClose}
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto', paddingRight: 4 } }}
    >
      {body}
    </Modal>
  )
}

/** The head-bar button with the running version; opens the version records. */
export const VersionHistoryButton = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const label = versionLabel(APP_VERSION)
  return (
    <>
      <Button
        type="text"
        aria-label={`${t('versionHistory.title')} ${label}`}
        icon={<HistoryOutlined aria-hidden />}
        style={color ? { color } : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <VersionHistoryDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
