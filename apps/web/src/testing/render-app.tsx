import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { Providers } from '#web/app/providers.tsx'
import {
  AppRouter,
  checkAppVersion,
  currentRouter,
  startRouting,
  stopRouting,
} from '#web/app/router.tsx'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { APP_VERSION } from '#web/shared/lib/app-version.ts'
import { LOCAL_KEYS, setLocal } from '#web/shared/lib/storage.ts'
import { resetSessionStore } from '#web/stores/session.ts'
import { useVisitedViews } from '#web/stores/visited-views.ts'
import { fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

export type Routes = Record<string, (config: InternalAxiosRequestConfig) => Reply>

let stopNetwork: (() => void) | null = null

/**
 * Starts the whole app at `url` over a fake network answering `routes` (by path under
 * /xgz). A call no route answers fails and is listed in `unhandled`, so a test can
 * insist that nothing unexpected was called (docs/house-style.md "Tests":
 * onUnhandledRequest 'error').
 */
export const startApp = async (
  url: string,
  routes: Routes,
  { storedVersion = APP_VERSION }: { storedVersion?: string | null } = {},
) => {
  window.history.replaceState(null, '', url)
  if (storedVersion) setLocal(LOCAL_KEYS.version, storedVersion)
  resetSessionStore()
  useVisitedViews.setState({ views: [] })
  resetApiClientState()
  const unhandled: string[] = []
  const network = fakeNetwork((config) => {
    const answer = routes[config.url ?? '']
    if (answer) return answer(config)
    unhandled.push(`${config.method?.toUpperCase()} ${config.url}`)
    return { status: 404, body: { code: 404, msg: `unhandled ${config.url}`, data: null } }
  })
  stopNetwork = network.restore
  checkAppVersion()
  const view = render(
    <Providers>
      <AppRouter />
    </Providers>,
  )
  await act(() => startRouting())
  return { ...view, calls: network.calls, unhandled, user: userEvent.setup() }
}

export const stopApp = (): void => {
  act(() => stopRouting())
  stopNetwork?.()
  stopNetwork = null
}

/** Moves the started app to `url` in place, as a link inside the app does (no reload). */
export const navigateApp = async (url: string): Promise<void> => {
  await act(() => currentRouter()?.navigate(url))
}

/** Where the browser is, as the address bar shows it. */
export const currentUrl = (): string => window.location.pathname + window.location.search
