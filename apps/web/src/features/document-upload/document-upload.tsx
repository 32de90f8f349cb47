import { UploadOutlined } from '@ant-design/icons'
import { API, UPLOAD_DOCUMENT_TYPES } from '@app/contracts'
import { Button, Upload, type ButtonProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { ApiError, uploadFile } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'

/** How long a failed upload's message stays up. */
const FAILED_SECONDS = 3

/** A document as stored: the name the server gave it and the name it had. */
export interface UploadedDocument {
  fileName: string
  originalName: string
}

/**
 * A button that uploads one document (PDF, Office, images: the server judges them by their
 * bytes) and hands it to `onUploaded` (attach it, sign with it, fill a form). Busy while it
 * goes; `done` is told when all went through, `failed` when something failed that the client
 * has not told already (it tells a refused file, a 409, the network itself).
 */
export const DocumentUpload = ({
  onUploaded,
  done,
  failed,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'loading'> & {
  onUploaded: (document: UploadedDocument) => Promise<unknown> | void
  /** i18n key of the message once uploaded and handed over; none: nothing is said. */
  done?: string
  /** i18n key of the message when it fails for a reason not told yet. */
  failed: string
}) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const send = async (file: File) => {
    setBusy(true)
    try {
      const result = await uploadFile(file, file.name, API.files.uploadDocument)
      if (!result.fileName) throw new Error(result.msg)
      await onUploaded({ fileName: result.fileName, originalName: file.name })
      if (done) notify('success', t(done), SUCCESS_SECONDS)
    } catch (error) {
      if (!(error instanceof ApiError)) notify('error', t(failed), FAILED_SECONDS)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Upload
      accept={UPLOAD_DOCUMENT_TYPES.join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file)
        return false
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} {...button} loading={busy}>
        {children}
      </Button>
    </Upload>
  )
}
