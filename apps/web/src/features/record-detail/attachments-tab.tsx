import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import { API, UPLOAD_DOCUMENT_TYPES } from '@app/contracts'
import { Button, Empty, List, Space, Spin, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '#web/features/list-page/confirm.tsx'
import { ApiError, uploadFile } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { type RecordRef, useAttachments, useAttachmentWrites } from './record-detail-api.ts'

/** How long a message about an upload stays up. */
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
  const [busy, setBusy] = useState(false)

  const upload = async (file: File) => {
    setBusy(true)
    try {
      const result = await uploadFile(file, file.name, API.files.uploadDocument)
      if (result.code !== 200 || !result.fileName) throw new Error(result.msg)
      await attach.mutateAsync({ fileName: result.fileName, originalName: file.name })
      notify('success', t('recordDetail.uploaded'), MESSAGE_SECONDS)
    } catch (error) {
      // the client has told its own errors (a refused file, the network) already
      if (!(error instanceof ApiError))
        notify('error', t('recordDetail.loadFailed'), MESSAGE_SECONDS)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {canEdit && (
        <Space>
          <Upload
            accept={UPLOAD_DOCUMENT_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file)
              return false
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
              {t('recordDetail.upload')}
            </Button>
          </Upload>
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
