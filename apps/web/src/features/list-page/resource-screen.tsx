import type { Endpoint, EndpointBody, EndpointData, ResourcePermissions } from '@app/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  Form,
  Input,
  InputNumber,
  Select,
  Tooltip,
  type FormInstance,
  type SelectProps,
  type TableColumnsType,
} from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { Rule } from 'antd/es/form'
import { useMemo, type Key, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
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
import type { ResourceApi } from '#web/features/list-page/resource-api.ts'
import {
  cleanFilters,
  fieldIssue,
  fieldLimits,
  filterCodecOf,
  filterKeys,
  schemaDefaults,
} from '#web/features/list-page/schema-fields.ts'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import {
  SelectSearchField,
  StatusSearchField,
  TextSearchField,
} from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { useSelection } from '#web/features/list-page/use-selection.ts'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useListState, type FilterCodec } from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import type { PageState } from '#web/shared/utils/pagination.ts'

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
type RowOf<P extends Endpoint> =
  EndpointData<P> extends { list: readonly (infer R)[] } ? R & StoredRow : never
type FiltersOf<P extends Endpoint> = Omit<
  P['query'] extends z.ZodType ? z.infer<P['query']> : never,
  'page' | 'pageSize'
>
type ValuesOf<S extends Endpoint> = Omit<EndpointBody<S>, 'guid' | 'version'>

/** The labels every admin record shares, whatever the resource. */
const COMMON_LABELS: Record<string, string> = {
  sort: 'common.list.sort',
  status: 'common.status.label',
  remark: 'common.list.remark',
  updatedAt: 'common.table.updatedAt',
  createdAt: 'common.table.createdAt',
}
/** The label key of a field of the resource whose labels hang under `labels`. */
export const labelKey = (labels: string, field: string): string =>
  COMMON_LABELS[field] ?? `${labels}.${field}`

// one codec per query schema: useListState keeps its memo while the codec stays the same
const codecs = new WeakMap<z.ZodType, FilterCodec<object>>()
const codecOf = <F extends object>(schema: z.ZodType): FilterCodec<F> => {
  let codec = codecs.get(schema)
  if (!codec) codecs.set(schema, (codec = filterCodecOf<object>(schema)))
  return codec as unknown as FilterCodec<F>
}

