import {
  PERMISSIONS,
  type RemarkTemplate,
  type RemarkTemplateQuery,
  type RemarkTemplateSave,
} from '@app/contracts'
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tooltip,
  type TableColumnsType,
} from 'antd'
import { useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { StatusSwitch, SUCCESS_SECONDS, useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import {
  AddButton,
  DeleteButton,
  EditButton,
  ExportButton,
} from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { Permission, useHasPermission } from '#web/features/permissions/permission.tsx'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
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
  const [selected, setSelected] = useState<Key[]>([])
  const [editing, setEditing] = useState<RemarkTemplate | 'new' | null>(null)
  const [form] = Form.useForm<FormValues>()
  // a row's switch needs the edit permission (the server checks the same)
  const hasEdit = useHasPermission([P.edit])
  const rows = query.data?.list
  const selectedRows = (rows ?? []).filter((r) => selected.includes(r.guid))

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
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status.label'),
      width: 100,
      render: (_, row) => (
        <StatusSwitch
          enabled={row.status === 1}
          name={row.name}
          disabled={!hasEdit}
          onChange={(on) => save.mutateAsync({ ...row, status: on ? 1 : 0 })}
        />
      ),
    },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('common.table.updatedAt'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Permission perms={[P.edit]}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('common.list.edit')}
            </Button>
          </Permission>
          <Permission perms={[P.remove]}>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void remove([row.guid], row.name)}
            >
              {t('common.list.delete')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ]

  const submit = async (values: FormValues) => {
    if (editing === 'new') {
      await save.mutateAsync(values)
      notify('success', t('common.list.added'), SUCCESS_SECONDS)
    } else if (editing) {
      await save.mutateAsync({ ...values, guid: editing.guid, version: editing.version })
      notify('success', t('common.list.updated'), SUCCESS_SECONDS)
    }
    setEditing(null)
  }

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
        selection={{ keys: selected, onChange: setSelected }}
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
            <Form.Item name="name" label={t('system.remarkTemplate.name')}>
              <Input
                allowClear
                maxLength={64}
                placeholder={t('common.list.enterPrefix', {
                  what: t('system.remarkTemplate.name'),
                })}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="category" label={t('system.remarkTemplate.category')}>
              <Select
                allowClear
                options={categories}
                placeholder={t('common.search.all')}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item name="status" label={t('common.status.label')}>
              <Select
                allowClear
                placeholder={t('common.search.all')}
                style={{ width: 120 }}
                options={[
                  { value: 1, label: t('common.status.enabled') },
                  { value: 0, label: t('common.status.disabled') },
                ]}
              />
            </Form.Item>
          </SearchForm>
        }
        toolbar={
          <>
            <AddButton perm={P.add} onClick={() => setEditing('new')} />
            <EditButton
              perm={P.edit}
              selected={selected.length}
              onClick={() => setEditing(selectedRows[0] ?? null)}
            />
            <DeleteButton
              perm={P.remove}
              selected={selected.length}
              onClick={() =>
                void remove(
                  selectedRows.map((r) => r.guid),
                  selectedRows.map((r) => r.name).join('、'),
                ).then((done) => done && setSelected([]))
              }
            />
            <ExportButton
              perm={P.list}
              endpoint={remarkTemplateApi.endpoints.export}
              filters={list.filters}
              fileName={title}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="remarkTemplateForm"
        open={editing !== null}
        title={t(editing === 'new' ? 'common.list.addTitle' : 'common.list.editTitle', {
          what: t('system.remarkTemplate.what'),
        })}
        form={form}
        initialValues={editing === 'new' || editing === null ? DEFAULTS : editing}
        onSubmit={submit}
        onClose={() => setEditing(null)}
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
          <Select
            options={[
              { value: 1, label: t('common.status.enabled') },
              { value: 0, label: t('common.status.disabled') },
            ]}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('common.list.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
      {removeHolder}
    </>
  )
}
