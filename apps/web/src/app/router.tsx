import { authEndpoints } from '@app/contracts'
import NProgress from 'nprogress'
import { createBrowserRouter, createPath, RouterProvider, type RouteObject } from 'react-router'
import { create } from 'zustand'
import { buildAnonymousRoutes, WHITELIST } from '#web/app/public-routes.ts'
import type * as RouteRegistry from '#web/app/route-registry.ts'
import { logRouteError } from '#web/features/error-log/capture-errors.ts'
import { ApiError, callApi, configureApiClient } from '#web/shared/lib/api-client.ts'
import { APP_VERSION } from '#web/shared/lib/app-version.ts'
import { i18n } from '#web/shared/lib/i18n.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { getLocal, LOCAL_KEYS, setLocal } from '#web/shared/lib/storage.ts'
import { selectCurrentSystem, useSession, type RouterRequest } from '#web/stores/session.ts'

type AppRouterInstance = ReturnType<typeof createBrowserRouter>

/** docs/product/routes.md "No exhibition chosen": 1.5 s for the "no exhibition" block. */
const NO_EXHIBITION_SECONDS = 1.5

NProgress.configure({
  showSpinner: false,
  // NProgress's own template gives the bar role="bar", which is no ARIA role (axe: serious);
  // the bar is decoration, so it is hidden from assistive technology instead
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
})

const useRouterHolder = create<{ router: AppRouterInstance | null; epoch: number }>(() => ({
  router: null,
  epoch: 0,
}))

let current: AppRouterInstance | null = null

const registryContext: RouteRegistry.RegistryContext = {
  hasExhibition: () => Boolean(useSession.getState().currentExhibitionGuid),
  // A router that has not finished its first navigation has no page to go back to.
  previousPath: () => (current?.state.initialized ? createPath(current.state.location) : null),
  notifyNoExhibition: () => {
    notify('warning', i18n.t('errors.noExhibition'), NO_EXHIBITION_SECONDS)
  },
}

/**
 * The subsystems' route tables (app/route-registry.ts) are a chunk of their own that only a
 * signed-in session loads, so /login does not carry every screen's route and preload list
 * (docs/product/performance.md "Front-end load"). Loaded once; a failed load is tried again.
 */
let registry: typeof RouteRegistry | null = null
let registryLoad: Promise<typeof RouteRegistry> | null = null

const loadRegistry = (): Promise<typeof RouteRegistry> =>
  (registryLoad ??= import('#web/app/route-registry.ts').then(
    (mod) => (registry = mod),
    (error: unknown) => {
      registryLoad = null
      throw error
    },
  ))

/** The user's details, asked at boot beside the texts (prefetchSignedInLoad). */
let earlyUserInfo: ReturnType<typeof callApi<typeof authEndpoints.loginInfo>> | null = null

/**
 * The user's details for the first router: the answer asked at boot, or a call now. A failure
 * of the one asked at boot, made silently before the texts were loaded, is asked again so that
 * it is shown in the user's language, unless it ended the session (a 401 says so itself).
 */
const loadUserInfo = () => {
  const early = earlyUserInfo
  earlyUserInfo = null
  if (!early) return callApi(authEndpoints.loginInfo)
  return early.catch((error: unknown) => {
    if (!useSession.getState().token) throw error
    return callApi(authEndpoints.loginInfo)
  })
}

/**
 * A page load with a session: the user's details, the route tables, the layout and the first
 * screen are asked for at once, beside the texts (app/main.tsx), not one after another after
 * the texts: the server answers while the browser evaluates the code.
 */
export const prefetchSignedInLoad = (): void => {
  const session = useSession.getState()
  if (!session.token) return
  if (!session.infoLoaded && !earlyUserInfo) {
    wireApiClient()
    // its failure is shown, and the call made again, once the texts are here (loadUserInfo)
    earlyUserInfo = callApi(authEndpoints.loginInfo, { silent: true })
    earlyUserInfo.catch(() => undefined)
  }
  loadRegistry().then(
    (reg) =>
      reg.preloadFirstScreen(window.location.pathname, selectCurrentSystem(useSession.getState())),
    // the router loads the tables again, and says so if they fail
    () => undefined,
  )
}

/**
 * The routes the current session may use: anonymous, or the current subsystem's
 * (`reg`: the route tables, which a signed-in session has loaded).
 */
const routesForSession = (reg: typeof RouteRegistry | null): RouteObject[] => {
  const session = useSession.getState()
  if (!session.token || !reg) return buildAnonymousRoutes()
  return reg.buildSignedInRoutes({
    system: selectCurrentSystem(session),
    roles: session.roles,
    ctx: registryContext,
  })
}

const currentUrl = (): string => window.location.pathname + window.location.search

/** /login?redirect=<where the user was>, as the guard sends a signed-out visitor. */
const loginWithRedirect = (): string => {
  const path = currentUrl()
  const pathname = window.location.pathname
  return pathname === '/' || WHITELIST.includes(pathname)
    ? '/login'
    : `/login?redirect=${encodeURIComponent(path)}`
}

/** The HTTP client's hooks into the session and the router. */
const wireApiClient = (): void => {
  configureApiClient({
    onUnauthorized: () => useSession.getState().resetToken(loginWithRedirect()),
    onContextLost: () => {
      if (current) void current.navigate('/')
      else window.history.replaceState(null, '', '/')
    },
  })
}

