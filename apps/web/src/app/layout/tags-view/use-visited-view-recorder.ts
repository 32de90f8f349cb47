import { useContext, useEffect } from 'react'
import { UNSAFE_DataRouterContext, useLocation, type RouteObject } from 'react-router'
import { isCacheable } from '#web/app/layout/page-cache/page-cache.tsx'
import { useCurrentHandle } from '#web/shared/hooks/use-route-title.ts'
import { routeHandleOf, type RouteHandle } from '#web/shared/lib/route-types.ts'
import { useVisitedViews, type VisitedView } from '#web/stores/visited-views.ts'

/** Hidden pass-through pages (/redirect/*) are never recorded. */
export const isRecorded = (handle: RouteHandle): boolean =>
  !(handle.hidden && handle.breadcrumb === false)

const viewOf = (handle: RouteHandle, path: string, fullPath: string): VisitedView => ({
  path,
  fullPath,
  title: handle.title,
  titleRaw: handle.titleRaw,
  menuName: handle.menuName,
  affix: handle.affix,
  noCache: !isCacheable(handle),
})

const joinPath = (parent: string, child: string): string =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`

/** The affix routes of a route tree (the venue dashboard), in order. */
export const affixViewsOf = (routes: readonly RouteObject[], parent = '/'): VisitedView[] =>
  routes.flatMap((route) => {
    const path = route.path ? joinPath(parent, route.path) : parent
    const handle = routeHandleOf(route.handle)
    const own = handle?.affix ? [viewOf(handle, path, path)] : []
    return [...own, ...affixViewsOf(route.children ?? [], path)]
  })

/**
 * Records every page the user opens inside the layout as a visited view (docs/product/shell.md
 * "Tags view"), the router's affix pages first. Runs whether or not the tags bar is shown: the page
 * cache keeps alive the pages listed here.
 */
export const useVisitedViewRecorder = (): void => {
  const dataRouter = useContext(UNSAFE_DataRouterContext)
  const location = useLocation()
  const handle = useCurrentHandle()
  const addView = useVisitedViews((s) => s.addView)
  const routes = dataRouter?.router.routes

  useEffect(() => {
    const known = new Set(useVisitedViews.getState().views.map((v) => v.path))
    for (const view of affixViewsOf(routes ?? [])) if (!known.has(view.path)) addView(view)
  }, [routes, addView])

  useEffect(() => {
    if (!handle || !isRecorded(handle)) return
    const { pathname, search, hash } = location
    addView(viewOf(handle, pathname, `${pathname}${search}${hash}`))
  }, [location, handle, addView])
}
