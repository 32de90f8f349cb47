import { Alert, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Credentials } from '#web/features/auth/session-actions.ts'

interface CredentialsFormProps {
  submitLabel: string
  /** Resolves when done; a rejection's message is shown above the button. */
  onSubmit: (credentials: Credentials) => Promise<void>
  name: string
}

/** User name + password, Enter submits (the sign-in page and the fs bind form). */
export const CredentialsForm = ({ submitLabel, onSubmit, name }: CredentialsFormProps) => {
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (values: Credentials) => {
    setPending(true)
    setError(null)
    try {
      await onSubmit(values)
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('errors.unknown'))
      setPending(false)
    }
  }

  return (
    <Form<Credentials> name={name} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="userName"
        label={t('auth.userName')}
        rules={[{ required: true, whitespace: true, message: t('auth.userNameRequired') }]}
      >
        <Input autoComplete="username" placeholder={t('auth.userNamePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
      >
        <Input.Password
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          maxLength={64}
        />
      </Form.Item>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="auth-error" />
      )}
      <Button type="primary" htmlType="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  )
}
