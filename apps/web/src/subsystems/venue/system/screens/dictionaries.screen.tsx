import {
  DICT_TYPE_PATTERN,
  type DictData,
  type DictDataSave,
  type DictType,
  type DictTypeQuery,
  type DictTypeSave,
  PERMISSIONS,
  TAG_PRESET_COLORS,
} from '@app/contracts'
import { useQueryClient } from '@tanstack/react-query'
import {
  Button,
  ColorPicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { dictKeys } from '#web/features/dictionaries/dict.tsx'
import {
  rowActionsColumn,
  StatusSelect,
  statusColumn,
  timeColumn,
} from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import {
  AddButton,
  CrudButtons,
  DeleteSelectedButton,
  ExportButton,
} from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { StatusSearchField, TextSearchField } from '#web/features/list-page/search-fields.tsx'
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
import { tablePagination, type PageState } from '#web/shared/utils/pagination.ts'
import { dictDataApi, dictTypeApi } from '#web/subsystems/venue/system/api/dictionaries.ts'

// 数据管理 (/system/data-manage): the dictionaries (types) and, in a drawer, the values of
// one. A type that still has values cannot be deleted (the server answers 409 and says
// how many); its values are deleted first. Every save or delete refreshes the ['dict']
// cache the tags and dropdowns of every screen read.

const P = PERMISSIONS.dict

type Filters = Omit<DictTypeQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string; dictType?: string; status?: number }

const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    dictType: textParam(p, 'dictType'),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ name: f.name, dictType: f.dictType, status: f.status }),
}
const EMPTY: SearchValues = { name: undefined, dictType: undefined, status: undefined }

type TypeForm = Omit<DictTypeSave, 'guid' | 'version'>
const TYPE_DEFAULTS: Partial<TypeForm> = { sort: 0, status: 1, remark: '' }
type DataForm = Omit<DictDataSave, 'guid' | 'version' | 'dictType'>
const DATA_DEFAULTS: Partial<DataForm> = { sort: 0, status: 1, remark: '', color: null }

/** Refreshes the dictionary cache (tags, dropdowns) and the type list's value counts. */
const useRefreshDictionaries = () => {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dictKeys.all }),
      client.invalidateQueries({ queryKey: dictTypeApi.keys.all }),
    ])
}

