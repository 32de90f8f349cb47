import { UploadOutlined } from '@ant-design/icons'
import { type FileTemplateSave, API, UPLOAD_DOCUMENT_TYPES } from '@app/contracts'
import { Button, Form, Space, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { uploadFile } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { fileTemplateApi } from '#web/subsystems/venue/system/api/templates.ts'

/** How long an upload failure stays on screen. */
const MESSAGE_SECONDS = 3
const TYPE_DICT = 'file_category'

type FormValues = Omit<FileTemplateSave, 'guid' | 'version'>

/** The uploaded file as a download link under its original name. */
const FileLink = ({ url, name }: { url: string; name: string }) =>
  url ? (
    <a href={fileUrl(url)} download={name}>
      {name}
    </a>
  ) : null

/** 上传文件: sends the file through the app's upload call and fills fileUrl and fileName. */
const FileUploadField = ({ value = '' }: { value?: string }) => {
  const { t } = useTranslation()
  const form = Form.useFormInstance<FormValues>()
  const name = Form.useWatch('fileName', form) ?? ''
  const [busy, setBusy] = useState(false)
  const upload = async (file: File) => {
    setBusy(true)
    try {
      const result = await uploadFile(file, file.name, API.files.uploadDocument)
      if (result.code !== 200 || !result.fileName) throw new Error(result.msg)
      form.setFieldsValue({ fileUrl: result.fileName, fileName: file.name })
      await form.validateFields(['fileUrl'])
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : undefined
      notify('error', text ?? t('system.fileTemplate.uploadFailed'), MESSAGE_SECONDS)
    } finally {
      setBusy(false)
    }
  }
  return (
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
          {t('system.fileTemplate.upload')}
        </Button>
      </Upload>
      <FileLink url={value} name={name} />
    </Space>
  )
}

/** /system/fileTemplate: forms and drawings staff hand to customers for download (文件模板). */
export const Component = () => {
  const r = useResourceScreen(fileTemplateApi, { nameOf: (row) => row.name })
  return (
    <ResourceScreen
      screen={r}
      scrollX={1330}
      dialogLabelWidth={140}
      columns={[
        r.col.text('name', { width: 180 }),
        r.col.dict('category', TYPE_DICT, { width: 140 }),
        {
          ...r.col.render('fileName', (_, row) => (
            <FileLink url={row.fileUrl} name={row.fileName} />
          )),
          title: r.label('file'),
          ellipsis: true,
        },
        r.col.render('required', (v: number) => r.t(`declarationFile.requiredTag.${v}`), {
          width: 80,
        }),
        r.col.render(
          'dueDays',
          (days: number | null) =>
            days === null ? '-' : r.t('system.fileTemplate.dueDaysText', { days }),
          { width: 150 },
        ),
        r.col.text('sort', { width: 100 }),
        r.col.status(),
        r.col.updatedAt(),
        r.col.actions(),
      ]}
      search={[r.search.text('name'), r.search.select('category', TYPE_DICT), r.search.status()]}
      form={[
        r.field.text('name'),
        r.field.select('category', TYPE_DICT),
        // the file goes up first; the form keeps its stored name and the name it had
        <Form.Item
          key="fileUrl"
          name="fileUrl"
          label={r.label('file')}
          rules={[{ required: true, message: r.t('validation.uploadedFile') }]}
        >
          <FileUploadField />
        </Form.Item>,
        <Form.Item key="fileName" name="fileName" hidden noStyle />,
        r.field.select('required', [
          { value: 1, label: r.t('declarationFile.requiredTag.1') },
          { value: 0, label: r.t('declarationFile.requiredTag.0') },
        ]),
        r.field.number(
          'dueDays',
          { style: { width: 160 } },
          { extra: r.t('system.fileTemplate.dueDaysHint') },
        ),
        ...r.field.recordTail(),
      ]}
    />
  )
}