const attachProgress = (router: AppRouterInstance): void => {
  // docs/product/routes.md "Route guard": NProgress on every navigation, early redirects included
  if (!router.state.initialized) NProgress.start()
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') NProgress.done()
    else NProgress.start()
  })
}

/**
 * Creates a fresh router over `routes` and drops the old one: sign-in, sign-out and a
 * subsystem switch each get a whole new router, never routes appended to a stale one
 * (docs/product/routes.md "Route guard"). `target` is written to the address bar first, so the new
 * router starts there.
 */
const install = (routes: RouteObject[], target?: string, mode: 'push' | 'replace' = 'replace') => {
  if (target !== undefined && target !== currentUrl()) {
    if (mode === 'push') window.history.pushState(null, '', target)
    else window.history.replaceState(null, '', target)
  }
  const previous = current
  const router = createBrowserRouter(routes)
  current = router
  attachProgress(router)
  useRouterHolder.setState((s) => ({ router, epoch: s.epoch + 1 }))
  previous?.dispose()
}

/** Counts the router requests: one answered after a later one was made is dropped. */
let requestSeq = 0

const onRouterRequest = async (request: RouterRequest): Promise<void> => {
  const seq = ++requestSeq
  // no wait without a token, nor once the route tables are here (after the first signed-in router)
  const reg = useSession.getState().token ? (registry ?? (await loadRegistry())) : null
  if (seq !== requestSeq) return
  const routes = routesForSession(reg)
  switch (request.reason) {
    case 'signIn': {
      // docs/product/routes.md "Route guard": go to `redirect` if the user has that
      // route, else to /
      const target =
        request.redirect && reg?.userHasRoute(routes, request.redirect) ? request.redirect : '/'
      install(routes, target, 'replace')
      return
    }
    case 'signOut':
      install(routes, request.to, 'replace')
      return
    case 'switchSystem':
      install(routes, request.to, 'push')
      return
  }
}

/**
 * docs/product/shell.md "Session": a stored version other than 4.3.7 resets the session silently
 * and goes to /login; then the current version is stored. A visitor already on a page open to all
 * (e.g. /fs/login with its one-time code) stays there: nothing protected is shown.
 */
export const checkAppVersion = (): void => {
  const hadSession = !!useSession.getState().token || !!getLocal(LOCAL_KEYS.userInfo)
  // A first visit has no version and no session: nothing to reset, so the route guard
  // handles it and a deep link keeps its ?redirect= (docs/product/routes.md "Route guard").
  const stored = getLocal(LOCAL_KEYS.version)
  if (stored !== APP_VERSION && hadSession) {
    // a sign-out with no call behind it: say why
    console.warn(`stored version ${String(stored)} is not ${APP_VERSION}: signed out`)
    useSession.getState().resetToken('/login')
    if (!WHITELIST.includes(window.location.pathname)) {
      window.history.replaceState(null, '', '/login')
    }
  }
  setLocal(LOCAL_KEYS.version, APP_VERSION)
}

/**
 * The client has already shown its own failures; anything else is shown here, and written to
 * the console: it may have signed the user out, with no failed call to tell why.
 */
const showFailure = (error: unknown): void => {
  if (error instanceof ApiError) return
  console.error('routing failed:', error)
  const text = error instanceof Error && error.message ? error.message : ''
  notify('error', text || i18n.t('errors.hasError'), 3)
}

let started = false

let unsubscribeSession: (() => void) | null = null

/**
 * Wires the HTTP client to the session, then builds the first router. With a token but
 * no user loaded yet (a page load), /login/info comes first (docs/product/shell.md "Session"); any
 * failure resets the token and sends the user to /login?redirect=… .
 */
export const startRouting = async (): Promise<void> => {
  if (started) return
  started = true
  wireApiClient()
  unsubscribeSession = useSession.subscribe((state, prev) => {
    if (state.routerEpoch !== prev.routerEpoch && state.routerRequest) {
      onRouterRequest(state.routerRequest).catch(showFailure)
    }
  })

  const session = useSession.getState()
  if (session.token && !session.infoLoaded) {
    NProgress.start()
    try {
      // the route tables load while the server answers
      const [info, reg] = await Promise.all([loadUserInfo(), loadRegistry()])
      useSession.getState().applyUserInfo(info)
      install(routesForSession(reg))
    } catch (error) {
      showFailure(error)
      // A 401 has already signed the user out (and installed the sign-in router).
      if (useSession.getState().token) useSession.getState().resetToken(loginWithRedirect())
    } finally {
      NProgress.done()
    }
    return
  }
  install(routesForSession(useSession.getState().token ? await loadRegistry() : null))
}

/** Renders the current router; a new router remounts the whole tree. */
export const AppRouter = () => {
  const { router, epoch } = useRouterHolder()
  if (!router) return null
  // render errors (with their component stack) and loader failures go to the error log
  return <RouterProvider key={epoch} router={router} onError={logRouteError} />
}

/** The live router, for code outside React (tests, the HTTP client's 206 rule). */
export const currentRouter = (): AppRouterInstance | null => current

/** Drops the router and the session wiring, so a test can start the app again. */
export const stopRouting = (): void => {
  unsubscribeSession?.()
  unsubscribeSession = null
  earlyUserInfo = null
  current?.dispose()
  current = null
  useRouterHolder.setState({ router: null, epoch: 0 })
  started = false
}
