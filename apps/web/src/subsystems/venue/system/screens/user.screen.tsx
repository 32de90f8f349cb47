import { DownOutlined } from '@ant-design/icons'
import { API, PERMISSIONS, type User, type UserDetail, type UserQuery } from '@app/contracts'
import { Button, Card, Dropdown, Form, Space, Tooltip, Tree, type TableColumnsType } from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toBase64 } from '#web/features/change-password/password-input.ts'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { statusColumn, timeColumn } from '#web/features/list-page/columns.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons, ExportButton, ImportButton } from '#web/features/list-page/list-toolbar.tsx'
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
import { callApi } from '#web/shared/lib/api-client.ts'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import {
  deptTreeOf,
  useDeptOptions,
  useRoleOptions,
  userApi,
  useUserAction,
} from '#web/subsystems/venue/system/api/users.ts'
import { UserImportDialog } from '#web/subsystems/venue/system/components/user-import-dialog.tsx'
import {
  AssignRolesDialog,
  ResetPasswordDialog,
  type UserFormValues,
  UserDetailDrawer,
  UserFormDialog,
} from '#web/subsystems/venue/system/components/user-dialogs.tsx'

const P = PERMISSIONS.user

type Filters = Omit<UserQuery, 'page' | 'pageSize'>
type SearchValues = {
  name?: string
  mobile?: string
  status?: number
  created?: DateRangeValue
}

const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    mobile: textParam(p, 'mobile', 20),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
    deptId: intParam(p, 'deptId'),
    createdFrom: intParam(p, 'createdFrom'),
    createdTo: intParam(p, 'createdTo'),
  }),
  write: (f) => ({ ...f }),
}
const EMPTY: SearchValues = {
  name: undefined,
  mobile: undefined,
  status: undefined,
  created: [null, null],
}

