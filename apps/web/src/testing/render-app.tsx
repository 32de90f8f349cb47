import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { InternalAxiosRequestConfig } from 'axios'
import { Providers } from '#web/app/providers.tsx'
import {
  AppRouter,
  checkAppVersion,
  prefetchSignedInLoad,
  currentRouter,
  startRouting,
  stopRouting,
} from '#web/app/router.tsx'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { APP_VERSION } from '#web/shared/lib/app-version.ts'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { queryClient } from '#web/shared/lib/query-client.ts'
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
  // as app/main.tsx boots
  checkAppVersion()
  prefetchSignedInLoad()
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

/**
 * The hooks of a test file that opens whole screens in zh. antd's styles are not in jsdom
 * (they come in antd.css, which only main.tsx loads: ADR 024), so what role queries and
 * user-event would take for visible is not what a browser shows: these tests skip those
 * checks (the browser tests see real visibility). antd's own texts
 * (确定 / 取消) are in Chinese, as main.tsx loads them; after each test the app stops and
 * the query cache empties.
 */
export const setUpScreenTests = (): void => {
  beforeAll(async () => {
    configure({ defaultHidden: true })
    await loadUiLocale('zh')
  })
  afterAll(() => configure({ defaultHidden: false }))
  afterEach(() => {
    stopApp()
    queryClient.clear()
  })
}

/**
 * Waits for the open dialog to close. jsdom runs no CSS animation: the closing one is
 * ended here (as rc-motion's own deadline does), so that the dialog's content unmounts
 * (destroyOnHidden) as in a browser and the next dialog is the only one.
 */
export const dialogClosed = async (): Promise<void> => {
  const shown = screen.getByRole('dialog')
  await waitFor(() => expect(shown.className).toContain('-leave-active'))
  fireEvent(shown, Object.assign(new Event('transitionend'), { deadline: true }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}
