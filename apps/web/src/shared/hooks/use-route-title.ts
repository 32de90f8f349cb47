import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { routeHandleOf, type RouteHandle } from '#web/shared/lib/route-types.ts'

type Titled = Pick<RouteHandle, 'title' | 'titleRaw' | 'menuName'>

/**
 * A page's title in the current language: the server's menu name as it is (report pages,
 * and in Chinese any page whose menu an administrator may have renamed), else the key's
 * translation.
 */
export const useHandleTitle = (): ((handle: Titled) => string) => {
  const { t, i18n } = useTranslation()
  return (handle) => {
    if (handle.titleRaw) return handle.title
    if (handle.menuName && i18n.language === 'zh') return handle.menuName
    return t(handle.title)
  }
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
