import { API } from '@app/contracts'
import { Form, Input, Modal } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  newPasswordRules,
  PASSWORD_INPUT_MAX,
  sanitizePassword,
  toBase64,
} from '#web/features/change-password/password-input.ts'
import { usePreventDoubleClick } from '#web/shared/hooks/use-prevent-double-click.ts'
import { logout } from '#web/features/auth/session-actions.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'

/** docs/product/shell.md "Dialogs": the narrow dialog width. */
export const CHANGE_PASSWORD_DIALOG_WIDTH = 528
const SUCCESS_MESSAGE_SECONDS = 1.5

interface Values {
  oldPassword: string
  password: string
  confirmPassword: string
}

interface Props {
  open: boolean
  onClose: () => void
}

/**
 * Change the own password (docs/product/shell.md "Change password"). On success the session is
 * ended (the server keeps only this one, and it is closed too) and the user signs in again.
 * A refusal from the server is shown by the api client; the dialog stays open with its values.
 */
export const ChangePasswordDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const [submitting, setSubmitting] = useState(false)

  const send = useCallback(
    async (values: Values) => {
      setSubmitting(true)
      try {
        await callApi(API.auth.changeOwnPassword, {
          body: {
            oldPassword: toBase64(values.oldPassword),
            password: toBase64(values.password),
            confirmPassword: toBase64(values.confirmPassword),
          },
        })
      } catch {
        // already shown by the api client; keep the dialog and its values
        setSubmitting(false)
        return
      }
      notify('success', t('changePassword.success'), SUCCESS_MESSAGE_SECONDS)
      setSubmitting(false)
      onClose()
      await logout()
    },
    [onClose, t],
  )
  const guardedSend = usePreventDoubleClick((values: Values) => void send(values))

  const onOk = () => {
    form.validateFields().then(guardedSend, () => undefined)
  }

  const passwordInput = (autoComplete: string) => (
    <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete={autoComplete} />
  )

  return (
    <Modal
      open={open}
      title={t('changePassword.title')}
      width={CHANGE_PASSWORD_DIALOG_WIDTH}
      okText={t('changePassword.submit')}
      cancelText={t('changePassword.cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={submitting}
      mask={{ closable: false }}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" requiredMark name="change-password">
        <Form.Item
          name="oldPassword"
          label={t('changePassword.oldPassword')}
          normalize={sanitizePassword}
          rules={[{ required: true, message: t('changePassword.oldRequired') }]}
        >
          {passwordInput('current-password')}
        </Form.Item>
        <Form.Item
          name="password"
          label={t('changePassword.newPassword')}
          normalize={sanitizePassword}
          validateFirst
          rules={newPasswordRules(t)}
        >
          {passwordInput('new-password')}
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('changePassword.confirmPassword')}
          normalize={sanitizePassword}
          dependencies={['password']}
          validateFirst
          rules={[
            { required: true, message: t('changePassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('changePassword.mismatch'))),
            }),
          ]}
        >
          {passwordInput('new-password')}
        </Form.Item>
      </Form>
    </Modal>
  )
}
