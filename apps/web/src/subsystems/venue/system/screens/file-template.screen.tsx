import { UploadOutlined } from '@ant-design/icons'
import {
  type FileTemplate,
  type FileTemplateQuery,
  type FileTemplateSave,
  API,
  PERMISSIONS,
  UPLOAD_DOCUMENT_TYPES,
} from '@app/contracts'
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Upload,
  type FormInstance,
  type TableColumnsType,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import {
  rowActionsColumn,
  StatusSelect,
  statusColumn,
  timeColumn,
} from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import {
  SelectSearchField,
  StatusSearchField,
  TextSearchField,
} from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { useSelection } from '#web/features/list-page/use-selection.ts'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { uploadFile } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { fileTemplateApi } from '#web/subsystems/venue/system/api/templates.ts'

/** How long an upload failure stays on screen. */
const MESSAGE_SECONDS = 3
const P = PERMISSIONS.fileTemplate
const TYPE_DICT = 'file_category'

type Filters = Omit<FileTemplateQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string; category?: string; status?: number }
const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    category: textParam(p, 'category', 32),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ name: f.name, category: f.category, status: f.status }),
}
const EMPTY: SearchValues = { name: undefined, category: undefined, status: undefined }

type FormValues = Omit<FileTemplateSave, 'guid' | 'version'>
const DEFAULTS: Partial<FormValues> = { sort: 0, status: 1, remark: '', fileUrl: '', fileName: '' }

/** The uploaded file as a download link under its original name. */
const FileLink = ({ url, name }: { url: string; name: string }) =>
  url ? (
    <a href={fileUrl(url)} download={name}>
      {name}
    </a>
  ) : null

/** 上传文件: sends the file through the app's upload call and fills fileUrl and fileName. */
const FileUploadField = ({ form, value }: { form: FormInstance<FormValues>; value?: string }) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const name = Form.useWatch('fileName', form) ?? ''
  const upload = async (file: File) => {
    setBusy(true)
    try {
      const result = await uploadFile(file, file.name, API.files.uploadDocument)
      if (result.code !== 200 || !result.fileName) throw new Error(result.msg)
      form.setFieldsValue({ fileUrl: result.fileName, fileName: file.name } as Partial<FormValues>)
      await form.validateFields(['fileUrl'])
    } catch (error) {
      notify(
        'error',
        error instanceof Error && error.message
          ? error.message
          : t('system.fileTemplate.uploadFailed'),
        MESSAGE_SECONDS,
      )
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
      <FileLink url={value ?? ''} name={name} />
    </Space>
  )
}

/** /system/fileTemplate: forms and drawings staff hand to customers for download (文件模板). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = fileTemplateApi.usePage({ ...list.page, ...list.filters })
  const save = fileTemplateApi.useSave()
  const del = fileTemplateApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const types = useDictOptions(TYPE_DICT)
  const [form] = Form.useForm<FormValues>()
  const hasEdit = useHasPermission([P.edit])
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<FileTemplate, FormValues>()

  const columns: TableColumnsType<FileTemplate> = [
    { key: 'name', dataIndex: 'name', title: t('system.fileTemplate.name'), width: 180 },
    {
      key: 'category',
      dataIndex: 'category',
      title: t('system.fileTemplate.category'),
      width: 140,
      render: (v: string) => <DictTag dictType={TYPE_DICT} value={v} />,
    },
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('system.fileTemplate.file'),
      ellipsis: true,
      render: (_, r) => <FileLink url={r.fileUrl} name={r.fileName} />,
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<FileTemplate>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    timeColumn<FileTemplate>(t),
    rowActionsColumn<FileTemplate>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
    }),
  ]

  return (
    <>
      <ListPage<FileTemplate>
        title={title}
        tableLabel={title}
        tableId="system.fileTemplate"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1100}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="fileTemplateSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  category: v.category || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.fileTemplate.name')} />
            <SelectSearchField
              name="category"
              label={t('system.fileTemplate.category')}
              options={types}
            />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.list }}
              selection={selection}
              dialog={dialog}
              nameOf={(row) => row.name}
              remove={remove}
              exportOf={{
                endpoint: fileTemplateApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="fileTemplateForm"
        open={dialog.open}
        title={dialog.title(t('system.fileTemplate.what'))}
        form={form}
        initialValues={dialog.row ?? DEFAULTS}
        onSubmit={(values) => dialog.save(values, save.mutateAsync)}
        onClose={dialog.close}
      >
        <Form.Item
          name="name"
          label={t('system.fileTemplate.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.fileTemplate.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('system.fileTemplate.category')}
          rules={[
            {
              required: true,
              message: t('common.list.selectPrefix', { what: t('system.fileTemplate.category') }),
            },
          ]}
        >
          <Select options={types} />
        </Form.Item>
        <Form.Item
          name="fileUrl"
          label={t('system.fileTemplate.file')}
          rules={[{ required: true, message: t('validation.uploadedFile') }]}
        >
          <FileUploadField form={form} />
        </Form.Item>
        <Form.Item name="fileName" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('common.list.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status.label')}>
          <StatusSelect />
        </Form.Item>
        <Form.Item name="remark" label={t('common.list.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
      {removeHolder}
    </>
  )
}
