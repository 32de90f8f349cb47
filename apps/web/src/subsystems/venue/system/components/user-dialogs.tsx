// The dialogs and the drawer of /system/user (用户管理), kept apart from the list screen.
import {
  API,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  USER_NAME_PATTERN,
  type User,
  type UserDetail,
  type UserSave,
} from '@app/contracts'
import {
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Tag,
  TreeSelect,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PASSWORD_INPUT_MAX,
  sanitizePassword,
} from '#web/features/change-password/password-input.ts'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { usePreventDoubleClick } from '#web/shared/hooks/use-prevent-double-click.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { type DeptNode, userApi, useUserAction } from '#web/subsystems/venue/system/api/users.ts'

/** The user dialog's values (the save body without guid and version). */
export type UserFormValues = Omit<UserSave, 'guid' | 'version'>
const DEFAULTS: Partial<UserFormValues> = { status: 1, roleGuids: [], remark: '', deptId: null }

/** 新增/修改用户: mounted per record, so each opens with its own values. */
export const UserFormDialog = ({
  editing,
  deptTree,
  roleOptions,
  onSubmit,
  onClose,
}: {
  editing: UserDetail | 'new'
  deptTree: DeptNode[]
  roleOptions: { value: string; label: string; disabled: boolean }[]
  onSubmit: (values: UserFormValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<UserFormValues>()
  return (
    <FormDialog<UserFormValues>
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
export const ResetPasswordDialog = ({ user, onClose }: { user: User; onClose: () => void }) => {
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
export const AssignRolesDialog = ({
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
export const UserDetailDrawer = ({
  guid,
  onClose,
}: {
  guid: string | null
  onClose: () => void
}) => {
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