interface ColumnOptions {
  width?: number
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
  { nameOf }: { nameOf: (row: RowOf<P>) => string },
) => {
  type Row = RowOf<P>
  type Values = ValuesOf<S>
  const { t } = useTranslation()
  const title = useRouteTitle()
  const querySchema = api.endpoints.page.query as z.ZodType
  const saveSchema = api.endpoints.addOrUpdate.body as z.ZodType
  const list = useListState(codecOf<FiltersOf<P>>(querySchema))
  const query = api.usePage({ ...list.page, ...list.filters } as Parameters<typeof api.usePage>[0])
  const save = api.useSave()
  const del = api.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const rows = (query.data as { list?: Row[] } | undefined)?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<Row, Values>()
  const [form] = Form.useForm<Values>()
  const perms = api.permissions
  // a row's switch needs the edit permission (the server checks the same)
  const canEdit = useHasPermission(perms.edit ? [perms.edit] : [])
  const defaults = useMemo(() => schemaDefaults(saveSchema) as Partial<Values>, [saveSchema])

  const label = (field: string) => t(labelKey(api.names.labels, field))
  const send = (body: object) => save.mutateAsync(body as EndpointBody<S>)

  /** The client's rules of a form field: the server's, in the same words. */
  const rulesOf = (field: string, choose = false): Rule[] => {
    const limits = fieldLimits(saveSchema, field)
    const prefix = choose ? 'common.list.selectPrefix' : 'common.list.enterPrefix'
    return [
      ...(limits.required
        ? [{ required: true, whitespace: true, message: t(prefix, { what: label(field) }) }]
        : []),
      {
        validator: async (_: unknown, value: unknown) => {
          const issue = fieldIssue(saveSchema, field, value)
          // an empty required field is told by the rule above, in the screen's words
          if (issue && issue.key !== 'validation.required')
            throw new Error(t(issue.key, issue.params))
        },
      },
    ]
  }

  const col = {
    /** A plain column of the field. */
    text: (field: keyof Row & string, o: ColumnOptions = {}): ColumnType<Row> => ({
      key: field,
      dataIndex: field,
      title: label(field),
      ...o,
    }),
    /** A long text on one line, whole in a tooltip. */
    ellipsis: (field: keyof Row & string, o: ColumnOptions = {}): ColumnType<Row> => ({
      key: field,
      dataIndex: field,
      title: label(field),
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip placement="topLeft" title={v}>
          <span>{v}</span>
        </Tooltip>
      ),
      ...o,
    }),
    /** The field drawn by `render` (a dictionary tag, an amount …). */
    render: <V,>(
      field: keyof Row & string,
      render: (value: V, row: Row) => ReactNode,
      o: ColumnOptions = {},
    ): ColumnType<Row> => ({
      key: field,
      dataIndex: field,
      title: label(field),
      render: (v: V, row: Row) => render(v, row),
      ...o,
    }),
    /** 状态 as a switch that saves at once (with the edit permission). */
    status: () =>
      statusColumn<Row & { status: number }>(t, {
        nameOf,
        canEdit,
        onChange: (row, on) => send({ ...row, status: on ? 1 : 0 }),
      }) as unknown as ColumnType<Row>,
    updatedAt: () => timeColumn<Row>(t),
    /** 操作: 修改 and 删除, each with its permission, plus the screen's own links. */
    actions: (extra?: (row: Row) => ReactNode) =>
      rowActionsColumn<Row>(t, {
        ...(perms.edit ? { edit: { perm: perms.edit, onClick: dialog.openEdit } } : {}),
        ...(perms.remove
          ? {
              remove: {
                perm: perms.remove,
                onClick: (row: Row) => void remove([row.guid], nameOf(row)),
              },
            }
          : {}),
        ...(extra ? { extra } : {}),
      }),
  }

  const queryLimit = (field: string) => fieldLimits(querySchema, field).maxLength
  const search = {
    text: (field: string) => (
      <TextSearchField
        key={field}
        name={field}
        label={label(field)}
        maxLength={queryLimit(field) ?? 64}
      />
    ),
    select: (field: string, options: SelectProps['options']) => (
      <SelectSearchField key={field} name={field} label={label(field)} options={options} />
    ),
    status: () => <StatusSearchField key="status" />,
  }

  const field = {
    text: (name: string) => {
      const max = fieldLimits(saveSchema, name).maxLength
      return (
        <Form.Item key={name} name={name} label={label(name)} rules={rulesOf(name)}>
          <Input maxLength={max} showCount={max !== undefined} />
        </Form.Item>
      )
    },
    textarea: (name: string, rows = 4) => (
      <Form.Item key={name} name={name} label={label(name)} rules={rulesOf(name)}>
        <Input.TextArea
          rows={rows}
          maxLength={fieldLimits(saveSchema, name).maxLength}
          showCount={rows > 2}
        />
      </Form.Item>
    ),
    select: (name: string, options: SelectProps['options']) => (
      <Form.Item key={name} name={name} label={label(name)} rules={rulesOf(name, true)}>
        <Select allowClear options={options} />
      </Form.Item>
    ),
    number: (name: string) => {
      const { min, max } = fieldLimits(saveSchema, name)
      return (
        <Form.Item key={name} name={name} label={label(name)} rules={rulesOf(name)}>
          <InputNumber min={min} max={max} precision={0} />
        </Form.Item>
      )
    },
    status: () => (
      <Form.Item key="status" name="status" label={label('status')}>
        <StatusSelect />
      </Form.Item>
    ),
    /** 显示顺序, 状态 and 备注: the closing fields of an admin record. */
    recordTail: () => [field.number('sort'), field.status(), field.textarea('remark', 2)],
  }

  return {
    api,
    t,
    title,
    label,
    list,
    query,
    rows,
    send,
    remove,
    removeHolder,
    selection,
    dialog,
    form: form as FormInstance<Values>,
    perms,
    defaults,
    nameOf,
    /** The search form's values as the query takes them (trimmed, coerced). */
    cleanFilters: (values: object) => cleanFilters<FiltersOf<P>>(querySchema, values),
    emptyFilters: Object.fromEntries(filterKeys(querySchema).map((k) => [k, undefined])),
    col,
    search,
    field,
  }
}

