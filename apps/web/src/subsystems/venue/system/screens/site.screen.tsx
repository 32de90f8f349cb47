import { PERMISSIONS, type Site, type SiteQuery, type SiteSave } from '@app/contracts'
import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { rowActionsColumn } from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { SelectSearchField, TextSearchField } from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { useSelection } from '#web/features/list-page/use-selection.ts'
import { Permission, useHasPermission } from '#web/features/permissions/permission.tsx'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import {
  siteApi,
  useScheduleTemplateOptions,
  useSiteOptions,
} from '#web/subsystems/venue/system/api/sites.ts'

// 场地管理 (/system/site): the site tree the scheduling grid shows. Groups (展厅区 …) have
// no parent and are never booked; related sites are stored both ways by the server; a
// site with bookings cannot be deleted (the server answers 409).

const P = PERMISSIONS.site
const TYPE_DICT = 'site_type'
const DATE = 'YYYY-MM-DD'

type Filters = Omit<SiteQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string; type?: string; disabled?: number }

const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    type: textParam(p, 'type', 32),
    disabled: intParam(p, 'disabled', [0, 1]) as Filters['disabled'],
  }),
  write: (f) => ({ name: f.name, type: f.type, disabled: f.disabled }),
}
const EMPTY: SearchValues = { name: undefined, type: undefined, disabled: undefined }

type SiteNode = Site & { children?: SiteNode[] }

/** Nests the flat answer under its groups (antd's tree table reads `children`). */
const toTree = (sites: readonly Site[]): SiteNode[] => {
  const groups = sites.filter((s) => s.parentGuid === null)
  const known = new Set(groups.map((g) => g.guid))
  return [
    ...groups.map((g) => ({ ...g, children: sites.filter((s) => s.parentGuid === g.guid) })),
    // a matching site whose group is not in the answer still shows
    ...sites.filter((s) => s.parentGuid !== null && !known.has(s.parentGuid)),
  ]
}

type FormValues = Omit<SiteSave, 'guid' | 'version' | 'bookable' | 'disabled'> & {
  bookable: boolean
  disabled: boolean
}
const DEFAULTS: Partial<FormValues> = {
  sort: 0,
  bookable: true,
  disabled: false,
  related: [],
  remark: '',
  type: '',
}
const toForm = (s: Site): FormValues => ({
  ...s,
  bookable: s.bookable === 1,
  disabled: s.disabled === 1,
})

/** A yyyy-MM-dd form value shown in a DatePicker. */
const dateProps = (v: string | null | undefined) => ({ value: v ? dayjs(v, DATE) : null })
const dateValue = (d: Dayjs | null) => (d ? d.format(DATE) : null)

