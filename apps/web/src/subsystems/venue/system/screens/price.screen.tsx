import {
  PERMISSIONS,
  type SitePrice,
  type SitePriceQuery,
  type SitePriceSave,
} from '@app/contracts'
import { DatePicker, Form, Input, InputNumber, Select, type TableColumnsType } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { rowActionsColumn, StatusSelect, statusColumn } from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { SelectSearchField, StatusSearchField } from '#web/features/list-page/search-fields.tsx'
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
import { priceApi, usePriceSiteOptions } from '#web/subsystems/venue/system/api/prices.ts'

const P = PERMISSIONS.price
const PERIOD_DICT = 'period_type'
const UNIT_DICT = 'price_unit'
const DATE = 'YYYY-MM-DD'

type Filters = Omit<SitePriceQuery, 'page' | 'pageSize'>
type SearchValues = { siteGuid?: string; periodType?: string; status?: number }
const codec: FilterCodec<Filters> = {
  read: (p) => ({
    siteGuid: textParam(p, 'siteGuid', 64),
    periodType: textParam(p, 'periodType', 32),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ siteGuid: f.siteGuid, periodType: f.periodType, status: f.status }),
}
const EMPTY: SearchValues = { siteGuid: undefined, periodType: undefined, status: undefined }

/** The form holds the dates as pickers' values; the body as yyyy-MM-dd. */
type FormValues = Omit<SitePriceSave, 'guid' | 'version' | 'validFrom' | 'validTo'> & {
  validFrom: Dayjs
  validTo: Dayjs
}
const year = dayjs().year()
const defaults = (): Partial<FormValues> => ({
  holidayFactor: 1,
  taxRate: 6,
  sort: 0,
  status: 1,
  remark: '',
  validFrom: dayjs(`${year}-01-01`),
  validTo: dayjs(`${year}-12-31`),
})
const toForm = (p: SitePrice): Partial<FormValues> => ({
  ...p,
  validFrom: dayjs(p.validFrom),
  validTo: dayjs(p.validTo),
})

