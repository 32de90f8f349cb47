import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * docs/product/routes.md "Common routes": the page title is the route's title plus the
 * application title.
 */
export const formatDocumentTitle = (routeTitle: string, appTitle: string): string =>
  routeTitle ? `${routeTitle} - ${appTitle}` : appTitle

export const useDocumentTitle = (routeTitle: string): void => {
  const { t } = useTranslation()
  const appTitle = t('common.appTitle')
  useEffect(() => {
    document.title = formatDocumentTitle(routeTitle, appTitle)
  }, [routeTitle, appTitle])
}
