import { API } from '@app/contracts'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  installErrorLog,
  keepsErrorLog,
  logRouteError,
} from '#web/features/error-log/capture-errors.ts'
import type { ErrorEntry } from '#web/features/error-log/error-entry.ts'
import { ErrorLogButton } from '#web/features/error-log/error-log-button.tsx'
import { useErrorLog } from '#web/features/error-log/error-log-store.ts'
import { ApiError, callApi, configureApiClient } from '#web/shared/lib/api-client.ts'
import { resetAppSettingsStore, useAppSettings } from '#web/stores/app-settings.ts'
import { Providers } from '#web/testing/app-providers.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

let stop: () => void = () => undefined
let appHooks: Parameters<typeof configureApiClient>[0]
let network: ReturnType<typeof fakeNetwork> | undefined
const reports: ErrorEntry[][] = []

/** Starts the log as main.tsx does, in a build `errorLog` names (vitest's mode is `test`). */
const start = (errorLog: string | string[] = ['production', 'test']) => {
  useAppSettings.setState({ errorLog })
  stop = installErrorLog({
    send: async (entries) => {
      reports.push(entries)
    },
  })
}

const uncaught = (error: Error) =>
  window.dispatchEvent(
    new ErrorEvent('error', {
      message: error.message,
      filename: 'http://venue.test/assets/index.js',
      lineno: 12,
      colno: 34,
      error,
    }),
  )
const unhandledRejection = (reason: unknown) =>
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))

const answering = (reply: Reply) => {
  network = fakeNetwork(() => reply)
  return callApi(API.auth.versionList).catch(() => undefined)
}

const kept = () => useErrorLog.getState().entries

beforeEach(() => {
  useErrorLog.getState().clear()
  reports.length = 0
  appHooks = configureApiClient({ notify: () => undefined })
})
afterEach(() => {
  stop()
  stop = () => undefined
  configureApiClient(appHooks)
  network?.restore()
  network = undefined
  resetAppSettingsStore()
  useErrorLog.getState().clear()
})

describe('the error log (shell.md "Error log")', () => {
  it('is kept in the builds errorLog names, one mode or a list', () => {
    expect(keepsErrorLog('production', 'production')).toBe(true)
    expect(keepsErrorLog('production', 'development')).toBe(false)
    expect(keepsErrorLog(['production', 'development'], 'development')).toBe(true)
    expect(keepsErrorLog([], 'production')).toBe(false)
  })

  it('shows no badge while nothing is kept', () => {
    start()
    render(
      <Providers>
        <ErrorLogButton />
      </Providers>,
    )
    expect(screen.queryByRole('button', { name: /错误日志/ })).toBeNull()
  })

  it('keeps an uncaught error and a rejected promise, and the badge shows their count', async () => {
    start()
    render(
      <Providers>
        <ErrorLogButton />
      </Providers>,
    )
    act(() => {
      uncaught(new TypeError('x is undefined'))
      unhandledRejection(new Error('nobody caught me'))
    })
    expect(kept()).toMatchObject([
      {
        message: 'x is undefined',
        where: 'http://venue.test/assets/index.js:12:34',
        url: window.location.href,
        stack: expect.stringContaining('TypeError: x is undefined'),
        time: expect.any(Number),
      },
      { message: 'nobody caught me', where: expect.stringMatching(/:\d+:\d+$/) },
    ])
    const badge = await screen.findByRole('button', { name: '错误日志（2 条）' })
    expect(badge.querySelector('.ant-badge')?.textContent).toContain('2')
  })

  it('lists the entries in a dialog, the stack behind the row, and clears them', async () => {
    start()
    render(
      <Providers>
        <ErrorLogButton />
      </Providers>,
    )
    act(() => uncaught(new Error('first')))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '错误日志（1 条）' }))
    const dialog = await screen.findByRole('dialog', { name: '错误日志' })
    const table = within(dialog).getByRole('table', { name: '错误日志' })
    expect(within(table).getByText('first')).toBeTruthy()
    expect(within(table).getByText('http://venue.test/assets/index.js:12:34')).toBeTruthy()
    await user.click(within(table).getByRole('button', { name: /expand|展开/i }))
    expect(within(dialog).getByLabelText('调用堆栈').textContent).toContain('Error: first')
    await user.click(within(dialog).getByRole('button', { name: /清\s?空/ }))
    expect(kept()).toEqual([])
    expect(screen.queryByRole('button', { name: /错误日志/ })).toBeNull()
  })

  it('keeps a call the server failed or never answered, not an answer the screen explains', async () => {
    start()
    await answering({ status: 500, body: envelope(null, 500, '服务器内部错误') })
    await answering({ status: 502, body: '<html>Bad Gateway</html>' })
    await answering({ fail: 'network' })
    for (const code of [400, 401, 403, 404, 409, 429]) {
      await answering({ status: code, body: envelope(null, code, 'no') })
    }
    const path = API.auth.versionList.path
    expect(kept().map((e) => e.where)).toEqual([
      `GET ${path} (500)`,
      `GET ${path} (502)`,
      `GET ${path} (network)`,
    ])
    expect(kept()[0]?.message).toBe('服务器内部错误')
    // the rejection of a failed call reaching no handler is not kept a second time
    act(() => unhandledRejection(new ApiError('http', 'server error 500', 500)))
    expect(kept()).toHaveLength(3)
  })

  it('never keeps a failure of its own report (no loop)', async () => {
    start()
    network = fakeNetwork(() => ({ status: 500, body: envelope(null, 500, 'down') }))
    const failed = await callApi(API.clientErrors.report, {
      body: { entries: [{ message: 'm', where: '', url: '', stack: '', time: 1 }] },
      silent: true,
      unlogged: true,
    }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(Error)
    expect(kept()).toEqual([])
  })

  it('keeps a render error reaching the router with its component stack', async () => {
    start()
    // React reports the caught error on the console as well
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = () => {
      throw new Error('render failed')
    }
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: () => <p>failed</p> },
    ])
    render(<RouterProvider router={router} onError={logRouteError} />)
    await screen.findByText('failed')
    expect(kept()).toMatchObject([
      { message: 'render failed', where: expect.stringContaining('Broken') },
    ])
  })

  it('keeps nothing in a build errorLog does not name', async () => {
    start('production')
    // the page's own listener: without one the test runner treats the error as its own
    const ignore = () => undefined
    window.addEventListener('error', ignore)
    act(() => {
      uncaught(new Error('lost'))
      unhandledRejection(new Error('lost too'))
    })
    window.removeEventListener('error', ignore)
    await answering({ status: 500, body: envelope(null, 500, 'down') })
    expect(kept()).toEqual([])
    expect(reports).toEqual([])
  })
})