const money = (n: number) =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** /system/priceManagement: each site's price per period type over a validity (价格管理). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = priceApi.usePage({ ...list.page, ...list.filters })
  const save = priceApi.useSave()
  const del = priceApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const sites = usePriceSiteOptions()
  const periods = useDictOptions(PERIOD_DICT)
  const units = useDictOptions(UNIT_DICT)
  const [form] = Form.useForm<FormValues>()
  const hasEdit = useHasPermission([P.edit])
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<SitePrice, FormValues>()
  const what = (r: SitePrice) => `${r.siteName} ${r.periodType}`

  const columns: TableColumnsType<SitePrice> = [
    { key: 'siteName', dataIndex: 'siteName', title: t('system.price.site'), width: 140 },
    {
      key: 'periodType',
      dataIndex: 'periodType',
      title: t('system.price.periodType'),
      width: 100,
      render: (v: string) => <DictTag dictType={PERIOD_DICT} value={v} />,
    },
    {
      key: 'standardPrice',
      dataIndex: 'standardPrice',
      title: t('system.price.standardPrice'),
      width: 120,
      align: 'right',
      sorter: (a, b) => a.standardPrice - b.standardPrice,
      render: (v: number) => money(v),
    },
    {
      key: 'floorPrice',
      dataIndex: 'floorPrice',
      title: t('system.price.floorPrice'),
      width: 120,
      align: 'right',
      render: (v: number) => money(v),
    },
    { key: 'unit', dataIndex: 'unit', title: t('system.price.unit'), width: 110 },
    {
      key: 'holidayFactor',
      dataIndex: 'holidayFactor',
      title: t('system.price.holidayFactor'),
      width: 110,
    },
    {
      key: 'taxRate',
      dataIndex: 'taxRate',
      title: t('system.price.taxRate'),
      width: 90,
      render: (v: number) => `${v}%`,
    },
    {
      key: 'validity',
      title: t('system.price.validity'),
      width: 210,
      render: (_, r) => `${r.validFrom} ~ ${r.validTo}`,
    },
    statusColumn<SitePrice>(t, {
      nameOf: what,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    { key: 'remark', dataIndex: 'remark', title: t('common.list.remark'), ellipsis: true },
    rowActionsColumn<SitePrice>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], what(row)) },
    }),
  ]

  const submit = async (values: FormValues) => {
    const body = {
      ...values,
      validFrom: values.validFrom.format(DATE),
      validTo: values.validTo.format(DATE),
    }
    await dialog.save(body, save.mutateAsync)
  }

  const required = (label: string, select = false) => ({
    required: true,
    message: t(select ? 'common.list.selectPrefix' : 'common.list.enterPrefix', { what: label }),
  })

  return (
    <>
      <ListPage<SitePrice>
        title={title}
        tableLabel={title}
        tableId="system.price"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1500}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="priceSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  siteGuid: v.siteGuid || undefined,
                  periodType: v.periodType || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <Form.Item name="siteGuid" label={t('system.price.site')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={sites}
                placeholder={t('common.search.all')}
                style={{ width: 180 }}
              />
            </Form.Item>
            <SelectSearchField
              name="periodType"
              label={t('system.price.periodType')}
              options={periods}
              width={140}
            />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
              selection={selection}
              dialog={dialog}
              nameOf={what}
              remove={remove}
              exportOf={{
                endpoint: priceApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="priceForm"
        open={dialog.open}
        title={dialog.title(t('system.price.what'))}
        form={form}
        initialValues={dialog.row ? toForm(dialog.row) : defaults()}
        onSubmit={submit}
        onClose={dialog.close}
      >
        <Form.Item
          name="siteGuid"
          label={t('system.price.site')}
          rules={[required(t('system.price.site'), true)]}
        >
          <Select showSearch optionFilterProp="label" options={sites} />
        </Form.Item>
        <Form.Item
          name="periodType"
          label={t('system.price.periodType')}
          rules={[required(t('system.price.periodType'), true)]}
        >
          <Select options={periods} />
        </Form.Item>
        <Form.Item
          name="unit"
          label={t('system.price.unit')}
          rules={[required(t('system.price.unit'), true)]}
        >
          <Select options={units} />
        </Form.Item>
        <Form.Item
          name="standardPrice"
          label={t('system.price.standardPrice')}
          rules={[required(t('system.price.standardPrice'))]}
        >
          <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="floorPrice"
          label={t('system.price.floorPrice')}
          dependencies={['standardPrice']}
          rules={[
            required(t('system.price.floorPrice')),
            ({ getFieldValue }) => ({
              validator: async (_, floor: number | null) => {
                const standard = getFieldValue('standardPrice') as number | null
                if (typeof floor === 'number' && typeof standard === 'number' && floor > standard)
                  throw new Error(t('validation.floorPrice'))
              },
            }),
          ]}
        >
          <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="holidayFactor" label={t('system.price.holidayFactor')}>
          <InputNumber min={0.1} max={10} step={0.1} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="taxRate" label={t('system.price.taxRate')}>
          <InputNumber min={0} max={100} precision={2} addonAfter="%" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t('system.price.validFrom')}
          rules={[required(t('system.price.validFrom'), true)]}
        >
          <DatePicker format={DATE} />
        </Form.Item>
        <Form.Item
          name="validTo"
          label={t('system.price.validTo')}
          dependencies={['validFrom']}
          rules={[
            required(t('system.price.validTo'), true),
            ({ getFieldValue }) => ({
              validator: async (_, to: Dayjs | null) => {
                const from = getFieldValue('validFrom') as Dayjs | null
                if (from && to && from.isAfter(to, 'day'))
                  throw new Error(t('validation.dateRange'))
              },
            }),
          ]}
        >
          <DatePicker format={DATE} />
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
