import { Alert, Button, Empty, Flex, Modal, Spin, Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useVersions, versionLabel } from '#web/features/version-history/get-versions.ts'
import { formatDate } from '#web/shared/utils/timestamp.ts'

/** docs/product/shell.md "Dialogs": the narrow dialog width. */
export const VERSION_DIALOG_WIDTH = 528

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
