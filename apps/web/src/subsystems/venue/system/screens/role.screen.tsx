import {
  ADMIN_ROLE_KEY,
  DATA_SCOPES,
  type Menu,
  PERMISSIONS,
  type Role,
  type RoleDetail,
  type SystemCode,
} from '@app/contracts'
import { Button, Form, Input, Radio, Select, Tree } from 'antd'
import { useMemo, useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { notify } from '#web/shared/lib/notify.ts'
import { nestDepts } from '#web/subsystems/venue/system/api/depts.ts'
import {
  roleApi,
  useMenus,
  useRoleDataScope,
  useRoleDepts,
  useRoleStatus,
} from '#web/subsystems/venue/system/api/roles.ts'
import { MenuPermissionTree } from '#web/subsystems/venue/system/components/menu-permission-tree.tsx'

const notAdmin = (row: Role) => row.roleKey !== ADMIN_ROLE_KEY

/** /system/role: roles, what each may open and do, and which records it sees (角色管理). */
export const Component = () => {
  const r = useResourceScreen(roleApi, {
    nameOf: (row) => row.roleName,
    labelAs: { roleName: 'name', roleKey: 'key' },
    invalidAs: { roleKey: 'system.role.keyPattern' },
    // the list row carries no menus: 修改 opens with the role's detail
    detail: true,
  })
  const status = useRoleStatus()
  const [scoping, setScoping] = useState<Role | null>(null)
  const menus = useMenus({}, r.dialog.open)
  // the admin role keeps its key and stays enabled
  const isAdmin = r.dialog.row !== undefined && !notAdmin(r.dialog.row)
  return (
    <>
      <ResourceScreen<Role>
        screen={r}
        scrollX={1100}
        dialogWidth={640}
        columns={[
          r.col.text('id', { width: 100 }),
          r.col.text('roleName', { width: 160 }),
          r.col.text('roleKey', { width: 180 }),
          r.col.text('sort', { width: 100 }),
          r.col.status({
            when: notAdmin,
            onChange: (row, on) => status.mutateAsync({ guid: row.guid, status: on ? 1 : 0 }),
          }),
          r.col.createdAt(),
          r.col.actions(undefined, {
            afterEdit: (row) => (
              <Permission perms={[PERMISSIONS.role.edit]}>
                <Button type="link" size="small" onClick={() => setScoping(row)}>
                  {r.t('system.role.dataScope')}
                </Button>
              </Permission>
            ),
            removable: notAdmin,
            width: 220,
          }),
        ]}
        search={[r.search.text('roleName'), r.search.text('roleKey'), r.search.status()]}
        form={[
          r.field.text('roleName'),
          <Form.Item
            key="roleKey"
            name="roleKey"
            label={r.label('roleKey')}
            tooltip={r.t('system.role.keyHint')}
            rules={r.rulesOf('roleKey')}
          >
            <Input maxLength={100} disabled={isAdmin} />
          </Form.Item>,
          r.field.number('sort'),
          <Form.Item key="status" name="status" label={r.label('status')}>
            <Radio.Group
              disabled={isAdmin}
              options={[
                { value: 1, label: r.t('common.status.enabled') },
                { value: 0, label: r.t('common.status.disabled') },
              ]}
            />
          </Form.Item>,
          <Form.Item key="systems" name="systems" hidden>
            <Select mode="multiple" />
          </Form.Item>,
          <Form.Item key="menuIds" name="menuIds" label={r.label('menus')}>
            <MenuField
              label={r.label('menus')}
              menus={menus.data}
              onSystems={(systems) => r.form.setFieldValue('systems', systems)}
            />
          </Form.Item>,
          r.field.textarea('remark', 2),
        ]}
      />
      {scoping && <DataScopeDialog role={scoping} onClose={() => setScoping(null)} />}
    </>
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

/** 数据权限: which records the role's holders see (1 all … 5 self; 2 with chosen departments). */
const DataScopeDialog = ({ role, onClose }: { role: Role; onClose: () => void }) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<Pick<RoleDetail, 'dataScope' | 'deptIds'>>()
  const detail = roleApi.useDetail(role.guid)
  const depts = useRoleDepts(true)
  const scope = useRoleDataScope()
  const chosen = Form.useWatch('dataScope', form)
  const treeData = useMemo(
    () => nestDepts((depts.data ?? []).map((d) => ({ ...d, key: d.id, title: d.name }))),
    [depts.data],
  )
  if (!detail.data || detail.isFetching || !depts.data) return null
  const d = detail.data
  return (
    <FormDialog
      name="roleScopeForm"
      open
      title={t('system.role.dataScopeTitle')}
      form={form}
      initialValues={d}
      onClose={onClose}
      onSubmit={async (v) => {
        const deptIds = v.dataScope === 2 ? (v.deptIds ?? []) : []
        await scope.mutateAsync({
          guid: d.guid,
          version: d.version,
          dataScope: v.dataScope,
          deptIds,
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
        <Select
          options={DATA_SCOPES.map((s) => ({ value: s, label: t(`system.role.scope${s}`) }))}
        />
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
