import { Button } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useRouteError } from 'react-router'
import { useDocumentTitle } from '#web/shared/hooks/use-document-title.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'

/** The root of every router: keeps the document title in step with the route. */
export const RouteRoot = () => {
  useDocumentTitle(useRouteTitle())
  return <Outlet />
}

const CHUNK_RELOAD_KEY = 'chunkReloadAt'
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    error.message,
  )

/**
 * A failed screen chunk after a new deployment reloads the page once (docs/product/routes.md
 * "Route guard"); any other error, or a second failure, is shown.
 */
export const RouteError = () => {
  const error = useRouteError()
  const { t } = useTranslation()
  const chunkFailed = isChunkLoadError(error)
  useEffect(() => {
    if (!chunkFailed) return
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0)
    // once: a second failure within 10 s is shown instead of reloading forever
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
  }, [chunkFailed])
  // plain markup: this boundary ships with every page, the sign-in page included
  return (
    <main role="alert" style={{ padding: '80px 16px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 22, fontWeight: 600 }}>{t('errors.pageFailed')}</h1>
      <p style={{ color: 'rgba(0,0,0,.65)' }}>
        {chunkFailed ? t('errors.newVersion') : t('errors.pageFailedHint')}
      </p>
      <Button type="primary" onClick={() => window.location.assign('/')}>
        {t('common.backHome')}
      </Button>
    </main>
  )
}
