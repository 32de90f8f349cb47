import { API } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CredentialsForm } from '#web/features/auth/components/credentials-form.tsx'
import { signInWithPassword } from '#web/features/auth/session-actions.ts'
import { LanguageSwitch } from '#web/features/settings/language-switch.tsx'
import { callApi } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'

const backgroundQuery = {
  queryKey: ['auth', 'background-image'],
  queryFn: () => callApi(API.auth.backgroundImage, { silent: true }),
  staleTime: Infinity,
}

/** /login: user name and password; on success the router is rebuilt (spec §4). */
export const Component = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const background = useQuery(backgroundQuery)
  const backgroundUrl = background.data?.url ? fileUrl(background.data.url) : ''

  return (
    <Flex
      component="main"
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 16,
        background: backgroundUrl
          ? `#2d3a4b url("${backgroundUrl}") center / cover no-repeat`
          : 'linear-gradient(135deg, #2d3a4b 0%, #409eff 100%)',
      }}
      data-testid="login-page"
    >
      <div style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch type="default" />
      </div>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center', marginTop: 0 }}>
          {t('common.appTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('auth.signInHint')}
        </Typography.Paragraph>
        <CredentialsForm
          name="login"
          submitLabel={t('auth.signIn')}
          onSubmit={async (credentials) => {
            await signInWithPassword(credentials, params.get('redirect'))
          }}
        />
      </Card>
    </Flex>
  )
}
