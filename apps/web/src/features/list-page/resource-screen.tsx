import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { PAGE_SIZES, type Endpoint, type EndpointBody, type EndpointData } from '@app/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tooltip,
  TreeSelect,
  type FormInstance,
  type FormItemProps,
  type InputNumberProps,
  type InputProps,
  type SelectProps,
  type TableColumnsType,
  type TreeSelectProps,
} from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ExpandableConfig } from 'antd/es/table/interface'
import type { Rule } from 'antd/es/form'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { DateRangePicker } from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { StatusSwitch, useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { DIALOG_WIDTH, FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ExportButton, ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import type { ResourceApi } from '#web/features/list-page/resource-api.ts'
import {
  cleanFilters,
  fieldIssue,
  fieldLimits,
  filterCodecOf,
  filterKeys,
  schemaDefaults,
  shapeOf,
} from '#web/features/list-page/schema-fields.ts'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { PAGINATION_DEFAULTS, type PageState } from '#web/shared/utils/pagination.ts'
import { DATE_FORMAT, formatDateTime } from '#web/shared/utils/timestamp.ts'

/*
 * A resource screen from its declaration (ADR 022): the contract's endpoints give the
 * URL filters (page query), the form's rules and defaults (save body), the permissions
 * and, by key convention, every label: `<labels>.<field>` (`system.remarkTemplate.name`),
 * `<labels>.what` for one record, and the shared keys of sort, status and remark. The
 * builders below make the usual columns, search fields and form fields from a field name;
 * a screen writes anything else by hand, in plain antd, beside them.
 */

/** A stored record of a resource: keyed by guid, saved at its version. */
interface StoredRow {
  guid: string
  version: number
}
// a page answers `{ list, count }`; a tree's list endpoint (departments) the rows alone
type RowOf<P extends Endpoint> =
  EndpointData<P> extends { list: readonly (infer R)[] }
    ? R & StoredRow
    : EndpointData<P> extends readonly (infer R)[]
      ? R & StoredRow
      : never
type FiltersOf<P extends Endpoint> = Omit<
  NonNullable<P['query']> extends z.ZodType ? z.infer<NonNullable<P['query']>> : never,
  'page' | 'pageSize'
>
type ValuesOf<S extends Endpoint> = Omit<EndpointBody<S>, 'guid' | 'version'>

/** An empty value for a required field: nothing, blank text, an empty list. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

interface ResourceScreenOptions<Row, Values, F = object> {
  /** How a row is named in messages (删除, the status switch). */
  nameOf: (row: Row) => string
  /** A new record's values beyond the save schema's defaults, as the body carries them. */
  defaults?: Partial<Values>
  /** Fields labelled by another field's key, e.g. `{ siteGuid: 'site', siteName: 'site' }`. */
  labelAs?: Record<string, string>
  /** How an invalid value of a field is told, instead of 格式不正确 (`{ roleKey: 'system.role.keyPattern' }`). */
  invalidAs?: Record<string, string>
  /** 修改 opens with the record's detail (`api.useDetail`), not its list row: a row carrying less (a role's menus). */
  detail?: boolean
  /**
   * Query-form date ranges over two filters, whole days: epoch ms (`{ created: ['createdFrom',
   * 'createdTo'] }`), or calendar days as yyyy-MM-dd with 'day' (`['arrivalFrom', 'arrivalTo', 'day']`).
   */
  dateRanges?: Record<string, readonly [from: string, to: string, as?: 'day']>
  /** Filters set beside the query form (a department tree): 搜索 and 重置 keep them. */
  keepFilters?: readonly string[]
  /** The list's filters (from these) and page held in place, not in the URL: a list in a drawer. */
  local?: Partial<F>
  /**
   * The list is one tree (sites under their groups, departments), nested by this: read
   * whole (a page endpoint at its largest size), shown unpaged and fully expanded.
   */
  tree?: (rows: readonly Row[]) => Row[]
}

/** A select's options, or the type of the dictionary (数据管理) whose values they are. */
type Choices = SelectProps['options'] | string
/** A select to type in, finding an option by its label (a long list: sites). */
export const FIND_BY_LABEL: SelectProps = { showSearch: { optionFilterProp: 'label' } }
const DictSelect = ({ dictType, ...props }: SelectProps & { dictType: string }) => (
  <Select {...props} options={useDictOptions(dictType)} />
)
const choice = (options: Choices, props: SelectProps) =>
  typeof options === 'string' ? (
    <DictSelect dictType={options} {...props} />
  ) : (
    <Select options={options} {...props} />
  )

/** A tree row as antd's tree table reads it. */
type Nested<Row> = Row & { children?: readonly Nested<Row>[] }
/** A tree's expansion: the hook's, or a screen's own (menus: folded at first). */
type Expansion = Pick<
  ExpandableConfig<StoredRow>,
  'expandedRowKeys' | 'onExpand' | 'onExpandedRowsChange'
>
/** The largest page: a tree is read whole. */
const WHOLE = { page: 1, pageSize: PAGE_SIZES[PAGE_SIZES.length - 1] }
const NO_FILTERS = z.object({})

/** The labels every admin record shares, whatever the resource. */
const COMMON_LABELS: Record<string, string> = {
  sort: 'common.list.sort',
  status: 'common.status.label',
  remark: 'common.list.remark',
  updatedAt: 'common.table.updatedAt',
  createdAt: 'common.table.createdAt',
}

interface ColumnOptions {
  width?: number
}
interface StatusOptions<Row> {
  onChange?: (row: Row, enabled: boolean) => Promise<unknown>
  when?: (row: Row) => boolean
}
interface ActionOptions<Row> {
  /** Which rows have 修改 (every row unless told): a submitted request is edited no more. */
  editable?: (row: Row) => boolean
  /** The permission 删除 needs when the resource has no remove of its own (a draft: edit). */
  removePerm?: string
  afterEdit?: (row: Row) => ReactNode
  /** Links after 删除 (a 更多 menu). */
  after?: (row: Row) => ReactNode
  removable?: (row: Row) => boolean
  /** 删除 other than by the resource's delete of guids (menus: by id). */
  remove?: (row: Row) => void
  width?: number
}

/**
 * What a form field adds to its schema's rules: rules and the fields they read (re-checked
 * on change), a help line under it (`extra`: a format hint), and how its control shows the
 * body's value (`getValueProps` / `normalize`: a 0/1 flag as a switch).
 */
type MoreRules = Pick<
  FormItemProps,
  'dependencies' | 'rules' | 'extra' | 'tooltip' | 'getValueProps' | 'normalize'
> & {
  /** Required here though the schema lets it be empty (a field shown only in some cases). */
  required?: boolean
}
/** A calendar date: `YYYY-MM-DD` in the form as in the body, a dayjs in its picker. */
const DATE_ITEM: MoreRules = {
  getValueProps: (value?: string | null) => ({ value: value && dayjs(value) }),
  normalize: (date: Dayjs | null) => date && date.format(DATE_FORMAT),
}

/** useListState's list held in place (`local`): a search that changes nothing answers false. */
const useLocalList = <F,>(filters: F) => {
  const { page, pageSize } = PAGINATION_DEFAULTS
  const first: PageState = { page, pageSize }
  const [state, setState] = useState({ filters, page: first })
  return {
    ...state,
    search: (next: F) => {
      const same =
        state.page.page === first.page && JSON.stringify(next) === JSON.stringify(state.filters)
      setState({ filters: next, page: { ...first, pageSize: state.page.pageSize } })
      return !same
    },
    changePage: (page: PageState) => setState((s) => ({ ...s, page })),
  }
}

/**
 * The state and builders of one resource screen: the list in the URL, its page, the
 * selection, the add/edit dialog and its form, and the save and delete calls.
 *
 * @example
 * const r = useResourceScreen(remarkTemplateApi, { nameOf: (row) => row.name })
 * <ResourceScreen screen={r} columns={[r.col.text('name'), r.col.status(), r.col.actions()]} … />
 */
export const useResourceScreen = <P extends Endpoint, D extends Endpoint, S extends Endpoint>(
  api: ResourceApi<P, D, S>,
  {
    nameOf,
    defaults: own,
    labelAs = {},
    invalidAs = {},
    detail: withDetail = false,
    dateRanges,
    keepFilters = [],
    local,
    tree,
  }: ResourceScreenOptions<RowOf<P>, ValuesOf<S>, FiltersOf<P>>,
) => {
  type Row = RowOf<P>
  type Values = ValuesOf<S>
  const { t } = useTranslation()
  const title = useRouteTitle()
  // a list without filters (模块管理) has no query
  const querySchema = (api.endpoints.page.query ?? NO_FILTERS) as z.ZodType
  const saveSchema = api.endpoints.addOrUpdate.body as z.ZodType
  // one codec per query schema: useListState keeps its memo while the codec stays the same
  const codec = useMemo(() => filterCodecOf<FiltersOf<P>>(querySchema), [querySchema])
  const inUrl = useListState(codec)
  const inPlace = useLocalList(local as FiltersOf<P>)
  const list = local ? inPlace : inUrl
  // a list endpoint takes no page (a tree's, the subsystems'); a paged tree is read whole
  const paged = 'pageSize' in shapeOf(querySchema)
  const query = api.usePage({
    ...(paged ? (tree ? WHOLE : list.page) : {}),
    ...list.filters,
  } as Parameters<typeof api.usePage>[0])
  const save = api.useSave()
  const del = api.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const data = query.data as { list?: Row[] } | Row[] | undefined
  const rows = Array.isArray(data) ? data : data?.list
  // only rows of the page on screen count: a selection never reaches records the user cannot see
  const [selected, setSelected] = useState<Key[]>([])
  const selection = {
    keys: selected,
    onChange: setSelected,
    rows: (rows ?? []).filter((row) => selected.includes(row.guid)),
    clear: () => setSelected([]),
  }
  const nested = useMemo(() => (rows && tree ? tree(rows) : rows), [rows, tree])
  // fully expanded, also once loaded or searched again; a row the user folds stays folded
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set())
  const expandable: Expansion | undefined = tree && {
    expandedRowKeys: (rows ?? []).map((row) => row.guid).filter((guid) => !folded.has(guid)),
    onExpand: (open: boolean, row: StoredRow) =>
      setFolded((f) => {
        const next = new Set(f)
        if (open) next.delete(row.guid)
        else next.add(row.guid)
        return next
      }),
  }
  const dialog = useEditDialog<Row, Values>()
  const detail = api.useDetail(withDetail && dialog.row ? dialog.row.guid : null)
  // a detail that cannot be read (gone, no network; the client says why): the dialog that
  // waited for it closes, so 修改 can be tried again
  const detailFailed = withDetail && dialog.row !== undefined && detail.isError
  useEffect(() => {
    if (detailFailed) dialog.close()
  }, [detailFailed, dialog])
  const [form] = Form.useForm<Values>()
  const perms = api.permissions
  // a row's switch needs the edit permission (the server checks the same)
  const canEdit = useHasPermission(perms.edit ? [perms.edit] : [])
  // read when the dialog opens, so they may come from data (a tree's root as the parent)
  const schemaOwn = useMemo(() => schemaDefaults(saveSchema) as Partial<Values>, [saveSchema])
  const defaults = { ...schemaOwn, ...own }
  // the query form's values: a date range (dateRanges) is one field over its two filters
  const searchValues = useMemo(() => {
    const filters: Record<string, unknown> = list.filters
    const day = (key: string) => {
      const v = filters[key]
      return typeof v === 'number' || typeof v === 'string' ? dayjs(v) : null
    }
    const ranges = Object.entries(dateRanges ?? {}).map(([name, [from, to]]) => [
      name,
      [day(from), day(to)],
    ])
    return { ...filters, ...Object.fromEntries(ranges) }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a screen's ranges are constants
  }, [list.filters])

  const label = (field: string) => {
    const key = labelAs[field] ?? field
    return t(COMMON_LABELS[key] ?? `${api.names.labels}.${key}`)
  }
  const send = (body: object) => save.mutateAsync(body as EndpointBody<S>)

  /**
   * The client's rules of a form field: the server's, in the same words. `choose` words a
   * required field as 请选择 (a select or a picker) instead of 请输入; `required` overrides
   * the schema's say.
   */
  const rulesOf = (field: string, choose = false, required?: boolean): Rule[] => {
    const limits = fieldLimits(saveSchema, field)
    const message = t(choose ? 'common.list.selectPrefix' : 'common.list.enterPrefix', {
      what: label(field),
    })
    return [
      // a validator, not `whitespace`: that rule takes any value that is not text (a
      // number, a date) for empty; `required` still marks the label
      ...((required ?? limits.required)
        ? [
            {
              required: true,
              validator: async (_: unknown, value: unknown) => {
                if (isBlank(value)) throw new Error(message)
              },
            },
          ]
        : []),
      {
        validator: async (_: unknown, value: unknown) => {
          const issue = fieldIssue(saveSchema, field, value)
          // an empty required field is told by the rule above, in the screen's words
          if (issue && issue.key !== 'validation.required')
            throw new Error(
              issue.key === 'validation.invalid' && invalidAs[field]
                ? t(invalidAs[field])
                : t(issue.key, issue.params),
            )
        },
      },
    ]
  }

  /** A link among a row's 操作 (修改, 删除, 新增), only with its permission. */
  const rowLink = (
    perm: string | undefined,
    word: 'add' | 'edit' | 'delete',
    onClick: () => void,
  ) =>
    perm && (
      <ToolbarButton
        perm={perm}
        word={word}
        type="link"
        size="small"
        danger={word === 'delete'}
        onClick={onClick}
      />
    )
  /** A column of the field under its label; `more` adds to it (and may override). */
  const column = (field: string, more: ColumnType<Row> = {}): ColumnType<Row> => ({
    key: field,
    dataIndex: field,
    title: label(field),
    ...more,
  })
  const time = (field: 'updatedAt' | 'createdAt') =>
    column(field, { width: 170, render: (ms: number | null) => (ms ? formatDateTime(ms) : '') })
  const col = {
    /** A plain column of the field. */
    text: (field: keyof Row & string, o: ColumnOptions = {}) => column(field, o),
    /** A long text on one line, whole in a tooltip. */
    ellipsis: (field: keyof Row & string, o: ColumnOptions = {}) =>
      column(field, {
        ellipsis: { showTitle: false },
        // a list (a user's roles) joined by 、
        render: (v: string | string[]) => (
          <Tooltip placement="topLeft" title={[v].flat().join('、')}>
            <span>{[v].flat().join('、')}</span>
          </Tooltip>
        ),
        ...o,
      }),
    /** A dictionary's value as its tag (`dictType`: the dictionary's type, e.g. site_type). */
    dict: (field: keyof Row & string, dictType: string, o: ColumnOptions = {}) =>
      column(field, { render: (v: string) => <DictTag dictType={dictType} value={v} />, ...o }),
    /**
     * A number right-aligned, grouped as 1,234.5 (`o.digits`: always that many decimals);
     * `o.sorted` sorts the page by it.
     */
    number: (
      field: keyof Row & string,
      { digits, sorted, ...o }: ColumnOptions & { digits?: number; sorted?: boolean } = {},
    ) =>
      column(field, {
        align: 'right',
        render: (v: number | null) =>
          v?.toLocaleString('zh-CN', {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }),
        sorter: sorted ? (a, b) => Number(a[field]) - Number(b[field]) : undefined,
        ...o,
      }),
    /** Money held in fen, shown in yuan with two decimals on the right (docs/product/shell.md "Money"). */
    money: (field: keyof Row & string, o: ColumnOptions = {}) =>
      column(field, { align: 'right', render: (fen: number | null) => formatFen(fen), ...o }),
    /** The field drawn by `render` (a link, a tag …). */
    render: <V,>(
      field: keyof Row & string,
      render: (value: V, row: Row) => ReactNode,
      o: ColumnOptions = {},
    ) => column(field, { render: (v: V, row: Row) => render(v, row), ...o }),
    /**
     * 状态 as a switch that saves at once (确认要"启用|停用""…"吗？); only with the edit
     * permission (the server checks the same), else it shows the state. `o.onChange` sends
     * it another way (a status call), `o.when` says which rows may switch (never the admin role).
     */
    status: ({
      onChange = (row, on) => send({ ...row, status: on ? 1 : 0 }),
      when,
    }: StatusOptions<Row> = {}) =>
      column('status', {
        width: 100,
        render: (status: number, row: Row) => (
          <StatusSwitch
            enabled={status === 1}
            name={nameOf(row)}
            disabled={!(canEdit && (when?.(row) ?? true))}
            onChange={(on) => onChange(row, on)}
          />
        ),
      }),
    /** 更新时间 as yyyy-MM-dd HH:mm:ss; `createdAt` the same for 创建时间. */
    updatedAt: () => time('updatedAt'),
    createdAt: () => time('createdAt'),
    /** 显示顺序, 状态, 更新时间 and 操作: the closing columns of an admin record. */
    recordTail: () => [
      column('sort', { width: 100 }),
      col.status(),
      col.updatedAt(),
      col.actions(),
    ],
    /**
     * 操作: 修改 and 删除, each with its permission, plus the screen's own links (`extra`
     * before them, `o.afterEdit` between them, `o.after` after them); `o.editable` and
     * `o.removable` say which rows have 修改 and 删除.
     */
    actions: (extra?: (row: Row) => ReactNode, o: ActionOptions<Row> = {}): ColumnType<Row> => ({
      key: 'actions',
      title: t('common.table.actions'),
      width: o.width ?? 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap={false}>
          {extra?.(row)}
          {(o.editable?.(row) ?? true) && rowLink(perms.edit, 'edit', () => dialog.openEdit(row))}
          {o.afterEdit?.(row)}
          {(o.removable?.(row) ?? true) &&
            rowLink(o.removePerm ?? perms.remove, 'delete', () =>
              (o.remove ?? ((r) => void remove([r.guid], nameOf(r))))(row),
            )}
          {o.after?.(row)}
        </Space>
      ),
    }),
  }

  /** 新增 among a row's links: a record under it (`preset`: the row as its parent). */
  const addUnder = (preset: Partial<Values>) =>
    rowLink(perms.add, 'add', () => dialog.openAdd(preset))

  /** A date's rules: not before the date field `from` (checked again as it changes), else `message`. */
  const notBefore = (from: string, message: string): MoreRules => ({
    dependencies: [from],
    rules: [
      ({ getFieldValue }) => ({
        // 'YYYY-MM-DD' texts sort as their dates
        validator: async (_, to: string | null) => {
          const start = getFieldValue(from) as string | null
          if (start && to && start > to) throw new Error(t(message))
        },
      }),
    ],
  })

  /** A field under its label, without rules: a search field, 状态. */
  const labelled = (name: string, control: ReactNode) => (
    <Form.Item key={name} name={name} label={label(name)}>
      {control}
    </Form.Item>
  )
  const statusOptions = [
    { value: 1, label: t('common.status.enabled') },
    { value: 0, label: t('common.status.disabled') },
  ]
  const search = {
    /** A free-text filter within the query's length: 请输入{label} unless told otherwise. */
    text: (
      field: string,
      { width = 200, placeholder }: { width?: number; placeholder?: string } = {},
    ) =>
      labelled(
        field,
        <Input
          allowClear
          maxLength={fieldLimits(querySchema, field).maxLength ?? 64}
          placeholder={placeholder ?? t('common.list.enterPrefix', { what: label(field) })}
          style={{ width }}
        />,
      ),
    /** A choice among `options` (or a dictionary's values), or 全部; `props` add to the select. */
    select: (field: string, options: Choices, width = 160, props?: SelectProps) =>
      labelled(
        field,
        choice(options, {
          allowClear: true,
          placeholder: t('common.search.all'),
          style: { width },
          ...props,
        }),
      ),
    /** 状态: 全部 / 正常 / 停用. */
    status: () => search.select('status', statusOptions, 120),
    /** A date range over its two filters (`dateRanges`). */
    dateRange: (name: string) => labelled(name, <DateRangePicker />),
  }

  /** A form field with its rules, and `more` of them (a check against another field). */
  const item = (
    name: string,
    control: ReactNode,
    { required, rules = [], ...props }: MoreRules = {},
    choose = false,
  ) => (
    <Form.Item
      key={name}
      name={name}
      label={label(name)}
      {...props}
      rules={[...rulesOf(name, choose, required), ...rules]}
    >
      {control}
    </Form.Item>
  )
  const field = {
    /** A text within the schema's length; `props` add to the input (a placeholder). */
    text: (name: string, more?: MoreRules, props?: InputProps) => {
      const max = fieldLimits(saveSchema, name).maxLength
      return item(name, <Input maxLength={max} showCount={max !== undefined} {...props} />, more)
    },
    textarea: (name: string, rows = 4, more?: MoreRules) =>
      item(
        name,
        <Input.TextArea
          rows={rows}
          maxLength={fieldLimits(saveSchema, name).maxLength}
          showCount={rows > 2}
        />,
        more,
      ),
    /** A choice among `options` (or a dictionary's values); `props` add to the select. */
    select: (name: string, options: Choices, more?: MoreRules, props?: SelectProps) =>
      item(name, choice(options, { allowClear: true, ...props }), more, true),
    /** A number within the schema's bounds; a whole one unless `props` say otherwise. */
    number: (name: string, props: InputNumberProps<number> = {}, more?: MoreRules) => {
      const { min, max } = fieldLimits(saveSchema, name)
      return item(name, <InputNumber<number> min={min} max={max} precision={0} {...props} />, more)
    },
    /** A node of a tree (a department, a parent), found by typing its title; 请选择{label} until chosen. */
    tree: (name: string, treeData: TreeSelectProps['treeData'], props?: TreeSelectProps) =>
      item(
        name,
        <TreeSelect
          treeData={treeData}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder={t('common.list.selectPrefix', { what: label(name) })}
          {...props}
        />,
        {},
        true,
      ),
    /** A calendar date, `YYYY-MM-DD` in the form as in the body. */
    date: (name: string, more?: MoreRules) =>
      item(name, <DatePicker format={DATE_FORMAT} />, { ...DATE_ITEM, ...more }, true),
    /** 状态: 正常 / 停用. */
    status: () =>
      labelled('status', <Select<number> options={statusOptions} style={{ width: 120 }} />),
    /** 显示顺序, 状态 and 备注: the closing fields of an admin record. */
    recordTail: () => [field.number('sort'), field.status(), field.textarea('remark', 2)],
    /** Any control, with the field's label and rules (`choose`: 请选择 when it is missing). */
    item,
  }

  return {
    api,
    t,
    title,
    label,
    list,
    query,
    rows,
    /** The rows as the table shows them: nested when the list is a tree. */
    nested: nested as Nested<Row>[] | undefined,
    expandable,
    /** The list comes in pages (its query takes one); a list endpoint's rows do not. */
    paged,
    send,
    remove,
    removeHolder,
    selection,
    dialog,
    /**
     * The record 修改 opens: its row, or with `detail` its detail once read for this
     * opening (undefined until then; a later refetch does not close the dialog).
     */
    editing: (withDetail ? (detail.isFetchedAfterMount ? detail.data : undefined) : dialog.row) as
      object | undefined,
    form,
    perms,
    defaults,
    nameOf,
    rulesOf,
    /** 正常 / 停用, e.g. for a radio group. */
    statusOptions,
    addUnder,
    notBefore,
    /** The search form's values as the query takes them (trimmed, coerced). */
    cleanFilters: (values: object) => {
      const v: Record<string, unknown> = { ...values }
      for (const [name, [from, to, as]] of Object.entries(dateRanges ?? {})) {
        const [start, end] = (v[name] ?? []) as (Dayjs | null | undefined)[]
        v[from] = as === 'day' ? start?.format(DATE_FORMAT) : start?.startOf('day').valueOf()
        v[to] = as === 'day' ? end?.format(DATE_FORMAT) : end?.endOf('day').valueOf()
      }
      for (const key of keepFilters) v[key] = (list.filters as Record<string, unknown>)[key]
      return cleanFilters<FiltersOf<P>>(querySchema, v)
    },
    emptyFilters: {
      ...Object.fromEntries(filterKeys(querySchema).map((k) => [k, undefined])),
      ...Object.fromEntries(Object.keys(dateRanges ?? {}).map((name) => [name, [null, null]])),
    } as Record<string, unknown>,
    /** The applied filters as the query form holds them (`dateRanges` as one field each). */
    searchValues,
    col,
    search,
    field,
  }
}

