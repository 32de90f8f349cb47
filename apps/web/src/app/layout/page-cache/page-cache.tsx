import { Activity, useContext, useState, type ContextType, type ReactNode } from 'react'
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  useOutlet,
} from 'react-router'
import { cacheKeyOf } from '#web/app/layout/page-cache/page-cache-drops.ts'
import { useCurrentHandle } from '#web/shared/hooks/use-route-title.ts'
import type { RouteHandle } from '#web/shared/lib/route-types.ts'
import { useVisitedViews } from '#web/stores/visited-views.ts'

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>
type RouterStateValue = ContextType<typeof UNSAFE_DataRouterStateContext>
type DataRouterValue = ContextType<typeof UNSAFE_DataRouterContext>
type DataRouter = NonNullable<DataRouterValue>['router']

/** One page kept alive, with the router state it last saw while visible. */
interface CachedPage {
  key: string
  /** The navigation that entered a `reenter` page (its location key), else ''. */
  entry: string
  element: ReactNode
  location: LocationContextValue
  routerState: RouterStateValue
  dataRouter: DataRouterValue
}

type CachedPages = ReadonlyMap<string, CachedPage>

interface Current {
  path: string
  cacheable: boolean
  /** The entry this render wants: the location key for a `reenter` route, else ''. */
  entry: string
  element: ReactNode
  location: LocationContextValue
  routerState: RouterStateValue
  dataRouter: DataRouterValue
}

/**
 * The router as the cached page of `path` sees it: its navigations are ignored while
 * another page is on screen. The router would resolve them against the visible page's
 * URL (e.g. a search typed just before leaving, applied by a timer after it).
 */
const routerFor = (router: DataRouter, path: string): DataRouter => {
  // navigate is overloaded (a number, or a path and options): pass whatever it got
  const navigate = router.navigate as (...args: unknown[]) => Promise<void>
  return Object.create(router, {
    navigate: {
      value: (...args: unknown[]) =>
        router.state.location.pathname === path ? navigate(...args) : Promise.resolve(),
    },
  }) as DataRouter
}

const dataRouterFor = (value: DataRouterValue, path: string): DataRouterValue =>
  value && { ...value, router: routerFor(value.router, path) }

/** Pass-through pages (/redirect/*) and `noCache` routes are rendered but not kept. */
export const isCacheable = (handle: RouteHandle | undefined): boolean =>
  handle !== undefined && !handle.noCache && !(handle.hidden && handle.breadcrumb === false)

/**
 * The same address (path, query, hash and history state): the page's own view of it need not
 * change. Coming back to a cached page by the menu or a tag is a new navigation to the same
 * address; giving the page the new location and router state would render it again.
 */
const samePlace = (a: LocationContextValue, b: LocationContextValue): boolean =>
  a.location.pathname === b.location.pathname &&
  a.location.search === b.location.search &&
  a.location.hash === b.location.hash &&
  a.location.state === b.location.state

/**
 * The cache after this render: pages no longer listed as visited views (closed, or
 * dropped by the cap of 10) or dropped by a refresh are forgotten; the current page
 * takes its latest element and location. Returns `pages` itself when nothing changed.
 */
const nextPages = (pages: CachedPages, current: Current, listed: Set<string>): CachedPages => {
  const next = new Map(pages)
  for (const [path, page] of pages) {
    const wanted = path === current.path ? current.cacheable : listed.has(path)
    if (!wanted || page.key !== cacheKeyOf(path)) next.delete(path)
  }
  if (current.cacheable) {
    const page = next.get(current.path)
    if (
      !page ||
      page.entry !== current.entry ||
      !samePlace(page.location, current.location) ||
      // a navigation blocker (useBlocker) in the page must see the router's answer
      page.routerState?.blockers !== current.routerState?.blockers
    ) {
      next.set(current.path, {
        key: cacheKeyOf(current.path),
        entry: current.entry,
        element: current.element,
        location: current.location,
        routerState: current.routerState,
        dataRouter: page?.dataRouter ?? dataRouterFor(current.dataRouter, current.path),
      })
    }
  }
  const changed =
    next.size !== pages.size || [...next].some(([path, page]) => pages.get(path) !== page)
  return changed ? next : pages
}

/**
 * Keeps the visited pages alive (docs/product/shell.md "Page cache"): each cached
 * page stays mounted under React's <Activity>, hidden while another page shows, keyed
 * by its path, so what the user typed survives leaving and coming back.
 *
 * A hidden page keeps the location and router state it last saw while visible, and
 * cannot navigate. Without that, its `useLocation` / `useSearchParams` would read the
 * visible page's URL, and a list screen that syncs its filters with the URL could
 * rewrite the visible page's query.
 */
export const PageCache = () => {
  const element = useOutlet()
  const location = useContext(UNSAFE_LocationContext)
  const routerState = useContext(UNSAFE_DataRouterStateContext)
  const dataRouter = useContext(UNSAFE_DataRouterContext)
  const handle = useCurrentHandle()
  const views = useVisitedViews((s) => s.views)
  const [pages, setPages] = useState<CachedPages>(() => new Map())

  const current: Current = {
    path: location.location.pathname,
    cacheable: isCacheable(handle),
    // docs/product/routes.md "Common routes": a `reenter` page is entered anew by every
    // navigation to it, the same URL included (each has a location key of its own)
    entry: handle?.reenter ? location.location.key : '',
    element,
    location,
    routerState,
    dataRouter,
  }
  const listed = new Set(views.filter((v) => !v.noCache).map((v) => v.path))
  const next = nextPages(pages, current, listed)
  // React's "adjust state while rendering": the cache follows the route at once
  if (next !== pages) setPages(next)

  return (
    <>
      {[...next].map(([path, page]) => (
        <Activity
          key={`${page.key}|${page.entry}`}
          mode={path === current.path ? 'visible' : 'hidden'}
        >
          <UNSAFE_DataRouterContext.Provider value={page.dataRouter}>
            <UNSAFE_DataRouterStateContext.Provider value={page.routerState}>
              <UNSAFE_LocationContext.Provider value={page.location}>
                {page.element}
              </UNSAFE_LocationContext.Provider>
            </UNSAFE_DataRouterStateContext.Provider>
          </UNSAFE_DataRouterContext.Provider>
        </Activity>
      ))}
      {!current.cacheable && element}
    </>
  )
}
