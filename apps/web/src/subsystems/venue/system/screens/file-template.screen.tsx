import type { FileTemplateSave } from '@app/contracts'
import { Form, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { DocumentUpload } from '#web/features/document-upload/document-upload.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { fileTemplateApi } from '#web/subsystems/venue/system/api/templates.ts'

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
  return (
    <Space>
      <DocumentUpload
        failed="system.fileTemplate.uploadFailed"
        onUploaded={({ fileName, originalName }) => {
          form.setFieldsValue({ fileUrl: fileName, fileName: originalName })
          return form.validateFields(['fileUrl'])
        }}
      >
        {t('system.fileTemplate.upload')}
      </DocumentUpload>
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
        ...r.col.recordTail(),
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
