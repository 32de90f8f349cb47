import { API, type Profile, type ProfileUpdate } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChangePasswordDialog } from '#web/features/change-password/change-password-dialog.tsx'
import { SUCCESS_SECONDS, useConfirm } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { useSession } from '#web/stores/session.ts'

const KEY = ['profile'] as const

type EditValues = Omit<ProfileUpdate, 'version'>

/** /profile/index (个人中心): the caller's own account, its password and Feishu binding. */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const client = useQueryClient()
  const profile = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => callApi(API.users.profile, { signal }),
    staleTime: 0,
  })
  const [editing, setEditing] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [confirm, confirmHolder] = useConfirm()
  const put = (p: Profile) => client.setQueryData(KEY, p)
  const update = useMutation({
    mutationFn: (body: ProfileUpdate) => callApi(API.users.profileUpdate, { body }),
    onSuccess: put,
  })
  const unbind = useMutation({
    mutationFn: () => callApi(API.users.profileUnbindFeishu),
    onSuccess: put,
  })
  const me = profile.data

  if (profile.isError)
    return (
      <Result
        status="error"
        title={t('common.list.loadFailed')}
        extra={<Button onClick={() => void profile.refetch()}>{t('common.list.retry')}</Button>}
      />
    )

  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card
        size="small"
        title={t('profile.info')}
        extra={
          <Space>
            <Button disabled={!me} onClick={() => setEditing(true)}>
              {t('profile.edit')}
            </Button>
            <Button onClick={() => setPasswordOpen(true)}>{t('profile.changePassword')}</Button>
          </Space>
        }
      >
        {!me ? (
          <Skeleton active />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('system.user.userName')}>{me.userName}</Descriptions.Item>
            <Descriptions.Item label={t('system.user.nickName')}>{me.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('system.user.dept')}>{me.deptName}</Descriptions.Item>
            <Descriptions.Item label={t('system.user.roles')}>
              {me.roleNames.map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.user.mobile')}>{me.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('system.user.email')}>{me.email}</Descriptions.Item>
            <Descriptions.Item label={t('common.table.createdAt')}>
              {formatDateTime(me.createdAt)}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card size="small" title={t('profile.bindings')}>
        {me && (
          <Flex align="center" gap={16}>
            <Typography.Text strong>{t('system.user.feishu')}</Typography.Text>
            {me.feishuBound ? (
              <>
                <Tag color="success">{t('system.user.bound')}</Tag>
                <Button
                  danger
                  loading={unbind.isPending}
                  onClick={() =>
                    void (async () => {
                      if (!(await confirm(t('profile.unbindConfirm')))) return
                      try {
                        await unbind.mutateAsync()
                        notify('success', t('profile.unbound'), SUCCESS_SECONDS)
                      } catch {
                        // the client has already said why
                      }
                    })()
                  }
                >
                  {t('profile.unbind')}
                </Button>
              </>
            ) : (
              <>
                <Tag>{t('system.user.unbound')}</Tag>
                <Typography.Text type="secondary">{t('profile.bindHint')}</Typography.Text>
              </>
            )}
          </Flex>
        )}
      </Card>
      {editing && me && (
        <EditProfileDialog
          profile={me}
          onSubmit={async (v) => {
            const saved = await update.mutateAsync({ ...v, version: me.version })
            useSession.getState().setNickName(saved.nickName)
            notify('success', t('common.list.updated'), SUCCESS_SECONDS)
            setEditing(false)
          }}
          onClose={() => setEditing(false)}
        />
      )}
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      {confirmHolder}
    </Flex>
  )
}

/** 修改资料: nickname, mobile and email (the account and roles are the administrator's). */
const EditProfileDialog = ({
  profile,
  onSubmit,
  onClose,
}: {
  profile: Profile
  onSubmit: (v: EditValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<EditValues>()
  return (
    <FormDialog<EditValues>
      name="profileForm"
      open
      title={t('profile.edit')}
      form={form}
      initialValues={profile}
      onSubmit={onSubmit}
      onClose={onClose}
    >
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
    </FormDialog>
  )
}
