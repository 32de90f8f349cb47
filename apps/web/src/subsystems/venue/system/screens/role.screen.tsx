import {
  ADMIN_ROLE_KEY,
  API,
  DATA_SCOPES,
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
import { roleApi, useMenus, useRoleDepts } from '#web/subsystems/venue/system/api/roles.ts'
import { deptTreeOf } from '#web/subsystems/venue/system/api/users.ts'
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
  const status = roleApi.useWrite(API.roles.changeStatus)
  const [scoping, setScoping] = useState<Role | null>(null)
  const menus = useMenus(r.dialog.open)
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
          r.field.item('roleKey', <Input maxLength={100} disabled={isAdmin} />, {
            tooltip: r.t('system.role.keyHint'),
          }),
          r.field.number('sort'),
          r.field.item('status', <Radio.Group disabled={isAdmin} options={r.statusOptions} />),
          // no control of its own: the menu tree below sets it
          <Form.Item key="systems" name="systems" hidden noStyle />,
          <Form.Item
            key="menuIds"
            name="menuIds"
            label={r.label('menus')}
            // the subsystems granted go with the menus: those with a granted menu
            getValueFromEvent={(ids: number[], systems: SystemCode[]) => {
              r.form.setFieldValue('systems', systems)
              return ids
            }}
          >
            <MenuPermissionTree label={r.label('menus')} menus={menus.data} />
          </Form.Item>,
          r.field.textarea('remark', 2),
        ]}
      />
      {scoping && (
        <DataScopeDialog role={scoping} label={r.label} onClose={() => setScoping(null)} />
      )}
    </>
  )
}

/** 数据权限: which records the role's holders see (1 all … 5 self; 2 with chosen departments). */
const DataScopeDialog = ({
  role,
  label,
  onClose,
}: {
  role: Role
  /** The role form's labels. */
  label: (field: string) => string
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<Pick<RoleDetail, 'dataScope' | 'deptIds'>>()
  const detail = roleApi.useDetail(role.guid)
  const depts = useRoleDepts()
  const scope = roleApi.useWrite(API.roles.dataScope)
  const chosen = Form.useWatch('dataScope', form)
  const treeData = useMemo(() => deptTreeOf(depts.data ?? []), [depts.data])
  if (!detail.data || detail.isFetching || !depts.data) return null
  const { guid, version } = detail.data
  return (
    <FormDialog
      name="roleScopeForm"
      open
      title={t('system.role.dataScopeTitle')}
      form={form}
      initialValues={detail.data}
      onClose={onClose}
      onSubmit={async ({ dataScope, deptIds }) => {
        await scope.mutateAsync({
          guid,
          version,
          dataScope,
          deptIds: dataScope === 2 ? (deptIds ?? []) : [],
        })
        notify('success', t('common.list.updated'), SUCCESS_SECONDS)
        onClose()
      }}
    >
      {/* what the role is, as its form shows it */}
      {(['roleName', 'roleKey'] as const).map((name) => (
        <Form.Item key={name} name={name} label={label(name)}>
          <Input disabled />
        </Form.Item>
      ))}
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
          // checkStrictly: antd hands over { checked, halfChecked }
          getValueFromEvent={({ checked }: { checked: Key[] }) => checked}
        >
          <Tree
            aria-label={t('system.role.depts')}
            checkable
            checkStrictly
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            className="form-tree-box"
          />
        </Form.Item>
      )}
    </FormDialog>
  )
}