export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = dictTypeApi.usePage({ ...list.page, ...list.filters })
  const save = dictTypeApi.useSave()
  const del = dictTypeApi.useRemove()
  const refresh = useRefreshDictionaries()
  const [remove, removeHolder] = useRemoveAction(async (guids) => {
    await del.mutateAsync({ guids })
    await refresh()
  })
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<DictType, TypeForm>()
  const [valuesOf, setValuesOf] = useState<DictType | null>(null)
  const [form] = Form.useForm<TypeForm>()
  const hasEdit = useHasPermission([P.edit])

  const saveType = async (body: DictTypeSave) => {
    const saved = await save.mutateAsync(body)
    await refresh()
    return saved
  }

  const columns: TableColumnsType<DictType> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('system.dict.name'),
      width: 160,
      render: (v: string, row) => (
        <Typography.Link onClick={() => setValuesOf(row)}>{v}</Typography.Link>
      ),
    },
    {
      key: 'dictType',
      dataIndex: 'dictType',
      title: t('system.dict.dictType'),
      width: 180,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { key: 'valueCount', dataIndex: 'valueCount', title: t('system.dict.valueCount'), width: 100 },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<DictType>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => saveType({ ...row, status: on ? 1 : 0 }),
    }),
    {
      key: 'remark',
      dataIndex: 'remark',
      title: t('common.list.remark'),
      width: 200,
      ellipsis: true,
    },
    timeColumn<DictType>(t),
    rowActionsColumn<DictType>(t, {
      extra: (row) => (
        <Button type="link" size="small" onClick={() => setValuesOf(row)}>
          {t('system.dict.values')}
        </Button>
      ),
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
      width: 200,
    }),
  ]

  return (
    <>
      <ListPage<DictType>
        title={title}
        tableLabel={t('system.dict.typesTable')}
        tableId="system.dictType"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1300}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="dictTypeSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  dictType: v.dictType?.trim() || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.dict.name')} width={180} />
            <TextSearchField name="dictType" label={t('system.dict.dictType')} width={180} />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
              selection={selection}
              dialog={dialog}
              nameOf={(row) => row.name}
              remove={remove}
              exportOf={{
                endpoint: dictTypeApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<TypeForm>
        name="dictTypeForm"
        open={dialog.open}
        title={dialog.title(t('system.dict.what'))}
        form={form}
        initialValues={dialog.row ?? TYPE_DEFAULTS}
        onSubmit={(values) =>
          dialog.save(
            // the key field is disabled on edit (a disabled field may be left out of the values)
            dialog.row ? { ...values, dictType: dialog.row.dictType } : values,
            saveType,
          )
        }
        onClose={dialog.close}
      >
        <Form.Item
          name="name"
          label={t('system.dict.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.dict.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        {!dialog.row ? (
          <Form.Item
            name="dictType"
            label={t('system.dict.dictType')}
            extra={t('system.dict.typeHint')}
            rules={[
              {
                required: true,
                message: t('common.list.enterPrefix', { what: t('system.dict.dictType') }),
              },
              { pattern: DICT_TYPE_PATTERN, message: t('system.dict.typePattern') },
              { max: 64 },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
        ) : (
          // the key never changes once created: shown, not edited
          <Form.Item label={t('system.dict.dictType')} extra={t('system.dict.typeFixed')}>
            <Typography.Text code>{dialog.row.dictType}</Typography.Text>
          </Form.Item>
        )}
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
      <DictValuesDrawer type={valuesOf} onClose={() => setValuesOf(null)} />
      {removeHolder}
    </>
  )
}

/** A value's tag as every screen shows it. */
const ValueTag = ({ label, color }: { label: string; color: string | null | undefined }) => (
  <Tag color={color ?? undefined}>{label}</Tag>
)

/** The values of one dictionary: their own list with add, edit, delete and export. */
const DictValuesDrawer = ({ type, onClose }: { type: DictType | null; onClose: () => void }) => {
  const { t } = useTranslation()
  const [page, setPage] = useState<PageState>({ page: 1, pageSize: 20 })
  const [label, setLabel] = useState('')
  const filters = { dictType: type?.dictType ?? '', label: label || undefined }
  const query = dictDataApi.usePage({ ...page, ...filters })
  const save = dictDataApi.useSave()
  const del = dictDataApi.useRemove()
  const refresh = useRefreshDictionaries()
  const [remove, removeHolder] = useRemoveAction(async (guids) => {
    await del.mutateAsync({ guids })
    await refresh()
  })
  const rows = query.data?.list ?? []
  const selection = useSelection(rows)
  const dialog = useEditDialog<DictData, DataForm>()
  const [form] = Form.useForm<DataForm>()
  const hasEdit = useHasPermission([P.edit])

  const saveValue = async (body: DictDataSave) => {
    const saved = await save.mutateAsync(body)
    await refresh()
    return saved
  }
  const submit = async (values: DataForm) => {
    if (type) await dialog.save({ ...values, dictType: type.dictType }, saveValue)
  }

  const columns: TableColumnsType<DictData> = [
    {
      key: 'label',
      dataIndex: 'label',
      title: t('system.dict.label'),
      render: (v: string, row) => <ValueTag label={v} color={row.color} />,
    },
    { key: 'value', dataIndex: 'value', title: t('system.dict.value'), width: 150 },
    {
      key: 'color',
      dataIndex: 'color',
      title: t('system.dict.color'),
      width: 110,
      render: (v: string | null) => v ?? '',
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 90 },
    statusColumn<DictData>(t, {
      nameOf: (row) => row.label,
      canEdit: hasEdit,
      onChange: (row, on) => saveValue({ ...row, status: on ? 1 : 0 }),
      width: 90,
    }),
    { key: 'remark', dataIndex: 'remark', title: t('common.list.remark'), ellipsis: true },
    {
      ...rowActionsColumn<DictData>(t, {
        edit: { perm: P.edit, onClick: dialog.openEdit },
        remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.label) },
        width: 130,
      }),
      // the drawer's table does not scroll sideways: nothing is pinned
      fixed: undefined,
    },
  ]

  const title = type ? t('system.dict.valuesOf', { name: type.name, dictType: type.dictType }) : ''
  return (
    <Drawer
      open={type !== null}
      title={title}
      size={960}
      onClose={() => {
        selection.clear()
        setLabel('')
        setPage({ page: 1, pageSize: 20 })
        onClose()
      }}
      destroyOnHidden
    >
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap>
          <AddButton perm={P.add} onClick={() => dialog.openAdd()} />
          <DeleteSelectedButton
            perm={P.remove}
            selection={selection}
            nameOf={(row) => row.label}
            remove={remove}
          />
          <ExportButton
            perm={P.export}
            endpoint={dictDataApi.endpoints.export}
            filters={filters}
            fileName={type?.name ?? ''}
          />
        </Flex>
        <Input.Search
          allowClear
          aria-label={t('system.dict.label')}
          placeholder={t('common.list.enterPrefix', { what: t('system.dict.label') })}
          style={{ width: 220 }}
          onSearch={(v) => {
            setLabel(v.trim())
            setPage((p) => ({ ...p, page: 1 }))
          }}
        />
      </Flex>
      <Table<DictData>
        aria-label={title}
        rowKey="guid"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        rowSelection={{
          selectedRowKeys: selection.keys,
          onChange: selection.onChange,
          columnWidth: 48,
        }}
        pagination={{
          ...tablePagination(page, query.data?.count ?? 0, (n) =>
            t('common.table.total', { total: n }),
          ),
          onChange: (p, pageSize) => setPage({ page: p, pageSize }),
        }}
      />
      <FormDialog<DataForm>
        name="dictDataForm"
        open={dialog.open}
        title={dialog.title(t('system.dict.valueWhat'))}
        form={form}
        initialValues={dialog.row ?? DATA_DEFAULTS}
        onSubmit={submit}
        onClose={dialog.close}
      >
        <Form.Item
          name="label"
          label={t('system.dict.label')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.dict.label') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('system.dict.value')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.dict.value') }),
            },
            { max: 64 },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label={t('system.dict.color')} htmlFor="dictDataForm_color">
          <Flex gap={8} align="center">
            <Form.Item
              name="color"
              noStyle
              rules={[
                {
                  validator: (_, v: string | null | undefined) =>
                    !v ||
                    /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v) ||
                    (TAG_PRESET_COLORS as readonly string[]).includes(v)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('system.dict.colorInvalid'))),
                },
              ]}
            >
              <TagColorSelect />
            </Form.Item>
            <ColorPicker
              aria-label={t('system.dict.customColor')}
              format="hex"
              disabledAlpha
              onChangeComplete={(c) => form.setFieldValue('color', c.toHexString())}
            />
          </Flex>
        </Form.Item>
        <Form.Item label={t('system.dict.preview')} shouldUpdate>
          {() => (
            <ValueTag
              label={(form.getFieldValue('label') as string | undefined) || t('system.dict.label')}
              color={form.getFieldValue('color') as string | null}
            />
          )}
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
    </Drawer>
  )
}

/** antd's preset tag colours, each shown as its tag; a hex from the picker shows as typed. */
const TagColorSelect = ({
  value,
  onChange,
  id,
}: {
  value?: string | null
  onChange?: (v: string | null) => void
  id?: string
}) => {
  const { t } = useTranslation()
  const options: { value: string; label: ReactNode }[] = TAG_PRESET_COLORS.map((c) => ({
    value: c,
    label: <Tag color={c}>{c}</Tag>,
  }))
  if (value && !(TAG_PRESET_COLORS as readonly string[]).includes(value))
    options.unshift({ value, label: <Tag color={value}>{value}</Tag> })
  return (
    <Select
      id={id}
      allowClear
      style={{ width: 220 }}
      placeholder={t('system.dict.plainTag')}
      value={value ?? undefined}
      options={options}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
    />
  )
}