/** The narrowest page and save endpoints: the state of any resource's screen fits theirs. */
type AnyPage = Endpoint<z.ZodType, undefined, z.ZodType<{ list: StoredRow[] }>>
type AnySave = Endpoint<undefined, z.ZodType<StoredRow>>
/**
 * What ResourceScreen reads of useResourceScreen's state: the hook's answer, loosened where
 * it takes in a resource's own types (its calls, dialog and form; `nameOf` is a method, not a
 * function-typed property, so that a row of any type fits).
 */
export type ResourceScreenState = Omit<
  ReturnType<typeof useResourceScreen<AnyPage, Endpoint, AnySave>>,
  'api' | 'query' | 'dialog' | 'form' | 'nameOf' | 'col' | 'field' | 'addUnder'
> & {
  api: { names: { labels: string }; endpoints: { export?: Endpoint } }
  // a tree's list endpoint (menus) answers its rows alone
  query: Pick<UseQueryResult<unknown>, 'data' | 'isPending' | 'isFetching' | 'isError' | 'refetch'>
  dialog: object
  form: object
  nameOf(row: never): string
}

interface ResourceScreenProps<Row extends StoredRow> {
  /** From useResourceScreen. */
  screen: ResourceScreenState
  columns: TableColumnsType<Row>
  /** Fields of the query form (`screen.search.*` or hand-written `Form.Item`s). */
  search?: ReactNode[]
  /** Fields of the add/edit dialog (`screen.field.*` or hand-written). */
  form: ReactNode
  /** Buttons after 新增 / 修改 / 删除 / 导出. */
  toolbar?: ReactNode
  /** 导入, between 删除 and 导出 (docs/product/list-screens.md "Toolbar"). */
  importOf?: { perm: string | undefined; onClick: () => void }
  /** Beside the list (a department tree to its left). */
  aside?: ReactNode
  scrollX?: number
  /** The table's name, when not the page's title (a page of two lists). */
  tableLabel?: string
  dialogWidth?: number
  /** Label width of the dialog's form (a long label: FormDialog's own otherwise). */
  dialogLabelWidth?: number
  /** The body before it is sent (e.g. joining a list into text). */
  toBody?: (values: object) => object
  /** Rows are not selected (a tree's rows are edited and deleted by their own links). */
  selectable?: boolean
  /** A list inside another page (a drawer): no heading of its own. */
  embedded?: boolean
  /** The export's file name when not the page's title. */
  fileName?: string
  /** What a row is keyed by when not its guid (模块管理: its code); not with `tree`. */
  rowKey?: keyof Row & string
}

