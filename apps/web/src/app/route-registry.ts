import type { MenuNode, SystemCode, SystemEntry } from '@app/contracts'
import {
  matchPath,
  matchRoutes,
  redirect,
  replace,
  type LoaderFunction,
  type RouteObject,
} from 'react-router'
import {
  catchAll,
  lazyScreen,
  publicRoutes,
  RedirectOnly,
  rootRoute,
  WHITELIST,
} from '#web/app/public-routes.ts'
import type { RouteHandle, ScreenRoute, SubsystemTable } from '#web/shared/lib/route-types.ts'
import { registerMenuGroupTitles } from '#web/shared/lib/menu-group-titles.ts'
import { credentialTable } from '#web/subsystems/credential/routes.ts'
import { EXHIBITION_LIST_PATH } from '#web/subsystems/service/exhibition/exhibition-paths.ts'
import { NO_EXHIBITION_PATHS, serviceTable } from '#web/subsystems/service/routes.ts'
import { REPORT_GROUP_PATH, venueTable } from '#web/subsystems/venue/routes.ts'

// The routes without a token are in app/public-routes.ts; these two are used from here too.
export { buildAnonymousRoutes, WHITELIST } from '#web/app/public-routes.ts'

export const SUBSYSTEM_TABLES: Record<SystemCode, SubsystemTable> = {
  venue: venueTable,
  service: serviceTable,
  credential: credentialTable,
}
for (const [code, table] of Object.entries(SUBSYSTEM_TABLES)) {
  registerMenuGroupTitles(code as SystemCode, table.groups)
}

/**
 * docs/product/routes.md: the base route set is the venue system's unless another
 * system is current.
 */
export const tableOf = (system: SystemEntry | undefined): SubsystemTable =>
  SUBSYSTEM_TABLES[system?.code ?? 'venue']

const reportScreen = () => import('#web/subsystems/venue/report/screens/report.screen.tsx')
const dashboardScreen = () => import('#web/subsystems/venue/dashboard/screens/dashboard.screen.tsx')
const layoutScreen = () => import('#web/app/layout/basic-layout.tsx')

/** What the routes need from the running app, injected so the tables stay testable. */
export interface RegistryContext {
  /**
   * true when a current exhibition is stored (service platform, docs/product/routes.md
   * "No exhibition chosen").
   */
  hasExhibition: () => boolean
  /** The page the user is leaving, or null on the first navigation of a router. */
  previousPath: () => string | null
  /** Shows 当前没有展会，请先进入展会列表页选择展会! for 1.5 s. */
  notifyNoExhibition: () => void
}

export interface SignedInInput {
  system: SystemEntry | undefined
  roles: readonly string[]
  ctx: RegistryContext
}

