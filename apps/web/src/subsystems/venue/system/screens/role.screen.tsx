import {
  ADMIN_ROLE_KEY,
  type DataScope,
  type Menu,
  PERMISSIONS,
  type Role,
  type RoleQuery,
  type RoleSave,
  type SystemCode,
} from '@app/contracts'
import { Button, Form, Input, InputNumber, Radio, Select, Tree, type TableColumnsType } from 'antd'
import { useMemo, useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import { rowActionsColumn, statusColumn, timeColumn } from '#web/features/list-page/columns.tsx'
import { SUCCESS_SECONDS, useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { StatusSearchField, TextSearchField } from '#web/features/list-page/search-fields.tsx'
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
import { notify } from '#web/shared/lib/notify.ts'
import {
  roleApi,
  useMenus,
  useRoleDataScope,
  useRoleDepts,
  useRoleStatus,
} from '#web/subsystems/venue/system/api/roles.ts'
import { MenuPermissionTree } from '#web/subsystems/venue/system/components/menu-permission-tree.tsx'

const P = PERMISSIONS.role
const SCOPES: DataScope[] = [1, 2, 3, 4, 5]

type Filters = Omit<RoleQuery, 'page' | 'pageSize'>
type SearchValues = { roleName?: string; roleKey?: string; status?: number }

const codec: FilterCodec<Filters> = {
  read: (p) => ({
    roleName: textParam(p, 'roleName', 30),
    roleKey: textParam(p, 'roleKey'),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ roleName: f.roleName, roleKey: f.roleKey, status: f.status }),
}
const EMPTY: SearchValues = { roleName: undefined, roleKey: undefined, status: undefined }

type FormValues = Omit<RoleSave, 'guid' | 'version'>
const DEFAULTS: Partial<FormValues> = { sort: 0, status: 1, remark: '', menuIds: [], systems: [] }

/** /system/role: roles, what each may open and do, and which records it sees (角色管理). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = roleApi.usePage({ ...list.page, ...list.filters })
  const save = roleApi.useSave()
  const status = useRoleStatus()
  const del = roleApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<Role, FormValues>()
  const [scoping, setScoping] = useState<Role | null>(null)
  const detail = roleApi.useDetail(dialog.row?.guid ?? null)
  const menus = useMenus({}, dialog.open)
  const hasEdit = useHasPermission([P.edit])

  const columns: TableColumnsType<Role> = [
    { key: 'id', dataIndex: 'id', title: t('system.role.id'), width: 100 },
    { key: 'roleName', dataIndex: 'roleName', title: t('system.role.name'), width: 160 },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('system.role.key'), width: 180 },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<Role>(t, {
      nameOf: (row) => row.roleName,
      canEdit: (row) => hasEdit && row.roleKey !== ADMIN_ROLE_KEY,
      onChange: (row, on) => status.mutateAsync({ guid: row.guid, status: on ? 1 : 0 }),
    }),
    timeColumn<Role>(t, 'createdAt', t('common.table.createdAt')),
    rowActionsColumn<Role>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      afterEdit: (row) => (
        <Permission perms={[P.edit]}>
          <Button type="link" size="small" onClick={() => setScoping(row)}>
            {t('system.role.dataScope')}
          </Button>
        </Permission>
      ),
      remove: {
        perm: P.remove,
        onClick: (row) => void remove([row.guid], row.roleName),
        when: (row) => row.roleKey !== ADMIN_ROLE_KEY,
      },
      width: 220,
    }),
  ]

  const ready = dialog.adding || (detail.data !== undefined && !detail.isFetching)
  const initial = dialog.adding ? DEFAULTS : detail.data

  return (
    <>
      <ListPage<Role>
        title={title}
        tableLabel={title}
        tableId="system.role"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1100}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="roleSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  roleName: v.roleName?.trim() || undefined,
                  roleKey: v.roleKey?.trim() || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="roleName" label={t('system.role.name')} maxLength={30} />
            <TextSearchField name="roleKey" label={t('system.role.key')} maxLength={100} />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
              selection={selection}
              dialog={dialog}
              nameOf={(row) => row.roleName}
              remove={remove}
              exportOf={{
                endpoint: roleApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      {dialog.open && ready && initial && (
        <RoleDialog
          title={dialog.title(t('system.role.what'))}
          isAdmin={dialog.row?.roleKey === ADMIN_ROLE_KEY}
          initial={initial}
          menus={menus.data}
          onSubmit={(values) => dialog.save(values, save.mutateAsync)}
          onClose={dialog.close}
        />
      )}
      {scoping && <DataScopeDialog role={scoping} onClose={() => setScoping(null)} />}
      {removeHolder}
    </>
  )
}

/**
 * 新增/修改角色. Mounted per opening with its own form, so the values (and the tree) of the
 * previous record never show in the next one.
 */
const RoleDialog = ({
  title,
  isAdmin,
  initial,
  menus,
  onSubmit,
  onClose,
}: {
  title: string
  isAdmin: boolean
  initial: Partial<FormValues>
  menus: readonly Menu[] | undefined
  onSubmit: (values: FormValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  return (
    <FormDialog<FormValues>
      name="roleForm"
      open
      width={640}
      title={title}
      form={form}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="roleName"
        label={t('system.role.name')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.role.name') }),
          },
          { max: 30 },
        ]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="roleKey"
        label={t('system.role.key')}
        tooltip={t('system.role.keyHint')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.role.key') }),
          },
          { pattern: /^[A-Za-z][A-Za-z0-9_:]*$/, message: t('system.role.keyPattern') },
          { max: 100 },
        ]}
      >
        <Input maxLength={100} disabled={isAdmin} />
      </Form.Item>
      <Form.Item name="sort" label={t('common.list.sort')} rules={[{ required: true }]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status.label')}>
        <Radio.Group
          disabled={isAdmin}
          options={[
            { value: 1, label: t('common.status.enabled') },
            { value: 0, label: t('common.status.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="systems" hidden>
        <Select mode="multiple" />
      </Form.Item>
      <Form.Item name="menuIds" label={t('system.role.menus')}>
        <MenuField
          label={t('system.role.menus')}
          menus={menus}
          onSystems={(systems) => form.setFieldValue('systems', systems)}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('common.list.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  )
}

/** The permission tree as a form control (value = the granted menu ids). */
const MenuField = ({
  value,
  onChange,
  menus,
  onSystems,
  label,
}: {
  value?: number[]
  onChange?: (ids: number[]) => void
  menus: readonly Menu[] | undefined
  onSystems: (systems: SystemCode[]) => void
  label: string
}) =>
  menus ? (
    <MenuPermissionTree
      label={label}
      menus={menus}
      value={value ?? []}
      onChange={(ids, systems) => {
        onChange?.(ids)
        onSystems(systems)
      }}
    />
  ) : null

type ScopeValues = { roleName: string; roleKey: string; dataScope: DataScope; deptIds: number[] }

/** 数据权限: which records the role's holders see (1 all … 5 self; 2 with chosen departments). */
const DataScopeDialog = ({ role, onClose }: { role: Role; onClose: () => void }) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<ScopeValues>()
  const detail = roleApi.useDetail(role.guid)
  const depts = useRoleDepts(true)
  const scope = useRoleDataScope()
  const chosen = Form.useWatch('dataScope', form)
  const treeData = useMemo(() => {
    type Node = { key: number; title: string; children: Node[] }
    const nodes = new Map<number, Node>()
    for (const d of depts.data ?? []) nodes.set(d.id, { key: d.id, title: d.name, children: [] })
    const roots: Node[] = []
    for (const d of depts.data ?? []) {
      const node = nodes.get(d.id) as Node
      const parent = nodes.get(d.parentId)
      if (parent) parent.children.push(node)
      else roots.push(node)
    }
    return roots
  }, [depts.data])
  if (!detail.data || detail.isFetching || !depts.data) return null
  const d = detail.data

  return (
    <FormDialog<ScopeValues>
      name="roleScopeForm"
      open
      title={t('system.role.dataScopeTitle')}
      form={form}
      initialValues={{
        roleName: d.roleName,
        roleKey: d.roleKey,
        dataScope: d.dataScope,
        deptIds: d.deptIds,
      }}
      onClose={onClose}
      onSubmit={async (v) => {
        await scope.mutateAsync({
          guid: d.guid,
          version: d.version,
          dataScope: v.dataScope,
          deptIds: v.dataScope === 2 ? (v.deptIds ?? []) : [],
        })
        notify('success', t('common.list.updated'), SUCCESS_SECONDS)
        onClose()
      }}
    >
      <Form.Item name="roleName" label={t('system.role.name')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="roleKey" label={t('system.role.key')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="dataScope" label={t('system.role.scope')}>
        <Select options={SCOPES.map((s) => ({ value: s, label: t(`system.role.scope${s}`) }))} />
      </Form.Item>
      {chosen === 2 && (
        <Form.Item
          name="deptIds"
          label={t('system.role.depts')}
          valuePropName="checkedKeys"
          trigger="onCheck"
          getValueFromEvent={(checked: Key[] | { checked: Key[] }) =>
            Array.isArray(checked) ? checked : checked.checked
          }
        >
          <Tree
            aria-label={t('system.role.depts')}
            checkable
            checkStrictly
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            style={{
              border: '1px solid var(--ant-color-border, #d9d9d9)',
              borderRadius: 6,
              padding: 8,
            }}
          />
        </Form.Item>
      )}
    </FormDialog>
  )
}
