// What /system/user (用户管理) has beside its resource pattern: the new user's password, 重置密码,
// 分配角色 and the detail drawer.
import { API, type User } from '@app/contracts'
import {
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Tag,
  Typography,
  type SelectProps,
} from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  newPasswordRules,
  PASSWORD_INPUT_MAX,
  sanitizePassword,
} from '#web/features/change-password/password-input.ts'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { usePreventDoubleClick } from '#web/shared/hooks/use-prevent-double-click.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { userApi } from '#web/subsystems/venue/system/api/users.ts'

/** 用户密码 of a new user, under the password policy (docs/product/shell.md "Change password"). */
export const NewPasswordItem = () => {
  const { t } = useTranslation()
  return (
    <Form.Item
      name="password"
      label={t('system.user.password')}
      normalize={sanitizePassword}
      validateFirst
      rules={newPasswordRules(t)}
    >
      <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
    </Form.Item>
  )
}

/**
 * 重置密码 in one dialog: first the question, then the generated password, shown this
 * once (the server keeps only its hash) with 确定 alone.
 */
export const ResetPasswordDialog = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { t } = useTranslation()
  const [password, setPassword] = useState<string | null>(null)
  const reset = userApi.useWrite(API.users.resetPwd)
  const run = usePreventDoubleClick(() => {
    reset.mutate({ guid: user.guid }, { onSuccess: (res) => setPassword(res.password) })
  })
  return (
    <Modal
      open
      title={t('system.user.resetPassword')}
      onCancel={onClose}
      mask={{ closable: false }}
      cancelText={t('common.dialog.cancel')}
      okText={t('common.dialog.ok')}
      confirmLoading={reset.isPending}
      onOk={password === null ? run : onClose}
      footer={password === null ? undefined : (_, { OkBtn }) => <OkBtn />}
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

/** 分配角色: the roles of one user, saved as a whole; it opens once the user's roles are read. */
export const AssignRolesDialog = ({
  user,
  options,
  onClose,
}: {
  user: User
  options: SelectProps['options']
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ roleGuids: string[] }>()
  // the row names the roles only: their guids come with the whole record
  const detail = userApi.useDetail(user.guid)
  const assign = userApi.useWrite(API.users.assignRoles)
  return (
    <FormDialog<{ roleGuids: string[] }>
      name="assignRolesForm"
      open={detail.isFetchedAfterMount && detail.data !== undefined}
      title={`${t('system.user.assignRoles')} - ${user.userName}`}
      form={form}
      initialValues={{ roleGuids: detail.data?.roleGuids ?? [] }}
      onSubmit={async ({ roleGuids }) => {
        await assign.mutateAsync({ guid: user.guid, roleGuids })
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

/** The whole record: unmasked mobile, roles, Feishu binding; under the list's labels. */
export const UserDetailDrawer = ({
  guid,
  label,
  onClose,
}: {
  guid: string | null
  label: (field: string) => string
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const u = userApi.useDetail(guid).data
  const items: [string, ReactNode][] = u
    ? [
        ...(['id', 'userName', 'nickName', 'deptName', 'mobile', 'email'] as const).map(
          (field): [string, ReactNode] => [field, u[field]],
        ),
        ['roleNames', u.roleNames.map((r) => <Tag key={r}>{r}</Tag>)],
        ['status', t(u.status === 1 ? 'common.status.enabled' : 'common.status.disabled')],
        ['feishu', t(u.feishuBound ? 'system.user.bound' : 'system.user.unbound')],
        ['createdAt', formatDateTime(u.createdAt)],
        ['remark', u.remark],
      ]
    : []
  return (
    <Drawer
      open={guid !== null}
      onClose={onClose}
      title={t('common.list.detail')}
      size={480}
      destroyOnHidden
    >
      {u && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={items.map(([key, children]) => ({ key, label: label(key), children }))}
        />
      )}
    </Drawer>
  )
}