const joinPath = (parent: string, child: string): string =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`

/** Every path of a menu tree, children's relative paths resolved against their parent. */
export const collectMenuPaths = (menus: readonly MenuNode[], parent = ''): Set<string> => {
  const paths = new Set<string>()
  const walk = (nodes: readonly MenuNode[], base: string) => {
    for (const node of nodes) {
      const full = node.path ? joinPath(base || '/', node.path) : base
      if (node.path && node.menuType !== 'F') paths.add(full)
      if (node.children?.length) walk(node.children, full)
    }
  }
  walk(menus, parent)
  return paths
}

/** Full path → the server's name, for every group (M) and page (C) of a menu tree. */
export const collectMenuNames = (menus: readonly MenuNode[]): Map<string, string> => {
  const names = new Map<string, string>()
  const walk = (nodes: readonly MenuNode[], base: string) => {
    for (const node of nodes) {
      const full = node.path ? joinPath(base || '/', node.path) : base
      if (node.path && node.menuType !== 'F' && node.menuName) names.set(full, node.menuName)
      if (node.children?.length) walk(node.children, full)
    }
  }
  walk(menus, '')
  return names
}

const lastSegment = (path: string): string => path.split('/').filter(Boolean).pop() ?? ''

/**
 * docs/product/routes.md "Report management": each C menu under the /reportManagement group becomes
 * /reportManagement/<last segment of its path>, titled by the menu name as given.
 */
export const reportRoutesOf = (menus: readonly MenuNode[]): ScreenRoute[] => {
  const group = menus.find((m) => m.menuType === 'M' && m.path === REPORT_GROUP_PATH)
  const seen = new Set<string>()
  const routes: ScreenRoute[] = []
  for (const child of group?.children ?? []) {
    const segment = lastSegment(child.path)
    if (child.menuType !== 'C' || !segment || seen.has(segment)) continue
    seen.add(segment)
    routes.push({
      path: `${REPORT_GROUP_PATH}/${segment}`,
      titleKey: child.menuName,
      hidden: Boolean(child.hidden),
      lazy: reportScreen,
    })
  }
  return routes
}

/**
 * The screens of a subsystem the user may open: those whose path (or menu path) is in
 * the server's menu tree, or whose roles match (docs/product/routes.md "Menus and permissions").
 */
export const selectScreens = (
  table: SubsystemTable,
  menus: readonly MenuNode[],
  roles: readonly string[],
): ScreenRoute[] => {
  const menuPaths = collectMenuPaths(menus)
  return table.routes.filter(
    (r) =>
      menuPaths.has(r.path) ||
      (r.menuPath !== undefined && menuPaths.has(r.menuPath)) ||
      (r.roles?.some((role) => roles.includes(role)) ?? false),
  )
}

const pathnameOf = (path: string): string => path.split(/[?#]/)[0] ?? path

const screenHandle = (r: ScreenRoute, titleRaw = false, menuName?: string): RouteHandle => ({
  title: r.titleKey,
  titleRaw,
  ...(menuName ? { menuName } : {}),
  icon: r.icon,
  hidden: r.hidden,
  affix: r.affix,
  noCache: r.noCache,
  ...(r.reenter ? { reenter: true } : {}),
  menuPath: r.menuPath ?? r.path,
  roles: r.roles,
})

/**
 * docs/product/routes.md "No exhibition chosen": without a current exhibition, service-platform
 * pages (but the listed exceptions) cancel the navigation with a 1.5 s message. A loader cannot
 * cancel, so it sends the user back where they came from, or to the exhibition list.
 */
const exhibitionGuard =
  (ctx: RegistryContext): LoaderFunction =>
  () => {
    if (ctx.hasExhibition()) return null
    ctx.notifyNoExhibition()
    const previous = ctx.previousPath()
    const back =
      previous && NO_EXHIBITION_PATHS.includes(pathnameOf(previous))
        ? previous
        : EXHIBITION_LIST_PATH
    return replace(back)
  }

/** true when the service platform blocks this path until an exhibition is chosen. */
export const needsExhibition = (code: SystemCode, path: string): boolean =>
  code === 'service' && !NO_EXHIBITION_PATHS.includes(path)

/**
 * With a token: the common routes, the current subsystem's screens the user may open,
 * the /reportManagement children from the menus, and the catch-all to /404 installed
 * last so a reload of a deep link does not land on 404 (docs/product/routes.md "Route guard").
 */
export const buildSignedInRoutes = ({ system, roles, ctx }: SignedInInput): RouteObject[] => {
  const table = tableOf(system)
  const menus = system?.menus ?? []
  const guard = exhibitionGuard(ctx)
  const guarded = (path: string): Pick<RouteObject, 'loader'> =>
    needsExhibition(table.code, path) ? { loader: guard } : {}

  const names = collectMenuNames(menus)
  const screens = selectScreens(table, menus, roles).map<RouteObject>((r) => ({
    path: r.path,
    handle: screenHandle(r, false, names.get(r.path)),
    lazy: lazyScreen(r.lazy),
    ...guarded(r.path),
  }))
  const reports = reportRoutesOf(menus).map<RouteObject>((r) => ({
    path: r.path,
    handle: screenHandle(r, true),
    lazy: lazyScreen(r.lazy),
    ...guarded(r.path),
  }))

  const common: RouteObject[] = [
    {
      path: '/redirect/*',
      handle: { title: 'common.route.redirect', hidden: true, breadcrumb: false } as RouteHandle,
      lazy: lazyScreen(() => import('#web/app/screens/redirect.screen.tsx')),
    },
    {
      path: '/message/index',
      handle: { title: 'common.route.message', hidden: true } satisfies RouteHandle,
      lazy: lazyScreen(() => import('#web/features/messages/screens/message-list.screen.tsx')),
      ...guarded('/message/index'),
    },
    {
      path: '/profile/index',
      handle: { title: 'common.route.profile', hidden: true } satisfies RouteHandle,
      lazy: lazyScreen(() => import('#web/features/profile/screens/profile.screen.tsx')),
      ...guarded('/profile/index'),
    },
  ]
  if (table.code === 'venue') {
    common.push({
      path: '/dashboard',
      handle: {
        title: 'common.route.dashboard',
        affix: true,
        menuPath: '/dashboard',
      } satisfies RouteHandle,
      lazy: lazyScreen(dashboardScreen),
    })
  }

  return rootRoute([
    ...publicRoutes(true),
    // docs/product/routes.md: / leads to the subsystem's home
    { path: '/', loader: () => redirect(table.home), Component: RedirectOnly },
    {
      id: 'layout',
      lazy: lazyScreen(layoutScreen),
      children: [...common, ...screens, ...reports],
    },
    catchAll(() => redirect('/404')),
  ])
}

/** Flattens a route tree to its leaf paths, in order (for tests and the header search). */
export const routePaths = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])])

/**
 * true when `path` opens a page of `routes` other than the catch-all (docs/product/routes.md
 * "Route guard": after sign-in, go to `redirect` only if the user has that route).
 */
export const userHasRoute = (routes: RouteObject[], path: string): boolean => {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  const pathname = pathnameOf(path)
  if (WHITELIST.includes(pathname)) return false
  const matches = matchRoutes(routes, pathname)
  const leaf = matches?.[matches.length - 1]?.route
  return Boolean(leaf && leaf.path !== '*')
}

/** The i18n title key of a path in a subsystem's table, if it has one. */
export const titleKeyOf = (table: SubsystemTable, path: string): string | undefined =>
  path === '/dashboard'
    ? 'common.route.dashboard'
    : (table.routes.find((r) => r.path === path)?.titleKey ??
      table.groups.find((g) => g.path === path)?.titleKey)

/**
 * Starts loading the code a signed-in page load renders first, the layout and the screen at
 * `pathname` (for /, the subsystem's home), while the server is asked for the user's details:
 * the router would ask for it only once it has them, one round of downloads later
 * (docs/product/performance.md "Front-end load"). The router's own imports then find it loaded.
 * A path the tables do not have loads the layout only; a failed download is left to the router.
 */
export const preloadFirstScreen = (pathname: string, system: SystemEntry | undefined): void => {
  const table = tableOf(system)
  const path = pathname === '/' ? table.home : pathname
  const screen =
    table.code === 'venue' && path === '/dashboard'
      ? dashboardScreen
      : table.routes.find((r) => matchPath(r.path, path))?.lazy
  for (const load of [layoutScreen, screen]) void load?.().catch(() => undefined)
}
