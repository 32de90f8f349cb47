import { DownOutlined } from '@ant-design/icons'
import { PERMISSIONS, type User } from '@app/contracts'
import { Button, Card, Dropdown, Input, Radio, Select, Tooltip, Tree, TreeSelect } from 'antd'
import { useState } from 'react'
import { toBase64 } from '#web/features/change-password/password-input.ts'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import {
  type DeptNode,
  useDeptTree,
  useRoleOptions,
  userApi,
  useUserStatus,
} from '#web/subsystems/venue/system/api/users.ts'
import {
  AssignRolesDialog,
  NewPasswordItem,
  ResetPasswordDialog,
  UserDetailDrawer,
} from '#web/subsystems/venue/system/components/user-dialogs.tsx'
import { UserImportDialog } from '#web/subsystems/venue/system/components/user-import-dialog.tsx'

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
  const status = useUserStatus()
  const [viewing, setViewing] = useState<string | null>(null)
  const [assigning, setAssigning] = useState<User | null>(null)
  const [resetting, setResetting] = useState<User | null>(null)
  const [importing, setImporting] = useState(false)
  const canEdit = useHasPermission([P.edit])
  const canResetPwd = useHasPermission([P.resetPwd])
  const editing = r.dialog.row !== undefined

  // RuoYi's 更多: the rarer actions in a menu keep the column narrow
  const more = (row: User) => {
    const items = [
      canResetPwd && {
        key: 'resetPwd',
        label: t('system.user.resetPassword'),
        onClick: () => setResetting(row),
      },
      canEdit && {
        key: 'assignRoles',
        label: t('system.user.assignRoles'),
        onClick: () => setAssigning(row),
      },
    ].filter((item) => item !== false)
    return (
      items.length > 0 && (
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button type="link" size="small" icon={<DownOutlined aria-hidden />} iconPosition="end">
            {t('common.list.more')}
          </Button>
        </Dropdown>
      )
    )
  }

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
              <Tree<DeptNode>
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
                onClick={() => setViewing(row.guid)}
              >
                {v}
              </Button>
            ),
            { width: 130 },
          ),
          r.col.text('nickName', { width: 120 }),
          r.col.text('deptName', { width: 130 }),
          r.col.text('mobile', { width: 130 }),
          {
            ...r.col.render(
              'roleNames',
              (names: string[]) => (
                <Tooltip placement="topLeft" title={names.join('、')}>
                  <span>{names.join('、')}</span>
                </Tooltip>
              ),
              { width: 140 },
            ),
            ellipsis: { showTitle: false },
          },
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
        importOf={{ perm: P.import, onClick: () => setImporting(true) }}
        form={[
          r.field.item('userName', <Input maxLength={30} disabled={editing} autoComplete="off" />),
          r.field.text('nickName'),
          ...(editing ? [] : [<NewPasswordItem key="password" />]),
          r.field.item(
            'deptId',
            <TreeSelect
              allowClear
              treeData={deptTree}
              treeDefaultExpandAll
              placeholder={t('common.list.selectPrefix', { what: r.label('deptId') })}
            />,
          ),
          r.field.item('mobile', <Input maxLength={11} />),
          r.field.item('email', <Input maxLength={50} />),
          r.field.item(
            'roleGuids',
            <Select
              mode="multiple"
              allowClear
              options={roleOptions}
              optionFilterProp="label"
              placeholder={t('common.list.selectPrefix', { what: r.label('roleGuids') })}
            />,
          ),
          r.field.item(
            'status',
            <Radio.Group
              options={[
                { value: 1, label: t('common.status.enabled') },
                { value: 0, label: t('common.status.disabled') },
              ]}
            />,
          ),
          r.field.textarea('remark', 2),
        ]}
        // a new user's password goes as base64 (docs/product/api.md "Passwords"); an edit never sends one
        toBody={({ password, ...rest }: { password?: string }) =>
          editing ? rest : { ...rest, password: toBase64(password ?? '') }
        }
      />
      {assigning && (
        <AssignRolesDialog
          key={assigning.guid}
          user={assigning}
          options={roleOptions}
          onClose={() => setAssigning(null)}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          key={resetting.guid}
          user={resetting}
          onClose={() => setResetting(null)}
        />
      )}
      <UserDetailDrawer guid={viewing} onClose={() => setViewing(null)} />
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  )
}