export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = siteApi.usePage({ page: 1, pageSize: 2000, ...list.filters })
  const save = siteApi.useSave()
  const del = siteApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const types = useDictOptions(TYPE_DICT)
  const options = useSiteOptions().data ?? []
  const templates = useScheduleTemplateOptions().data ?? []
  const flat = query.data?.list
  const selection = useSelection(flat)
  const dialog = useEditDialog<Site, FormValues>()
  const [collapsed, setCollapsed] = useState<readonly Key[]>([])
  const [form] = Form.useForm<FormValues>()
  const hasDisable = useHasPermission([P.disable])
  const rows = flat ? toTree(flat) : undefined
  const nameOf = new Map(options.map((o) => [o.guid, o.name]))
  const groups = options.filter((o) => o.parentGuid === null)

  const columns: TableColumnsType<SiteNode> = [
    { key: 'name', dataIndex: 'name', title: t('system.site.name'), width: 200, fixed: 'left' },
    { key: 'code', dataIndex: 'code', title: t('system.site.code'), width: 100 },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('system.site.type'),
      width: 100,
      render: (v: string) => <DictTag dictType={TYPE_DICT} value={v} />,
    },
    {
      key: 'disabled',
      dataIndex: 'disabled',
      title: t('system.site.disabled'),
      width: 220,
      render: (v: number, s) =>
        v === 1 ? (
          <Tooltip title={s.disableReason}>
            <Tag color="red">
              {t('system.site.disabledPeriod', { from: s.disableFrom, to: s.disableTo })}
            </Tag>
          </Tooltip>
        ) : null,
    },
    {
      key: 'area',
      dataIndex: 'area',
      title: t('system.site.area'),
      width: 100,
      align: 'right',
      render: (v: number | null) => (v === null ? '' : v.toLocaleString('zh-CN')),
    },
    { key: 'height', dataIndex: 'height', title: t('system.site.height'), width: 80 },
    { key: 'floorLoad', dataIndex: 'floorLoad', title: t('system.site.floorLoad'), width: 110 },
    {
      key: 'capacity',
      title: t('system.site.capacity'),
      width: 130,
      render: (_, s) =>
        s.capacityTheatre === null && s.capacityClassroom === null
          ? ''
          : `${s.capacityTheatre ?? '-'} / ${s.capacityClassroom ?? '-'}`,
    },
    {
      key: 'bookable',
      dataIndex: 'bookable',
      title: t('system.site.bookable'),
      width: 90,
      render: (v: number, s) =>
        s.parentGuid === null ? null : (
          <Tag color={v === 1 ? 'green' : 'default'}>
            {v === 1 ? t('system.site.yes') : t('system.site.no')}
          </Tag>
        ),
    },
    {
      key: 'related',
      dataIndex: 'related',
      title: t('system.site.related'),
      width: 200,
      render: (v: string[]) => v.map((g) => nameOf.get(g) ?? g).join('、'),
    },
    {
      key: 'templateId',
      dataIndex: 'templateId',
      title: t('system.site.template'),
      width: 110,
      render: (v: number | null, s) =>
        s.parentGuid === null ? '' : (templates.find((x) => x.id === v)?.name ?? ''),
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 90 },
    rowActionsColumn<SiteNode>(t, {
      extra: (row) =>
        row.parentGuid === null && (
          <Permission perms={[P.add]}>
            <Button
              type="link"
              size="small"
              onClick={() => dialog.openAdd({ parentGuid: row.guid })}
            >
              {t('common.list.add')}
            </Button>
          </Permission>
        ),
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
      width: 180,
    }),
  ]

  const submit = (values: FormValues) =>
    dialog.save<SiteSave>(
      {
        ...values,
        parentGuid: values.parentGuid ?? null,
        bookable: values.bookable ? 1 : 0,
        disabled: values.disabled ? 1 : 0,
      },
      save.mutateAsync,
    )

  const editingGuid = dialog.row?.guid ?? null
  const relatedOptions = groups
    .map((g) => ({
      label: g.name,
      title: g.name,
      options: options
        .filter((o) => o.parentGuid === g.guid && o.guid !== editingGuid)
        .map((o) => ({ value: o.guid, label: o.name })),
    }))
    .filter((g) => g.options.length > 0)
  const groupKeys = (rows ?? []).filter((r) => r.children?.length).map((r) => r.guid)

  return (
    <>
      <ListPage<SiteNode>
        title={title}
        tableLabel={title}
        tableId="system.site"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1800}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        tableProps={{
          expandable: {
            expandedRowKeys: groupKeys.filter((k) => !collapsed.includes(k)),
            onExpand: (open, row) =>
              setCollapsed((c) => (open ? c.filter((k) => k !== row.guid) : [...c, row.guid])),
          },
        }}
        search={
          <SearchForm<SearchValues>
            name="siteSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  type: v.type || undefined,
                  disabled: v.disabled as Filters['disabled'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField
              name="name"
              label={t('system.site.name')}
              placeholder={t('system.site.nameOrCode')}
            />
            <SelectSearchField
              name="type"
              label={t('system.site.type')}
              options={types}
              width={140}
            />
            <Form.Item name="disabled" label={t('system.site.disabled')}>
              <Select
                allowClear
                placeholder={t('common.search.all')}
                style={{ width: 120 }}
                options={[
                  { value: 1, label: t('system.site.isDisabled') },
                  { value: 0, label: t('system.site.notDisabled') },
                ]}
              />
            </Form.Item>
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
              selection={selection}
              dialog={dialog}
              onAdd={() => dialog.openAdd({ parentGuid: null })}
              nameOf={(row) => row.name}
              remove={remove}
              exportOf={{
                endpoint: siteApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="siteForm"
        open={dialog.open}
        title={dialog.title(t('system.site.what'))}
        form={form}
        labelWidth={120}
        width={640}
        initialValues={dialog.row ? toForm(dialog.row) : { ...DEFAULTS, ...dialog.preset }}
        onSubmit={submit}
        onClose={dialog.close}
      >
        <Form.Item name="parentGuid" label={t('system.site.parent')}>
          <Select
            allowClear
            placeholder={t('system.site.noParent')}
            options={groups
              .filter((g) => g.guid !== editingGuid)
              .map((g) => ({ value: g.guid, label: g.name }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('system.site.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.site.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('system.site.code')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.site.code') }),
            },
            { max: 32 },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="type" label={t('system.site.type')}>
          <Select allowClear options={types} />
        </Form.Item>
        <Form.Item name="area" label={t('system.site.area')}>
          <InputNumber min={0} max={10_000_000} precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="height" label={t('system.site.height')}>
          <InputNumber min={0} max={1000} precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="floorLoad" label={t('system.site.floorLoad')}>
          <InputNumber min={0} max={1000} precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="capacityTheatre" label={t('system.site.capacityTheatre')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="capacityClassroom" label={t('system.site.capacityClassroom')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="bookable" label={t('system.site.bookable')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="related" label={t('system.site.related')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={relatedOptions}
          />
        </Form.Item>
        <Form.Item name="templateId" label={t('system.site.template')}>
          <Select
            allowClear
            placeholder={t('system.site.defaultTemplate')}
            options={templates.map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
        <Form.Item
          name="disabled"
          label={t('system.site.disabled')}
          valuePropName="checked"
          extra={hasDisable ? undefined : t('system.site.disableNeedsPermission')}
        >
          <Switch disabled={!hasDisable} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.disabled !== b.disabled}>
          {({ getFieldValue }) =>
            getFieldValue('disabled') === true && (
              <>
                <Form.Item
                  name="disableFrom"
                  label={t('system.site.disableFrom')}
                  getValueProps={dateProps}
                  normalize={dateValue}
                  rules={[
                    {
                      required: true,
                      message: t('common.list.selectPrefix', {
                        what: t('system.site.disableFrom'),
                      }),
                    },
                  ]}
                >
                  <DatePicker disabled={!hasDisable} />
                </Form.Item>
                <Form.Item
                  name="disableTo"
                  label={t('system.site.disableTo')}
                  getValueProps={dateProps}
                  normalize={dateValue}
                  dependencies={['disableFrom']}
                  rules={[
                    {
                      required: true,
                      message: t('common.list.selectPrefix', {
                        what: t('system.site.disableTo'),
                      }),
                    },
                    ({ getFieldValue: get }) => ({
                      validator: (_, v: string | null) => {
                        const from = get('disableFrom') as string | null
                        return !v || !from || from <= v
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('system.site.periodOrder')))
                      },
                    }),
                  ]}
                >
                  <DatePicker disabled={!hasDisable} />
                </Form.Item>
                <Form.Item
                  name="disableReason"
                  label={t('system.site.disableReason')}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('common.list.enterPrefix', {
                        what: t('system.site.disableReason'),
                      }),
                    },
                    { max: 200 },
                  ]}
                >
                  <Input maxLength={200} disabled={!hasDisable} />
                </Form.Item>
              </>
            )
          }
        </Form.Item>
        <Form.Item name="sort" label={t('common.list.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={t('common.list.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
      {removeHolder}
    </>
  )
}
