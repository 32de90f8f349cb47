import { DownOutlined } from '@ant-design/icons'
import {
  CONTRACT_PLACEHOLDERS,
  type ContractTemplate,
  type ContractTemplateQuery,
  type ContractTemplateSave,
  PERMISSIONS,
} from '@app/contracts'
import {
  Button,
  Dropdown,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  type TableColumnsType,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import {
  rowActionsColumn,
  StatusSelect,
  statusColumn,
  timeColumn,
} from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { DIALOG_WIDTH, FormDialog } from '#web/features/list-page/form-dialog.tsx'
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
import { LazyRichTextEditor } from '#web/shared/ui/rich-text-editor/rich-text-editor.lazy.tsx'
import { contractTemplateApi } from '#web/subsystems/venue/system/api/templates.ts'

const P = PERMISSIONS.contractTemplate
const TYPE_DICT = 'contract_type'

type Filters = Omit<ContractTemplateQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string; contractType?: string; status?: number }
const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    contractType: textParam(p, 'contractType', 32),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ name: f.name, contractType: f.contractType, status: f.status }),
}
const EMPTY: SearchValues = { name: undefined, contractType: undefined, status: undefined }

type FormValues = Omit<ContractTemplateSave, 'guid' | 'version'>
const DEFAULTS: Partial<FormValues> = { sort: 0, status: 1, remark: '', content: '' }

/** The text of the HTML, for the list's preview column. */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

/** /system/contractTemplate: the text contracts are drafted from, with placeholders (合同模板). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = contractTemplateApi.usePage({ ...list.page, ...list.filters })
  const save = contractTemplateApi.useSave()
  const del = contractTemplateApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const types = useDictOptions(TYPE_DICT)
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<ContractTemplate, FormValues>()
  const [form] = Form.useForm<FormValues>()
  const hasEdit = useHasPermission([P.edit])

  const columns: TableColumnsType<ContractTemplate> = [
    { key: 'name', dataIndex: 'name', title: t('system.contractTemplate.name'), width: 180 },
    {
      key: 'contractType',
      dataIndex: 'contractType',
      title: t('system.contractTemplate.contractType'),
      width: 140,
      render: (v: string) => <DictTag dictType={TYPE_DICT} value={v} />,
    },
    {
      key: 'content',
      dataIndex: 'content',
      title: t('system.contractTemplate.content'),
      ellipsis: true,
      render: (v: string) => plainText(v),
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<ContractTemplate>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    timeColumn<ContractTemplate>(t),
    rowActionsColumn<ContractTemplate>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
    }),
  ]

  return (
    <>
      <ListPage<ContractTemplate>
        title={title}
        tableLabel={title}
        tableId="system.contractTemplate"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1100}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="contractTemplateSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  contractType: v.contractType || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.contractTemplate.name')} />
            <SelectSearchField
              name="contractType"
              label={t('system.contractTemplate.contractType')}
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
                endpoint: contractTemplateApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="contractTemplateForm"
        open={dialog.open}
        width={DIALOG_WIDTH.wide}
        title={dialog.title(t('system.contractTemplate.what'))}
        form={form}
        initialValues={dialog.row ?? DEFAULTS}
        onSubmit={(values) => dialog.save(values, save.mutateAsync)}
        onClose={dialog.close}
      >
        <Space size={24} style={{ display: 'flex' }} align="start">
          <Form.Item
            name="name"
            label={t('system.contractTemplate.name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.list.enterPrefix', {
                  what: t('system.contractTemplate.name'),
                }),
              },
              { max: 50 },
            ]}
          >
            <Input maxLength={50} showCount style={{ width: 360 }} />
          </Form.Item>
          <Form.Item
            name="contractType"
            label={t('system.contractTemplate.contractType')}
            rules={[
              {
                required: true,
                message: t('common.list.selectPrefix', {
                  what: t('system.contractTemplate.contractType'),
                }),
              },
            ]}
          >
            <Select options={types} style={{ width: 220 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="content"
          label={t('system.contractTemplate.content')}
          rules={[
            {
              required: true,
              message: t('common.list.enterPrefix', {
                what: t('system.contractTemplate.content'),
              }),
            },
          ]}
        >
          <LazyRichTextEditor
            ariaLabel={t('system.contractTemplate.content')}
            minHeight={320}
            toolbarExtra={(insert) => (
              <Dropdown
                menu={{
                  items: CONTRACT_PLACEHOLDERS.map((p) => ({ key: p, label: p })),
                  onClick: ({ key }) => insert(key),
                }}
              >
                <Button size="small" type="text">
                  {t('system.contractTemplate.placeholder')} <DownOutlined aria-hidden />
                </Button>
              </Dropdown>
            )}
          />
        </Form.Item>
        <Space size={24} style={{ display: 'flex' }} align="start">
          <Form.Item name="sort" label={t('common.list.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('common.status.label')}>
            <StatusSelect />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('common.list.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
      {removeHolder}
    </>
  )
}
