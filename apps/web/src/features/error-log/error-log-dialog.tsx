import { Button, Modal, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  errorEntryColumns,
  errorStackExpander,
} from '#web/features/error-log/error-entry-columns.tsx'
import { useErrorLog, type KeptError } from '#web/features/error-log/error-log-store.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

/** The kept errors, newest first, each stack behind its row's expander; 清空 forgets them. */
export const ErrorLogDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation()
  const entries = useErrorLog((s) => s.entries)
  const clear = useErrorLog((s) => s.clear)

  const columns: TableColumnsType<KeptError> = [
    ...errorEntryColumns<KeptError>(t),
    {
      key: 'time',
      dataIndex: 'time',
      title: t('errorLog.time'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
  ]

  return (
    <Modal
      title={t('errorLog.title')}
      open={open}
      onCancel={onClose}
      width={1000}
      footer={[
        <Button
          key="clear"
          danger
          onClick={() => {
            // the badge, and this dialog with it, goes away with the last entry
            onClose()
            clear()
          }}
        >
          {t('errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.dialog.close')}
        </Button>,
      ]}
    >
      <Table<KeptError>
        aria-label={t('errorLog.title')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...entries].reverse()}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 860 }}
        expandable={errorStackExpander<KeptError>(t)}
      />
    </Modal>
  )
}
