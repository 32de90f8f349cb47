import { Alert, Button, theme } from 'antd'
// Input and Password from their own modules: antd's `Input` also carries TextArea, Search
// and OTP, which the sign-in page would load for nothing (docs/product/performance.md)
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Credentials } from '#web/features/auth/session-actions.ts'

interface CredentialsFormProps {
  submitLabel: string
  /** Resolves when done; a rejection's message is shown above the button. */
  onSubmit: (credentials: Credentials) => Promise<void>
  name: string
}

type FieldErrors = Partial<Record<keyof Credentials, string>>

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 16 } as const

/**
 * User name + password; Enter submits (the sign-in page and the fs bind form). A plain
 * form rather than antd's Form, which would double the sign-in page's JavaScript
 * (docs/product/performance.md "Front-end load": /login ≤ 300 KB).
 */
export const CredentialsForm = ({ submitLabel, onSubmit, name }: CredentialsFormProps) => {
  const { t } = useTranslation()
  const id = useId()
  // the theme's error red (readable on white), not antd's default
  const { token } = theme.useToken()
  const errorStyle = { color: token.colorError, fontSize: 13 }
  const [values, setValues] = useState<Credentials>({ userName: '', password: '' })
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const validate = (v: Credentials): FieldErrors => ({
    ...(v.userName.trim() ? {} : { userName: t('auth.userNameRequired') }),
    ...(v.password ? {} : { password: t('auth.passwordRequired') }),
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const errors = validate(values)
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) return
    setPending(true)
    setError(null)
    try {
      await onSubmit(values)
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('errors.unknown'))
      setPending(false)
    }
  }

  const change = (field: keyof Credentials) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }))
  }

  return (
    <form name={name} onSubmit={(e) => void submit(e)} noValidate>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-user`}>{t('auth.userName')}</label>
        <Input
          id={`${id}-user`}
          name="userName"
          size="large"
          autoComplete="username"
          maxLength={64}
          placeholder={t('auth.userNamePlaceholder')}
          value={values.userName}
          onChange={(e) => change('userName')(e.target.value)}
          status={fieldErrors.userName ? 'error' : undefined}
          aria-invalid={Boolean(fieldErrors.userName)}
          aria-describedby={fieldErrors.userName ? `${id}-user-error` : undefined}
        />
        {fieldErrors.userName && (
          <span id={`${id}-user-error`} style={errorStyle}>
            {fieldErrors.userName}
          </span>
        )}
      </div>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <Password
          id={`${id}-password`}
          name="password"
          size="large"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('auth.passwordPlaceholder')}
          value={values.password}
          onChange={(e) => change('password')(e.target.value)}
          status={fieldErrors.password ? 'error' : undefined}
          aria-invalid={Boolean(fieldErrors.password)}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
        />
        {fieldErrors.password && (
          <span id={`${id}-password-error`} style={errorStyle}>
            {fieldErrors.password}
          </span>
        )}
      </div>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="auth-error"
        />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
