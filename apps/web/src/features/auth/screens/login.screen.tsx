import { authEndpoints } from '@app/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CredentialsForm } from '#web/features/auth/components/credentials-form.tsx'
import { signInWithPassword } from '#web/features/auth/session-actions.ts'
import { LanguageLinks } from '#web/features/settings/language-links.tsx'
import { callApi } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'

/**
 * The configurable sign-in background. Fetched directly, not through TanStack Query,
 * whose provider lives in the signed-in layout to keep this page light.
 */
const useBackgroundUrl = (): string => {
  const [url, setUrl] = useState('')
  useEffect(() => {
    let live = true
    callApi(authEndpoints.backgroundImage, { silent: true }).then(
      (data) => {
        if (live && data?.url) setUrl(fileUrl(data.url))
      },
      () => undefined, // no background is fine: the gradient stays
    )
    return () => {
      live = false
    }
  }, [])
  return url
}

const pageStyle = {
  minHeight: '100vh',
  padding: 16,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
} as const

const cardStyle = {
  width: 400,
  maxWidth: '100%',
  padding: 32,
  borderRadius: 8,
  background: '#fff',
  boxShadow: '0 6px 24px rgba(0,0,0,.18)',
  boxSizing: 'border-box',
} as const

/**
 * /login: user name and password; on success the router is rebuilt
 * (docs/product/shell.md "Session").
 */
export const Component = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const backgroundUrl = useBackgroundUrl()

  // Plain layout markup: the sign-in page must stay light (docs/product/performance.md
  // "Front-end load").
  return (
    <main
      style={{
        ...pageStyle,
        background: backgroundUrl
          ? `#2d3a4b url("${backgroundUrl}") center / cover no-repeat`
          : 'linear-gradient(135deg, #2d3a4b 0%, #409eff 100%)',
      }}
      data-testid="login-page"
    >
      <div style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageLinks />
      </div>
      <section style={cardStyle} aria-labelledby="login-title">
        <h1 id="login-title" style={{ fontSize: 22, margin: '0 0 8px', textAlign: 'center' }}>
          {t('common.appTitle')}
        </h1>
        <p style={{ margin: '0 0 24px', textAlign: 'center', color: 'rgba(0,0,0,.65)' }}>
          {t('auth.signInHint')}
        </p>
        <CredentialsForm
          name="login"
          submitLabel={t('auth.signIn')}
          onSubmit={async (credentials) => {
            await signInWithPassword(credentials, params.get('redirect'))
          }}
        />
      </section>
    </main>
  )
}
