// What /system/user (用户管理) has beside its resource pattern: the new user's password, 重置密码,
// 分配角色 and the detail drawer.
import { type User } from '@app/contracts'
import {
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Space,
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
import {
  useAssignRoles,
  useResetPassword,
  userApi,
} from '#web/subsystems/venue/system/api/users.ts'

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
 * once (the server keeps only its hash).
 */
export const ResetPasswordDialog = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { t } = useTranslation()
  const [password, setPassword] = useState<string | null>(null)
  const reset = useResetPassword()
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
  const assign = useAssignRoles()
  return (
    <FormDialog<{ roleGuids: string[] }>
      name="assignRolesForm"
      open={detail.isFetchedAfterMount && detail.data !== undefined}
      title={`${t('system.user.assignRoles')} - ${user.userName}`}
      form={form}
      initialValues={{ roleGuids: detail.data?.roleGuids ?? [] }}
      onSubmit={async (v) => {
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
  const u = userApi.useDetail(guid).data
  const items: [string, ReactNode][] = u
    ? [
        ['system.user.id', u.id],
        ['system.user.userName', u.userName],
        ['system.user.nickName', u.nickName],
        ['system.user.dept', u.deptName],
        ['system.user.mobile', u.mobile],
        ['system.user.email', u.email],
        ['system.user.roles', u.roleNames.map((r) => <Tag key={r}>{r}</Tag>)],
        [
          'common.status.label',
          t(u.status === 1 ? 'common.status.enabled' : 'common.status.disabled'),
        ],
        ['system.user.feishu', t(u.feishuBound ? 'system.user.bound' : 'system.user.unbound')],
        ['common.table.createdAt', formatDateTime(u.createdAt)],
        ['common.list.remark', u.remark],
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
          items={items.map(([key, children]) => ({ key, label: t(key), children }))}
        />
      )}
    </Drawer>
  )
}
