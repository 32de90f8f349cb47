import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons'
import { Button, Empty, List, Space, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '#web/features/list-page/confirm.tsx'
import { DocumentUpload } from '#web/features/document-upload/document-upload.tsx'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { type RecordRef, useAttachments, useAttachmentWrites } from './record-detail-api.ts'

/** How long the message after a removal stays up. */
const MESSAGE_SECONDS = 3

/** 12.3 KB / 1.2 MB. */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * A record's documents (PDF, Office, images; the server judges them by their bytes): each
 * downloadable under its own name; with `canEdit`, 上传附件 and 删除 too.
 */
export const AttachmentsTab = ({ record, canEdit }: { record: RecordRef; canEdit: boolean }) => {
  const { t } = useTranslation()
  const list = useAttachments(record)
  const { attach, detach } = useAttachmentWrites(record)
  const [confirm, confirmHolder] = useConfirm()
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {canEdit && (
        <Space>
          <DocumentUpload
            done="recordDetail.uploaded"
            failed="recordDetail.loadFailed"
            onUploaded={(document) => attach.mutateAsync(document)}
          >
            {t('recordDetail.upload')}
          </DocumentUpload>
          <Typography.Text type="secondary">{t('recordDetail.uploadHint')}</Typography.Text>
        </Space>
      )}
      {list.isPending ? (
        <Spin />
      ) : (
        <List
          aria-label={t('recordDetail.attachments')}
          dataSource={list.data ?? []}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('recordDetail.noAttachments')}
              />
            ),
          }}
          renderItem={(a) => (
            <List.Item
              actions={
                canEdit
                  ? [
                      <Button
                        key="remove"
                        type="link"
                        danger
                        size="small"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`${t('recordDetail.removeAttachment')} ${a.originalName}`}
                        onClick={async () => {
                          if (
                            !(await confirm(
                              t('recordDetail.removeConfirm', { name: a.originalName }),
                            ))
                          )
                            return
                          await detach.mutateAsync(a.guid)
                          notify('success', t('recordDetail.removed'), MESSAGE_SECONDS)
                        }}
                      />,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={<PaperClipOutlined aria-hidden />}
                title={
                  <a href={fileUrl(a.fileName)} download={a.originalName}>
                    {a.originalName}
                  </a>
                }
                description={`${sizeText(a.size)} · ${t('recordDetail.uploadedBy', {
                  name: a.uploaderName,
                  time: formatDateTime(a.createdAt),
                })}`}
              />
            </List.Item>
          )}
        />
      )}
      {confirmHolder}
    </Space>
  )
}
