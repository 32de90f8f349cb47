import { Button, Card, Flex, Result, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { CredentialsForm } from '#web/features/auth/components/credentials-form.tsx'
import { bindFsAccount, signInWithFsCode } from '#web/features/auth/session-actions.ts'

type Phase =
  { kind: 'checking' } | { kind: 'bind'; bindTicket: string } | { kind: 'failed'; message: string }

/**
 * /fs/login?code&state: sign-in through the messaging platform. An account not bound
 * yet (code 206) gets a bind form: user name + password of this system
 * (docs/product/shell.md "Session").
 */
export const Component = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const code = params.get('code')
  const state = params.get('state') ?? undefined
  const redirect = params.get('redirect')
  const [phase, setPhase] = useState<Phase>(() =>
    code ? { kind: 'checking' } : { kind: 'failed', message: t('auth.fsMissingCode') },
  )

  useEffect(() => {
    if (!code) return
    let live = true
    signInWithFsCode(code, state, redirect).then(
      (outcome) => {
        if (live && outcome.kind === 'bind') setPhase(outcome)
      },
      (error: unknown) => {
        if (!live) return
        setPhase({
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : t('auth.fsFailed'),
        })
      },
    )
    return () => {
      live = false
    }
  }, [code, state, redirect, t])

  return (
    <Flex
      component="main"
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}
    >
      {phase.kind === 'checking' && <Spin size="large" description={t('auth.fsChecking')} />}
      {phase.kind === 'failed' && (
        <Result
          status="warning"
          title={t('auth.fsFailed')}
          subTitle={phase.message}
          extra={
            <Button type="primary">
              <Link to="/login">{t('auth.backToSignIn')}</Link>
            </Button>
          }
        />
      )}
      {phase.kind === 'bind' && (
        <Card style={{ width: 400, maxWidth: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
            {t('auth.bindTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('auth.bindHint')}</Typography.Paragraph>
          <CredentialsForm
            name="fs-bind"
            submitLabel={t('auth.bindSubmit')}
            onSubmit={(credentials) => bindFsAccount(credentials, phase.bindTicket, redirect)}
          />
        </Card>
      )}
    </Flex>
  )
}
