import { redirect, type LoaderFunction, type RouteObject } from 'react-router'
import { RouteError, RouteRoot } from '#web/app/route-root.tsx'
import type { RouteHandle, ScreenModule } from '#web/shared/lib/route-types.ts'

// The routes a visitor without a token has. They live apart from the subsystems' route
// tables (app/route-registry.ts), which the entry loads only for a signed-in session: the
// sign-in page stays light (docs/product/performance.md "Front-end load").

/** docs/product/routes.md "Route guard": reachable without a token. */
export const WHITELIST: readonly string[] = [
  '/login',
  '/fs/login',
  '/auth-redirect',
  '/404',
  '/401',
]

export const lazyScreen =
  (load: () => Promise<ScreenModule>): RouteObject['lazy'] =>
  async () => {
    const mod = await load()
    return mod.loader
      ? { Component: mod.Component, ErrorBoundary: mod.ErrorBoundary, loader: mod.loader }
      : { Component: mod.Component, ErrorBoundary: mod.ErrorBoundary }
  }

/** A route that only redirects from its loader renders nothing in the meantime. */
export const RedirectOnly = () => null

export const publicRoutes = (signedIn: boolean): RouteObject[] => [
  signedIn
    ? // docs/product/routes.md "Common routes": a signed-in visitor going to /login is sent to /
      { path: '/login', loader: () => redirect('/'), Component: RedirectOnly }
    : {
        path: '/login',
        handle: { title: 'common.route.login' } satisfies RouteHandle,
        lazy: lazyScreen(() => import('#web/features/auth/screens/login.screen.tsx')),
      },
  {
    path: '/fs/login',
    handle: { title: 'common.route.fsLogin' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('#web/features/auth/screens/fs-login.screen.tsx')),
  },
  {
    path: '/auth-redirect',
    handle: { title: 'common.route.authRedirect' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('#web/features/auth/screens/auth-redirect.screen.tsx')),
  },
  {
    path: '/404',
    handle: { title: 'common.route.notFound' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('#web/features/error-pages/screens/not-found.screen.tsx')),
  },
  {
    path: '/401',
    handle: { title: 'common.route.unauthorized' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('#web/features/error-pages/screens/unauthorized.screen.tsx')),
  },
]

export const rootRoute = (children: RouteObject[]): RouteObject[] => [
  {
    id: 'root',
    Component: RouteRoot,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children,
  },
]

/** The catch-all: always the very last route (docs/product/routes.md "Route guard"). */
export const catchAll = (loader: LoaderFunction): RouteObject => ({
  path: '*',
  loader,
  Component: RedirectOnly,
})

/**
 * Without a token: the whitelist, and everything else to /login?redirect=<path>
 * (docs/product/routes.md "Route guard").
 */
export const buildAnonymousRoutes = (): RouteObject[] =>
  rootRoute([
    ...publicRoutes(false),
    catchAll(({ request }) => {
      const url = new URL(request.url)
      const path = url.pathname + url.search
      return redirect(path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`)
    }),
  ])
