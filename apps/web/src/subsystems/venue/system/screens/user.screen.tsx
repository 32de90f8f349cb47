import { DownOutlined } from '@ant-design/icons'
import {
  API,
  PERMISSIONS,
  USER_IMPORT_MAX_ROWS,
  type User,
  type UserImportRow,
} from '@app/contracts'
import { Button, Card, Dropdown, Input, Radio, Tree, Typography } from 'antd'
import { useState } from 'react'
import { toBase64 } from '#web/features/change-password/password-input.ts'
import { ImportDialog } from '#web/features/list-page/import-dialog.tsx'
import {
  FIND_BY_LABEL,
  ResourceScreen,
  useResourceScreen,
} from '#web/features/list-page/resource-screen.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useDeptTree, useRoleOptions, userApi } from '#web/subsystems/venue/system/api/users.ts'
import {
  AssignRolesDialog,
  NewPasswordItem,
  ResetPasswordDialog,
  UserDetailDrawer,
} from '#web/subsystems/venue/system/components/user-dialogs.tsx'

const P = PERMISSIONS.user

/** /system/user: staff accounts beside the department tree (用户管理). */
export const Component = () => {
  const r = useResourceScreen(userApi, {
    nameOf: (row) => row.userName,
    // the list masks the mobile: 修改 starts from the whole record
    detail: true,
    labelAs: {
      name: 'userName',
      deptName: 'dept',
      deptId: 'dept',
      roleNames: 'roles',
      roleGuids: 'roles',
      created: 'createdAt',
    },
    invalidAs: {
      userName: 'system.user.userNamePattern',
      mobile: 'system.user.mobileInvalid',
      email: 'system.user.emailInvalid',
    },
    dateRanges: { created: ['createdFrom', 'createdTo'] },
    // the department tree's choice stays through 搜索 and 重置
    keepFilters: ['deptId'],
  })
  const { t, list } = r
  const deptTree = useDeptTree()
  const roleOptions = useRoleOptions()
  // not admin, not yourself: the server says so
  const status = userApi.useWrite(API.users.changeStatus)
  // the one dialog open beside the list's own: 详情, 重置密码, 分配角色 or 导入
  const [open, setOpen] = useState<
    { dialog: 'detail' | 'resetPwd' | 'assignRoles'; user: User } | { dialog: 'import' } | null
  >(null)
  const close = () => setOpen(null)
  const canEdit = useHasPermission([P.edit])
  const canResetPwd = useHasPermission([P.resetPwd])
  const editing = r.dialog.row !== undefined

  // RuoYi's 更多: the rarer actions in a menu keep the column narrow
  const moreItems = [
    canResetPwd && { key: 'resetPwd', label: t('system.user.resetPassword') },
    canEdit && { key: 'assignRoles', label: t('system.user.assignRoles') },
  ].filter((item) => item !== false)
  const more = (row: User) =>
    moreItems.length > 0 && (
      <Dropdown
        menu={{
          items: moreItems,
          onClick: ({ key }) => setOpen({ dialog: key as 'resetPwd' | 'assignRoles', user: row }),
        }}
        trigger={['click']}
      >
        <Button type="link" size="small" icon={<DownOutlined aria-hidden />} iconPlacement="end">
          {t('common.list.more')}
        </Button>
      </Dropdown>
    )

  return (
    <>
      <ResourceScreen<User>
        screen={r}
        scrollX={1220}
        aside={
          <Card
            size="small"
            title={t('system.user.deptTree')}
            style={{
              width: 220,
              flex: 'none',
              resize: 'horizontal',
              overflow: 'auto',
              minWidth: 180,
            }}
          >
            {deptTree.length > 0 && (
              <Tree
                aria-label={t('system.user.deptTree')}
                treeData={deptTree}
                defaultExpandAll
                blockNode
                selectedKeys={list.filters.deptId ? [list.filters.deptId] : []}
                onSelect={([id]) =>
                  list.search({ ...list.filters, deptId: typeof id === 'number' ? id : undefined })
                }
              />
            )}
          </Card>
        }
        columns={[
          r.col.text('id', { width: 80 }),
          r.col.render(
            'userName',
            (v: string, row) => (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => setOpen({ dialog: 'detail', user: row })}
              >
                {v}
              </Button>
            ),
            { width: 130 },
          ),
          r.col.text('nickName', { width: 120 }),
          r.col.text('deptName', { width: 130 }),
          r.col.text('mobile', { width: 130 }),
          r.col.ellipsis('roleNames', { width: 140 }),
          r.col.status({
            onChange: (row, on) => status.mutateAsync({ guid: row.guid, status: on ? 1 : 0 }),
          }),
          r.col.createdAt(),
          r.col.actions(undefined, { after: more, width: 180 }),
        ]}
        search={[
          r.search.text('name', { placeholder: t('system.user.namePlaceholder') }),
          r.search.text('mobile', { width: 180 }),
          r.search.status(),
          r.search.dateRange('created'),
        ]}
        importOf={{ perm: P.import, onClick: () => setOpen({ dialog: 'import' }) }}
        form={[
          r.field.item('userName', <Input maxLength={30} disabled={editing} autoComplete="off" />),
          r.field.text('nickName'),
          ...(editing ? [] : [<NewPasswordItem key="password" />]),
          r.field.tree('deptId', deptTree, { allowClear: true }),
          r.field.item('mobile', <Input maxLength={11} />),
          r.field.item('email', <Input maxLength={50} />),
          r.field.select('roleGuids', roleOptions, undefined, {
            mode: 'multiple',
            ...FIND_BY_LABEL,
            placeholder: t('common.list.selectPrefix', { what: r.label('roleGuids') }),
          }),
          r.field.item('status', <Radio.Group options={r.statusOptions} />),
          r.field.textarea('remark', 2),
        ]}
        // a new user's password goes as base64 (docs/product/api.md "Passwords"); an edit never sends one
        toBody={({ password, ...rest }: { password?: string }) =>
          editing ? rest : { ...rest, password: toBase64(password ?? '') }
        }
      />
      {open?.dialog === 'assignRoles' && (
        <AssignRolesDialog user={open.user} options={roleOptions} onClose={close} />
      )}
      {open?.dialog === 'resetPwd' && <ResetPasswordDialog user={open.user} onClose={close} />}
      <UserDetailDrawer
        guid={open?.dialog === 'detail' ? open.user.guid : null}
        label={r.label}
        onClose={close}
      />
      {/* 用户导入: the template, a dry run with the per-row report, then the import */}
      <ImportDialog<UserImportRow>
        open={open?.dialog === 'import'}
        onClose={close}
        title={t('system.user.importTitle')}
        endpoints={API.users}
        templateName={t('system.user.importTemplate')}
        refresh={userApi.keys.all}
        maxRows={USER_IMPORT_MAX_ROWS}
        updateSupportLabel={t('system.user.updateSupport')}
        recordColumns={[
          ...(['userName', 'nickName'] as const).map((field) => ({
            key: field,
            dataIndex: field,
            title: r.label(field),
            width: 140,
          })),
          {
            key: 'password',
            dataIndex: 'password',
            title: t('system.user.firstPassword'),
            width: 160,
            render: (password?: string) =>
              password && (
                <Typography.Text copyable code>
                  {password}
                </Typography.Text>
              ),
          },
        ]}
        writtenNotice={(report) => (report.created > 0 ? t('system.user.passwordsOnce') : null)}
      />
    </>
  )
}
