import { API } from '@app/contracts'
import { screen, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { startApp, type Routes } from '#web/testing/render-app.tsx'

/**
 * Signs in with `permissions` to the venue system, whose 系统管理 holds the one page `title`
 * at `path`, opens it over `routes` and waits for its table (named `table`, the title unless
 * told) to show the text `shown`.
 */
export const openSystemScreen = async (o: {
  path: string
  title: string
  permissions: string[]
  routes: Routes
  shown: string
  table?: string
}) => {
  const { token: _token, ...info } = loginResult({
    permissions: o.permissions,
    menuList: [venueSystem([groupMenu('/system', '系统管理', [pageMenu(o.path, o.title)])])],
  })
  setToken('token-1')
  const app = await startApp(o.path, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...shellAnswers(),
    ...o.routes,
  })
  const table = await screen.findByRole('table', { name: o.table ?? o.title }, { timeout: 30_000 })
  await within(table).findByText(o.shown)
  return {
    ...app,
    table,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  }
}

/** A route that keeps each body sent to it in `bodies` and answers `data`. */
export const keepBodies =
  (bodies: unknown[], data: unknown = null) =>
  (c: InternalAxiosRequestConfig) => {
    bodies.push(JSON.parse(String(c.data)))
    return { body: envelope(data) }
  }

/** The table row showing `name`. */
export const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr')
  if (!row) throw new Error(`no row ${name}`)
  return row
}
export const dialog = () => screen.getByRole('dialog')
export const button = (scope: HTMLElement, name: RegExp | string) =>
  within(scope).getByRole('button', { name })
