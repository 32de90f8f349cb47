import {
  PERMISSIONS,
  type VenueResource,
  type VenueResourceQuery,
  type VenueResourceSave,
} from '@app/contracts'
import { Form, Input, InputNumber, Select, type TableColumnsType } from 'antd'
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
import { venueResourceApi } from '#web/subsystems/venue/system/api/resources.ts'
import { useSiteOptions } from '#web/subsystems/venue/system/api/sites.ts'

const P = PERMISSIONS.resource
/** The dictionary of resource types (LED屏 / 广告位 / 停车区 / 设备). */
const TYPE_DICT = 'resource_type'

type Filters = Omit<VenueResourceQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string; type?: string; siteGuid?: string; status?: number }

const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    type: textParam(p, 'type', 32),
    siteGuid: textParam(p, 'siteGuid'),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ name: f.name, type: f.type, siteGuid: f.siteGuid, status: f.status }),
}
const EMPTY: SearchValues = {
  name: undefined,
  type: undefined,
  siteGuid: undefined,
  status: undefined,
}

type FormValues = Omit<VenueResourceSave, 'guid' | 'version'>
const DEFAULTS: Partial<FormValues> = {
  sort: 0,
  status: 1,
  unit: '',
  quantity: 1,
  price: 0,
  remark: '',
}

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Bookable sites grouped under their groups, for the site selects. */
const useBookableSiteOptions = () => {
  const sites = useSiteOptions().data ?? []
  return sites
    .filter((g) => g.parentGuid === null)
    .map((g) => ({
      label: g.name,
      title: g.name,
      options: sites
        .filter((s) => s.parentGuid === g.guid && s.bookable === 1)
        .map((s) => ({ value: s.guid, label: s.name })),
    }))
    .filter((g) => g.options.length > 0)
}

/** /system/resourcesManagement: LED screens, advertising positions, parking, equipment (资源管理). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = venueResourceApi.usePage({ ...list.page, ...list.filters })
  const save = venueResourceApi.useSave()
  const del = venueResourceApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const types = useDictOptions(TYPE_DICT)
  const siteOptions = useBookableSiteOptions()
  const [form] = Form.useForm<FormValues>()
  const hasEdit = useHasPermission([P.edit])
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<VenueResource, FormValues>()

  const columns: TableColumnsType<VenueResource> = [
    { key: 'name', dataIndex: 'name', title: t('system.resource.name'), width: 220 },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('system.resource.type'),
      width: 110,
      render: (v: string) => <DictTag dictType={TYPE_DICT} value={v} />,
    },
    { key: 'unit', dataIndex: 'unit', title: t('system.resource.unit'), width: 100 },
    {
      key: 'quantity',
      dataIndex: 'quantity',
      title: t('system.resource.quantity'),
      width: 90,
      align: 'right',
      sorter: (a, b) => a.quantity - b.quantity,
    },
    {
      key: 'price',
      dataIndex: 'price',
      title: t('system.resource.price'),
      width: 120,
      align: 'right',
      sorter: (a, b) => a.price - b.price,
      render: (v: number) => money.format(v),
    },
    { key: 'siteName', dataIndex: 'siteName', title: t('system.resource.site'), width: 130 },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<VenueResource>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    { key: 'remark', dataIndex: 'remark', title: t('common.list.remark'), ellipsis: true },
    timeColumn<VenueResource>(t),
    rowActionsColumn<VenueResource>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
      width: 130,
    }),
  ]

  const submit = async (values: FormValues) => {
    const body = { ...values, siteGuid: values.siteGuid ?? null }
    await dialog.save(body, save.mutateAsync)
  }

  return (
    <>
      <ListPage<VenueResource>
        title={title}
        tableLabel={title}
        tableId="system.resource"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1500}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="resourceSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  type: v.type || undefined,
                  siteGuid: v.siteGuid || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.resource.name')} />
            <SelectSearchField
              name="type"
              label={t('system.resource.type')}
              options={types}
              width={140}
            />
            <Form.Item name="siteGuid" label={t('system.resource.site')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={siteOptions}
                placeholder={t('common.search.all')}
                style={{ width: 160 }}
              />
            </Form.Item>
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
                endpoint: venueResourceApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="resourceForm"
        open={dialog.open}
        title={dialog.title(t('system.resource.what'))}
        form={form}
        initialValues={dialog.row ?? DEFAULTS}
        onSubmit={submit}
        onClose={dialog.close}
      >
        <Form.Item
          name="name"
          label={t('system.resource.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.resource.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('system.resource.type')}
          rules={[
            {
              required: true,
              message: t('common.list.selectPrefix', { what: t('system.resource.type') }),
            },
          ]}
        >
          <Select options={types} />
        </Form.Item>
        <Form.Item name="unit" label={t('system.resource.unit')} rules={[{ max: 16 }]}>
          <Input maxLength={16} placeholder={t('system.resource.unitHint')} />
        </Form.Item>
        <Form.Item name="quantity" label={t('system.resource.quantity')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('system.resource.price')}
          rules={[
            {
              required: true,
              message: t('common.list.enterPrefix', { what: t('system.resource.price') }),
            },
          ]}
        >
          <InputNumber min={0} max={99999999.99} precision={2} step={100} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="siteGuid" label={t('system.resource.site')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={siteOptions} />
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