/**
 * A whole resource screen: ListPage with the query form, 新增/修改/删除/导出 and the table,
 * and the add/edit FormDialog (docs/product/list-screens.md).
 */
export const ResourceScreen = <Row extends StoredRow>({
  screen: r,
  columns,
  search,
  form,
  toolbar,
  importOf,
  aside,
  scrollX,
  tableLabel,
  dialogWidth = DIALOG_WIDTH.normal,
  dialogLabelWidth,
  toBody = (values) => values,
  selectable = true,
  embedded = false,
  fileName,
  rowKey = 'guid',
}: ResourceScreenProps<Row>) => {
  const tableId = r.api.names.labels
  const what = r.t(`${r.api.names.labels}.what`)
  // the state is typed loosely above; this is the concrete hook's answer
  const dialog = r.dialog as EditDialog
  return (
    <>
      <ListPage<Row>
        title={embedded ? undefined : r.title}
        tableLabel={tableLabel ?? r.title}
        tableId={tableId}
        rowKey={rowKey}
        columns={columns}
        rows={r.nested as Row[] | undefined}
        query={r.query}
        scrollX={scrollX}
        aside={aside}
        selection={selectable ? r.selection : undefined}
        pagination={
          r.expandable || !r.paged
            ? undefined
            : {
                page: r.list.page,
                total: (r.query.data as { count?: number } | undefined)?.count ?? 0,
                onChange: r.list.changePage,
              }
        }
        tableProps={r.expandable && { expandable: r.expandable }}
        search={
          search && (
            <SearchForm<Record<string, unknown>>
              name={`${tableId}.search`}
              values={r.searchValues}
              emptyValues={r.emptyFilters}
              onSearch={(values) => {
                if (!r.list.search(r.cleanFilters(values))) void r.query.refetch()
              }}
            >
              {search}
            </SearchForm>
          )
        }
        toolbar={
          <>
            <ResourceToolbar
              screen={r}
              edit={selectable}
              remove={selectable}
              importOf={importOf}
              fileName={fileName}
            />
            {toolbar}
          </>
        }
      />
      <FormDialog<object>
        name={`${tableId}.form`}
        open={dialog.open && (dialog.adding || r.editing !== undefined)}
        title={dialog.title(what)}
        form={r.form as FormInstance<object>}
        width={dialogWidth}
        labelWidth={dialogLabelWidth}
        initialValues={(dialog.row && r.editing) ?? { ...r.defaults, ...dialog.preset }}
        onSubmit={(values) => dialog.save(toBody(values), r.send)}
        onClose={dialog.close}
      >
        {form}
      </FormDialog>
      {r.removeHolder}
    </>
  )
}