/**
 * What ResourceScreen reads of useResourceScreen's state. Methods (not function-typed
 * properties) so that the state of any resource fits, whatever its row type.
 */
export interface ResourceScreenState {
  api: { names: { labels: string }; endpoints: { export: Endpoint } }
  t: (key: string) => string
  title: string
  list: {
    page: PageState
    filters: object
    search(filters: never): boolean
    changePage(page: PageState): void
  }
  query: Pick<UseQueryResult<unknown>, 'data' | 'isPending' | 'isFetching' | 'isError' | 'refetch'>
  rows: readonly object[] | undefined
  send(body: object): Promise<unknown>
  remove(guids: string[], what: string): Promise<boolean>
  removeHolder: ReactNode
  selection: { keys: readonly Key[]; onChange(keys: Key[]): void }
  dialog: object
  form: object
  perms: ResourcePermissions
  defaults: object
  nameOf(row: never): string
  cleanFilters(values: object): object
  emptyFilters: Record<string, undefined>
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
  scrollX?: number
  dialogWidth?: number
  /** The dialog's values before they are sent (e.g. joining a list into text). */
  toBody?: (values: object) => object
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
  scrollX,
  dialogWidth = DIALOG_WIDTH.normal,
  toBody = (values) => values,
}: ResourceScreenProps<Row>) => {
  const tableId = r.api.names.labels
  const what = r.t(`${r.api.names.labels}.what`)
  // the state is typed loosely above; these two are the concrete hooks' answers
  const dialog = r.dialog as ReturnType<typeof useEditDialog<Row, object>>
  const selection = r.selection as ReturnType<typeof useSelection<Row>>
  return (
    <>
      <ListPage<Row>
        title={r.title}
        tableLabel={r.title}
        tableId={tableId}
        rowKey="guid"
        columns={columns}
        rows={r.rows as Row[] | undefined}
        query={r.query}
        scrollX={scrollX}
        selection={{ keys: r.selection.keys, onChange: r.selection.onChange }}
        pagination={{
          page: r.list.page,
          total: (r.query.data as { count?: number } | undefined)?.count ?? 0,
          onChange: r.list.changePage,
        }}
        search={
          search && (
            <SearchForm<Record<string, unknown>>
              name={`${tableId}.search`}
              values={r.list.filters as Record<string, unknown>}
              emptyValues={r.emptyFilters}
              onSearch={(values) => {
                if (!r.list.search(r.cleanFilters(values) as never)) void r.query.refetch()
              }}
            >
              {search}
            </SearchForm>
          )
        }
        toolbar={
          <>
            <CrudButtons<Row>
              perms={{
                add: r.perms.add,
                edit: r.perms.edit,
                remove: r.perms.remove,
                export: r.perms.export ?? r.perms.list,
              }}
              selection={selection}
              dialog={dialog}
              nameOf={(row) => r.nameOf(row as never)}
              remove={r.remove}
              exportOf={{
                endpoint: r.api.endpoints.export,
                filters: r.list.filters,
                fileName: r.title,
              }}
            />
            {toolbar}
          </>
        }
      />
      <FormDialog<object>
        name={`${tableId}.form`}
        open={dialog.open}
        title={dialog.title(what)}
        form={r.form as FormInstance<object>}
        width={dialogWidth}
        initialValues={dialog.row ?? { ...r.defaults, ...dialog.preset }}
        onSubmit={(values) => dialog.save(toBody(values), r.send)}
        onClose={dialog.close}
      >
        {form}
      </FormDialog>
      {r.removeHolder}
    </>
  )
}
