import { API, PERMISSIONS, type Dept, type DeptQuery, type DeptSave } from '@app/contracts'
import { Button, Form, Input, InputNumber, Radio, TreeSelect, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rowActionsColumn, timeColumn } from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { AddButton, ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { StatusSearchField, TextSearchField } from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { Permission } from '#web/features/permissions/permission.tsx'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import {
  type DeptTreeRow,
  nestDepts,
  useDepts,
  useRemoveDepts,
  useSaveDept,
} from '#web/subsystems/venue/system/api/depts.ts'

const P = PERMISSIONS.dept

type SearchValues = { name?: string; status?: number }
const codec: FilterCodec<DeptQuery> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    status: intParam(p, 'status', [0, 1]) as DeptQuery['status'],
  }),
  write: (f) => ({ name: f.name, status: f.status }),
}
const EMPTY: SearchValues = { name: undefined, status: undefined }

type FormValues = Omit<DeptSave, 'guid' | 'version'>

interface PickerNode {
  value: number
  title: string
  children?: PickerNode[]
}

/** The parent choices: the whole tree without `exclude` and everything below it. */
const pickerTree = (rows: readonly DeptTreeRow[], exclude: number | null): PickerNode[] =>
  rows
    .filter((r) => r.id !== exclude)
    .map((r) => ({
      value: r.id,
      title: r.name,
      children: r.children ? pickerTree(r.children, exclude) : undefined,
    }))

/** /system/dept: the organisation tree (部门管理). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = useDepts(list.filters)
  // the parent picker always offers the whole tree, whatever the filter
  const all = useDepts({})
  const save = useSaveDept()
  const del = useRemoveDepts()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const dialog = useEditDialog<Dept, FormValues>()
  const rows = useMemo(() => nestDepts(query.data ?? []), [query.data])
  const wholeTree = useMemo(() => nestDepts(all.data ?? []), [all.data])
  const rootId = wholeTree[0]?.id
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set())
  const parentGuids = useMemo(() => {
    const ids = new Set((query.data ?? []).map((d) => d.parentId))
    return (query.data ?? []).filter((d) => ids.has(d.id)).map((d) => d.guid)
  }, [query.data])

  const columns = [
    { key: 'name', dataIndex: 'name', title: t('system.dept.name'), width: 240 },
    { key: 'leader', dataIndex: 'leader', title: t('system.dept.leader'), width: 110 },
    { key: 'phone', dataIndex: 'phone', title: t('system.dept.phone'), width: 140 },
    { key: 'email', dataIndex: 'email', title: t('system.dept.email'), width: 200 },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 90 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status.label'),
      width: 90,
      render: (v: number) =>
        v === 1 ? (
          <Typography.Text type="success">{t('common.status.enabled')}</Typography.Text>
        ) : (
          <Typography.Text type="danger">{t('common.status.disabled')}</Typography.Text>
        ),
    },
    timeColumn<DeptTreeRow>(t, 'createdAt', t('common.table.createdAt')),
    rowActionsColumn<DeptTreeRow>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      afterEdit: (row) => (
        <Permission perms={[P.add]}>
          <Button type="link" size="small" onClick={() => dialog.openAdd({ parentId: row.id })}>
            {t('common.list.add')}
          </Button>
        </Permission>
      ),
      remove: {
        perm: P.remove,
        onClick: (row) => void remove([row.guid], row.name),
        when: (row) => row.parentId !== 0,
      },
      width: 200,
    }),
  ]

  const submit = (values: FormValues) =>
    dialog.save(
      // the root's dialog has no parent field: it keeps 0
      dialog.row ? { ...values, parentId: values.parentId ?? dialog.row.parentId } : values,
      save.mutateAsync,
    )

  return (
    <>
      <ListPage<DeptTreeRow>
        title={title}
        tableLabel={title}
        tableId="system.dept"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1100}
        // fully expanded, also once loaded or searched again; a row the user folds stays folded
        tableProps={{
          expandable: {
            expandedRowKeys: parentGuids.filter((g) => !folded.has(g)),
            onExpand: (open, row) =>
              setFolded((f) => {
                const next = new Set(f)
                if (open) next.delete(row.guid)
                else next.add(row.guid)
                return next
              }),
          },
        }}
        search={
          <SearchForm<SearchValues>
            name="deptSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  status: v.status as DeptQuery['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.dept.name')} />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <AddButton perm={P.add} onClick={() => dialog.openAdd({ parentId: rootId })} />
            <ExportButton
              perm={P.list}
              endpoint={API.depts.export}
              filters={list.filters}
              fileName={title}
            />
          </>
        }
      />
      {dialog.open && (
        <DeptFormDialog
          key={dialog.row?.guid ?? `new-${dialog.preset?.parentId ?? ''}`}
          dept={dialog.row}
          preset={dialog.preset}
          title={dialog.title(t('system.dept.what'))}
          tree={wholeTree}
          onSubmit={submit}
          onClose={dialog.close}
        />
      )}
      {removeHolder}
    </>
  )
}

/** 新增/修改部门: the parent picker leaves out the department itself and all below it. */
const DeptFormDialog = ({
  dept,
  preset,
  title,
  tree,
  onSubmit,
  onClose,
}: {
  /** The department edited; undefined for a new one (under `preset.parentId` when given). */
  dept: Dept | undefined
  preset: Partial<FormValues> | undefined
  title: string
  tree: DeptTreeRow[]
  onSubmit: (values: FormValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  const isRoot = dept?.parentId === 0
  const initial: Partial<FormValues> = dept ?? { sort: 0, status: 1, ...preset }
  return (
    <FormDialog<FormValues>
      name="deptForm"
      open
      title={title}
      form={form}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!isRoot && (
        <Form.Item
          name="parentId"
          label={t('system.dept.parent')}
          rules={[
            {
              required: true,
              message: t('common.list.selectPrefix', { what: t('system.dept.parent') }),
            },
          ]}
        >
          <TreeSelect
            treeData={pickerTree(tree, dept?.id ?? null)}
            treeDefaultExpandAll
            // a long tree scrolls out of the list: typing finds a department by its name
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('common.list.selectPrefix', { what: t('system.dept.parent') })}
          />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('system.dept.name')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.dept.name') }),
          },
          { max: 50 },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sort" label={t('common.list.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="leader" label={t('system.dept.leader')} rules={[{ max: 30 }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('system.dept.phone')}
        rules={[{ pattern: /^[0-9+\-() ]*$/, message: t('system.dept.phoneInvalid') }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('system.dept.email')}
        rules={[{ type: 'email', message: t('system.user.emailInvalid') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status.label')}>
        <Radio.Group
          options={[
            { value: 1, label: t('common.status.enabled') },
            { value: 0, label: t('common.status.disabled') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  )
}
