import { DownOutlined } from '@ant-design/icons'
import {
  API,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  PERMISSIONS,
  USER_NAME_PATTERN,
  type User,
  type UserDetail,
  type UserQuery,
  type UserSave,
} from '@app/contracts'
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Dropdown,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Tag,
  Tree,
  TreeSelect,
  Typography,
  type TableColumnsType,
} from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PASSWORD_INPUT_MAX,
  sanitizePassword,
  toBase64,
} from '#web/features/change-password/password-input.ts'
import { StatusSwitch, SUCCESS_SECONDS, useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import {
  AddButton,
  DeleteButton,
  EditButton,
  ExportButton,
  ImportButton,
} from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { Permission, useHasPermission } from '#web/features/permissions/permission.tsx'
import { usePreventDoubleClick } from '#web/shared/hooks/use-prevent-double-click.ts'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import {
  type DeptNode,
  deptTreeOf,
  useDeptOptions,
  useRoleOptions,
  userApi,
  useUserAction,
} from '#web/subsystems/venue/system/api/users.ts'
import { UserImportDialog } from '#web/subsystems/venue/system/components/user-import-dialog.tsx'

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

type FormValues = Omit<UserSave, 'guid' | 'version'>
const DEFAULTS: Partial<FormValues> = { status: 1, roleGuids: [], remark: '', deptId: null }

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
  const [selected, setSelected] = useState<Key[]>([])
  const [editing, setEditing] = useState<UserDetail | 'new' | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const [assigning, setAssigning] = useState<UserDetail | null>(null)
  const [resetting, setResetting] = useState<User | null>(null)
  const [importing, setImporting] = useState(false)
  const hasEdit = useHasPermission([P.edit])
  const canResetPwd = useHasPermission([P.resetPwd])
  const rows = query.data?.list
  const selectedRows = (rows ?? []).filter((r) => selected.includes(r.guid))
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
      key: 'status',
      dataIndex: 'status',
      title: t('common.status.label'),
      width: 90,
      render: (_, row) => (
        <StatusSwitch
          enabled={row.status === 1}
          name={row.userName}
          disabled={!hasEdit}
          onChange={(on) => changeStatus.mutateAsync({ guid: row.guid, status: on ? 1 : 0 })}
        />
      ),
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('common.table.createdAt'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
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
              <Button type="link" size="small" onClick={() => void openWith(row, setEditing)}>
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

  const submit = async (values: FormValues) => {
    if (editing === 'new') {
      await save.mutateAsync({ ...values, password: toBase64(values.password ?? '') })
      notify('success', t('common.list.added'), SUCCESS_SECONDS)
    } else if (editing) {
      const { password: _unused, ...rest } = values
      await save.mutateAsync({ ...rest, guid: editing.guid, version: editing.version })
      notify('success', t('common.list.updated'), SUCCESS_SECONDS)
    }
    setEditing(null)
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
        scrollX={1080}
        aside={deptAside}
        selection={{ keys: selected, onChange: setSelected }}
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
            <Form.Item name="name" label={t('system.user.userName')}>
              <Input
                allowClear
                maxLength={64}
                placeholder={t('system.user.namePlaceholder')}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="mobile" label={t('system.user.mobile')}>
              <Input
                allowClear
                maxLength={20}
                placeholder={t('common.list.enterPrefix', { what: t('system.user.mobile') })}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item name="status" label={t('common.status.label')}>
              <Select
                allowClear
                placeholder={t('common.search.all')}
                style={{ width: 120 }}
                options={[
                  { value: 1, label: t('common.status.enabled') },
                  { value: 0, label: t('common.status.disabled') },
                ]}
              />
            </Form.Item>
            <Form.Item name="created" label={t('common.table.createdAt')}>
              <DateRangePicker />
            </Form.Item>
          </SearchForm>
        }
        toolbar={
          <>
            <AddButton perm={P.add} onClick={() => setEditing('new')} />
            <EditButton
              perm={P.edit}
              selected={selected.length}
              onClick={() => {
                const row = selectedRows[0]
                if (row) void openWith(row, setEditing)
              }}
            />
            <DeleteButton
              perm={P.remove}
              selected={selected.length}
              onClick={() =>
                void remove(
                  selectedRows.map((r) => r.guid),
                  selectedRows.map((r) => r.userName).join('、'),
                ).then((done) => done && setSelected([]))
              }
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
      {editing !== null && (
        <UserFormDialog
          key={editing === 'new' ? 'new' : editing.guid}
          editing={editing}
          deptTree={deptTree}
          roleOptions={roleOptions}
          onSubmit={submit}
          onClose={() => setEditing(null)}
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

/** 新增/修改用户: mounted per record, so each opens with its own values. */
const UserFormDialog = ({
  editing,
  deptTree,
  roleOptions,
  onSubmit,
  onClose,
}: {
  editing: UserDetail | 'new'
  deptTree: DeptNode[]
  roleOptions: { value: string; label: string; disabled: boolean }[]
  onSubmit: (values: FormValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  return (
    <FormDialog<FormValues>
      name="userForm"
      open
      title={t(editing === 'new' ? 'common.list.addTitle' : 'common.list.editTitle', {
        what: t('system.user.what'),
      })}
      form={form}
      initialValues={editing === 'new' ? DEFAULTS : editing}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="userName"
        label={t('system.user.userName')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.user.userName') }),
          },
          { min: 2, max: 30, message: t('system.user.userNameLength') },
          { pattern: USER_NAME_PATTERN, message: t('system.user.userNamePattern') },
        ]}
      >
        <Input maxLength={30} disabled={editing !== 'new'} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="nickName"
        label={t('system.user.nickName')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.user.nickName') }),
          },
          { max: 30 },
        ]}
      >
        <Input maxLength={30} />
      </Form.Item>
      {editing === 'new' && (
        <Form.Item
          name="password"
          label={t('system.user.password')}
          normalize={sanitizePassword}
          validateFirst
          rules={[
            { required: true, message: t('changePassword.newRequired') },
            { min: PASSWORD_MIN, message: t('changePassword.newMin', { min: PASSWORD_MIN }) },
            { pattern: PASSWORD_PATTERN, message: t('changePassword.newPattern') },
          ]}
        >
          <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="deptId" label={t('system.user.dept')}>
        <TreeSelect
          allowClear
          treeData={deptTree}
          treeDefaultExpandAll
          placeholder={t('common.list.selectPrefix', { what: t('system.user.dept') })}
        />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('system.user.mobile')}
        rules={[{ pattern: /^1\d{10}$/, message: t('system.user.mobileInvalid') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('system.user.email')}
        rules={[{ type: 'email', message: t('system.user.emailInvalid') }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="roleGuids" label={t('system.user.roles')}>
        <Select
          mode="multiple"
          allowClear
          options={roleOptions}
          optionFilterProp="label"
          placeholder={t('common.list.selectPrefix', { what: t('system.user.roles') })}
        />
      </Form.Item>
      <Form.Item name="status" label={t('common.status.label')}>
        <Radio.Group
          options={[
            { value: 1, label: t('common.status.enabled') },
            { value: 0, label: t('common.status.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('common.list.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  )
}

/**
 * 重置密码 in one dialog: first the question, then the generated password, shown this
 * once (the server keeps only its hash).
 */
const ResetPasswordDialog = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { t } = useTranslation()
  const [password, setPassword] = useState<string | null>(null)
  const reset = useUserAction((guid: string) => callApi(API.users.resetPwd, { body: { guid } }))
  const run = usePreventDoubleClick(() => {
    reset.mutate(user.guid, { onSuccess: (res) => setPassword(res.password) })
  })
  return (
    <Modal
      open
      title={t('system.user.resetPassword')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        password === null ? (
          <Space>
            <Button onClick={onClose}>{t('common.dialog.cancel')}</Button>
            <Button type="primary" loading={reset.isPending} onClick={() => run()}>
              {t('common.dialog.ok')}
            </Button>
          </Space>
        ) : (
          <Button type="primary" onClick={onClose}>
            {t('common.dialog.ok')}
          </Button>
        )
      }
    >
      {password === null ? (
        <Typography.Paragraph>
          {t('system.user.resetConfirm', { name: user.userName })}
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>
            {t('system.user.newPasswordIs', { name: user.userName })}
          </Typography.Paragraph>
          <Typography.Paragraph copyable code style={{ fontSize: 18 }}>
            {password}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('system.user.shownOnce')}</Typography.Text>
        </>
      )}
    </Modal>
  )
}

/** 分配角色: the roles of one user, saved as a whole. */
const AssignRolesDialog = ({
  user,
  options,
  onClose,
}: {
  user: UserDetail | null
  options: { value: string; label: string; disabled: boolean }[]
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ roleGuids: string[] }>()
  const assign = useUserAction((b: { guid: string; roleGuids: string[] }) =>
    callApi(API.users.assignRoles, { body: b }),
  )
  return (
    <FormDialog<{ roleGuids: string[] }>
      name="assignRolesForm"
      open={user !== null}
      title={`${t('system.user.assignRoles')} - ${user?.userName ?? ''}`}
      form={form}
      initialValues={{ roleGuids: user?.roleGuids ?? [] }}
      onSubmit={async (v) => {
        if (!user) return
        await assign.mutateAsync({ guid: user.guid, roleGuids: v.roleGuids })
        notify('success', t('common.list.updated'), SUCCESS_SECONDS)
        onClose()
      }}
      onClose={onClose}
    >
      <Form.Item name="roleGuids" label={t('system.user.roles')}>
        <Select mode="multiple" allowClear options={options} optionFilterProp="label" />
      </Form.Item>
    </FormDialog>
  )
}

/** The whole record: unmasked mobile, roles, Feishu binding. */
const UserDetailDrawer = ({ guid, onClose }: { guid: string | null; onClose: () => void }) => {
  const { t } = useTranslation()
  const detail = userApi.useDetail(guid)
  const u = detail.data
  return (
    <Drawer
      open={guid !== null}
      onClose={onClose}
      title={t('common.list.detail')}
      size={480}
      destroyOnHidden
    >
      {u && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('system.user.id')}>{u.id}</Descriptions.Item>
          <Descriptions.Item label={t('system.user.userName')}>{u.userName}</Descriptions.Item>
          <Descriptions.Item label={t('system.user.nickName')}>{u.nickName}</Descriptions.Item>
          <Descriptions.Item label={t('system.user.dept')}>{u.deptName}</Descriptions.Item>
          <Descriptions.Item label={t('system.user.mobile')}>{u.mobile}</Descriptions.Item>
          <Descriptions.Item label={t('system.user.email')}>{u.email}</Descriptions.Item>
          <Descriptions.Item label={t('system.user.roles')}>
            {u.roleNames.map((r) => (
              <Tag key={r}>{r}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('common.status.label')}>
            {u.status === 1 ? t('common.status.enabled') : t('common.status.disabled')}
          </Descriptions.Item>
          <Descriptions.Item label={t('system.user.feishu')}>
            {u.feishuBound ? t('system.user.bound') : t('system.user.unbound')}
          </Descriptions.Item>
          <Descriptions.Item label={t('common.table.createdAt')}>
            {formatDateTime(u.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('common.list.remark')}>{u.remark}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  )
}