type EditDialog = ReturnType<typeof useEditDialog<StoredRow, object>>

/**
 * 新增 / 修改 / 删除 / 导入 / 导出, in that order (docs/product/list-screens.md "Toolbar"), each
 * with its permission: 修改 opens the one selected row, 删除 asks 是否确认删除"a、b"的数据项？
 * for the selected rows, then clears the selection. `edit` and `remove` leave those out.
 */
export const ResourceToolbar = ({
  screen: r,
  edit = true,
  remove = true,
  importOf,
  fileName = r.title,
}: Pick<ResourceScreenProps<StoredRow>, 'screen' | 'importOf' | 'fileName'> & {
  edit?: boolean
  remove?: boolean
}) => {
  const { keys, rows } = r.selection
  const dialog = r.dialog as EditDialog
  return (
    <>
      {r.perms.add !== undefined && (
        <ToolbarButton
          perm={r.perms.add}
          word="add"
          type="primary"
          ghost
          icon={<PlusOutlined aria-hidden />}
          onClick={() => dialog.openAdd()}
        />
      )}
      {edit && r.perms.edit !== undefined && (
        <ToolbarButton
          perm={r.perms.edit}
          word="edit"
          icon={<EditOutlined aria-hidden />}
          disabled={keys.length !== 1}
          onClick={() => rows[0] && dialog.openEdit(rows[0])}
        />
      )}
      {remove && r.perms.remove !== undefined && (
        <ToolbarButton
          perm={r.perms.remove}
          word="delete"
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={keys.length < 1}
          onClick={() =>
            void r
              .remove(
                rows.map((row) => row.guid),
                rows.map((row) => r.nameOf(row as never)).join('、'),
              )
              .then((done) => done && r.selection.clear())
          }
        />
      )}
      {importOf && (
        <ToolbarButton word="import" icon={<UploadOutlined aria-hidden />} {...importOf} />
      )}
      <ExportButton
        perm={r.perms.export ?? r.perms.list}
        endpoint={r.api.endpoints.export}
        filters={r.list.filters}
        fileName={fileName}
      />
    </>
  )
}
