import {
  PERMISSIONS,
  type RemarkTemplate,
  type RemarkTemplateQuery,
  type RemarkTemplateSave,
} from '@app/contracts'
import { Form, Input, InputNumber, Select, Tooltip, type TableColumnsType } from 'antd'
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
import { remarkTemplateApi } from '#web/subsystems/venue/system/api/remark-templates.ts'

const P = PERMISSIONS.remarkTemplate
/** The dictionary of template categories (档期 / 合同 / 财务). */
const CATEGORY_DICT = 'remark_category'

type Filters = Omit<RemarkTemplateQuery, 'page' | 'pageSize'>
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

type FormValues = Omit<RemarkTemplateSave, 'guid' | 'version'>
const DEFAULTS: Partial<FormValues> = { sort: 0, status: 1, category: '', remark: '' }

/** /system/remarkTemplate: notes staff paste into bookings and contracts (备注模板). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = remarkTemplateApi.usePage({ ...list.page, ...list.filters })
  const save = remarkTemplateApi.useSave()
  const del = remarkTemplateApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const categories = useDictOptions(CATEGORY_DICT)
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<RemarkTemplate, FormValues>()
  const [form] = Form.useForm<FormValues>()
  // a row's switch needs the edit permission (the server checks the same)
  const hasEdit = useHasPermission([P.edit])

  const columns: TableColumnsType<RemarkTemplate> = [
    { key: 'name', dataIndex: 'name', title: t('system.remarkTemplate.name'), width: 180 },
    {
      key: 'category',
      dataIndex: 'category',
      title: t('system.remarkTemplate.category'),
      width: 110,
      render: (v: string) => <DictTag dictType={CATEGORY_DICT} value={v} />,
    },
    {
      key: 'content',
      dataIndex: 'content',
      title: t('system.remarkTemplate.content'),
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip placement="topLeft" title={v}>
          <span>{v}</span>
        </Tooltip>
      ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<RemarkTemplate>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    timeColumn<RemarkTemplate>(t),
    rowActionsColumn<RemarkTemplate>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
    }),
  ]

  return (
    <>
      <ListPage<RemarkTemplate>
        title={title}
        tableLabel={title}
        tableId="system.remarkTemplate"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1000}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="remarkTemplateSearch"
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
            <TextSearchField name="name" label={t('system.remarkTemplate.name')} />
            <SelectSearchField
              name="category"
              label={t('system.remarkTemplate.category')}
              options={categories}
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
                endpoint: remarkTemplateApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="remarkTemplateForm"
        open={dialog.open}
        title={dialog.title(t('system.remarkTemplate.what'))}
        form={form}
        initialValues={dialog.row ?? DEFAULTS}
        onSubmit={(values) => dialog.save(values, save.mutateAsync)}
        onClose={dialog.close}
      >
        <Form.Item
          name="name"
          label={t('system.remarkTemplate.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.remarkTemplate.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item name="category" label={t('system.remarkTemplate.category')}>
          <Select allowClear options={categories} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('system.remarkTemplate.content')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.remarkTemplate.content') }),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
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