/** /system/user: staff accounts beside the department tree (用户管理). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = userApi.usePage({ ...list.page, ...list.filters })
  const save = userApi.useSave()
  const del = userApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const depts = useDeptOptions()
  const roles = useRoleOptions()
  const deptTree = useMemo(() => deptTreeOf(depts.data ?? []), [depts.data])
  const roleOptions = (roles.data ?? []).map((r) => ({
    value: r.guid,
    label: r.roleName,
    disabled: r.status !== 1,
  }))
  const dialog = useEditDialog<UserDetail, UserFormValues>()
  const [viewing, setViewing] = useState<string | null>(null)
  const [assigning, setAssigning] = useState<UserDetail | null>(null)
  const [resetting, setResetting] = useState<User | null>(null)
  const [importing, setImporting] = useState(false)
  const hasEdit = useHasPermission([P.edit])
  const canResetPwd = useHasPermission([P.resetPwd])
  const rows = query.data?.list
  const selection = useSelection(rows)
  const changeStatus = useUserAction((b: { guid: string; status: 0 | 1 }) =>
    callApi(API.users.changeStatus, { body: b }),
  )

  /** Edit and 分配角色 start from the full record (whole mobile, roles). */
  const openWith = async (row: User, then: (d: UserDetail) => void) => {
    try {
      then(await callApi(API.users.detail, { query: { guid: row.guid } }))
    } catch {
      // the client has already said why
    }
  }

  const columns: TableColumnsType<User> = [
    { key: 'id', dataIndex: 'id', title: t('system.user.id'), width: 80 },
    {
      key: 'userName',
      dataIndex: 'userName',
      title: t('system.user.userName'),
      width: 130,
      render: (v: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setViewing(row.guid)}
        >
          {v}
        </Button>
      ),
    },
    { key: 'nickName', dataIndex: 'nickName', title: t('system.user.nickName'), width: 120 },
    { key: 'deptName', dataIndex: 'deptName', title: t('system.user.dept'), width: 130 },
    { key: 'mobile', dataIndex: 'mobile', title: t('system.user.mobile'), width: 130 },
    {
      key: 'roles',
      dataIndex: 'roleNames',
      title: t('system.user.roles'),
      width: 140,
      ellipsis: { showTitle: false },
      render: (names: string[]) => (
        <Tooltip placement="topLeft" title={names.join('、')}>
          <span>{names.join('、')}</span>
        </Tooltip>
      ),
    },
    statusColumn<User>(t, {
      nameOf: (row) => row.userName,
      canEdit: hasEdit,
      width: 90,
      onChange: (row, on) => changeStatus.mutateAsync({ guid: row.guid, status: on ? 1 : 0 }),
    }),
    timeColumn<User>(t, 'createdAt', t('common.table.createdAt')),
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 180,
      fixed: 'right',
      render: (_, row) => {
        // RuoYi's 更多: the rarer actions in a menu keep the column narrow
        const more = [
          ...(canResetPwd
            ? [
                {
                  key: 'resetPwd',
                  label: t('system.user.resetPassword'),
                  onClick: () => setResetting(row),
                },
              ]
            : []),
          ...(hasEdit
            ? [
                {
                  key: 'assignRoles',
                  label: t('system.user.assignRoles'),
                  onClick: () => void openWith(row, setAssigning),
                },
              ]
            : []),
        ]
        return (
          <Space size={0}>
            <Permission perms={[P.edit]}>
              <Button type="link" size="small" onClick={() => void openWith(row, dialog.openEdit)}>
                {t('common.list.edit')}
              </Button>
            </Permission>
            <Permission perms={[P.remove]}>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => void remove([row.guid], row.userName)}
              >
                {t('common.list.delete')}
              </Button>
            </Permission>
            {more.length > 0 && (
              <Dropdown menu={{ items: more }} trigger={['click']}>
                <Button
                  type="link"
                  size="small"
                  icon={<DownOutlined aria-hidden />}
                  iconPosition="end"
                >
                  {t('common.list.more')}
                </Button>
              </Dropdown>
            )}
          </Space>
        )
      },
    },
  ]

  // a new user's password goes as base64 (docs/product/api.md "Passwords"); an edit never sends one
  const submit = (values: UserFormValues) => {
    const { password, ...rest } = values
    return dialog.save(
      dialog.row ? rest : { ...rest, password: toBase64(password ?? '') },
      save.mutateAsync,
    )
  }

  const deptAside = (
    <Card
      size="small"
      title={t('system.user.deptTree')}
      style={{ width: 220, flex: 'none', resize: 'horizontal', overflow: 'auto', minWidth: 180 }}
    >
      {deptTree.length > 0 && (
        <Tree<(typeof deptTree)[number]>
          aria-label={t('system.user.deptTree')}
          treeData={deptTree}
          defaultExpandAll
          blockNode
          selectedKeys={list.filters.deptId ? [list.filters.deptId] : []}
          onSelect={(keys) => {
            const id = keys[0]
            list.search({ ...list.filters, deptId: typeof id === 'number' ? id : undefined })
          }}
        />
      )}
    </Card>
  )

  const createdValue: DateRangeValue = [
    list.filters.createdFrom ? dayjs(list.filters.createdFrom) : null,
    list.filters.createdTo ? dayjs(list.filters.createdTo) : null,
  ]

  return (
    <>
      <ListPage<User>
        title={title}
        tableLabel={title}
        tableId="system.user"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1220}
        aside={deptAside}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="userSearch"
            values={{
              name: list.filters.name,
              mobile: list.filters.mobile,
              status: list.filters.status,
              created: createdValue,
            }}
            emptyValues={EMPTY}
            onSearch={(v) => {
              const [from, to] = v.created ?? [null, null]
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  mobile: v.mobile?.trim() || undefined,
                  status: v.status as Filters['status'],
                  deptId: list.filters.deptId,
                  createdFrom: from ? from.startOf('day').valueOf() : undefined,
                  createdTo: to ? to.endOf('day').valueOf() : undefined,
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField
              name="name"
              label={t('system.user.userName')}
              placeholder={t('system.user.namePlaceholder')}
            />
            <TextSearchField
              name="mobile"
              label={t('system.user.mobile')}
              maxLength={20}
              width={180}
            />
            <StatusSearchField />
            <Form.Item name="created" label={t('common.table.createdAt')}>
              <DateRangePicker />
            </Form.Item>
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove }}
              selection={selection}
              onAdd={() => dialog.openAdd()}
              onEdit={(row) => void openWith(row, dialog.openEdit)}
              nameOf={(row) => row.userName}
              remove={remove}
            />
            <ImportButton perm={P.import} onClick={() => setImporting(true)} />
            <ExportButton
              perm={P.export}
              endpoint={userApi.endpoints.export}
              filters={list.filters}
              fileName={title}
            />
          </>
        }
      />
      {dialog.open && (
        <UserFormDialog
          key={dialog.row?.guid ?? 'new'}
          editing={dialog.row ?? 'new'}
          deptTree={deptTree}
          roleOptions={roleOptions}
          onSubmit={submit}
          onClose={dialog.close}
        />
      )}
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
      {removeHolder}
    </>
  )
}
