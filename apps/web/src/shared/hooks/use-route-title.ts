import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { routeHandleOf, type RouteHandle } from '#web/shared/lib/route-types.ts'

/** Translates a handle's title; the server's menu names are shown as they are. */
export const useHandleTitle = (): ((handle: RouteHandle) => string) => {
  const { t } = useTranslation()
  return (handle) => (handle.titleRaw ? handle.title : t(handle.title))
}

/** The handle of the deepest matched route that has one. */
export const useCurrentHandle = (): RouteHandle | undefined => {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = routeHandleOf(matches[i]?.handle)
    if (handle) return handle
  }
  return undefined
}

/** The current page's title in the user's language, or '' when the route has none. */
export const useRouteTitle = (): string => {
  const handle = useCurrentHandle()
  const titleOf = useHandleTitle()
  return handle ? titleOf(handle) : ''
}
