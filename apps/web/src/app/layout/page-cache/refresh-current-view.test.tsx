import { API } from '@app/contracts'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { refreshCurrentView } from '#web/app/layout/page-cache/refresh-current-view.ts'
import { currentRouter } from '#web/app/router.tsx'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { currentUrl, startApp, stopApp, type Routes } from '#web/testing/render-app.tsx'

// two pages of the generic frame (ADR 010), each with its keyword field
const { token: _token, ...userInfo } = loginResult({
  menuList: [
    venueSystem([
      groupMenu('/taskManagement', '任务管理', [
        pageMenu('/taskManagement/taskStatistics', '任务统计'),
        pageMenu('/taskManagement/meetingExhibitionForecast', '会展预告'),
      ]),
    ]),
  ],
})

const api: Routes = {
  [API.auth.backgroundImage.path]: () => ({ body: envelope({ url: '' }) }),
  [API.auth.loginInfo.path]: () => ({ body: envelope(userInfo) }),
}

/**
 * The keyword field of the page on screen. Hidden cached pages have one too (inside a
 * `display: none` Activity boundary), with the same id, so it is not found by its label.
 */
const keyword = () =>
  waitFor(
    () => {
      const shown = screen
        .getAllByPlaceholderText('请输入关键字')
        .filter((input) => !input.closest('[style*="display: none"]'))
      expect(shown).toHaveLength(1)
      return shown[0] as HTMLInputElement
    },
    { timeout: 10_000 },
  )

const go = (to: string) => act(() => currentRouter()?.navigate(to))

/**
 * Waits until the keyword field on screen holds `value`. Right after a navigation the
 * page that is leaving can still be the one shown for a moment, so one look is not
 * enough; a page that never shows `value` fails after the timeout.
 */
const expectKeyword = (value: string) =>
  waitFor(async () => expect((await keyword()).value).toBe(value), { timeout: 10_000 })

afterEach(() => stopApp())

// the whole app starts in each test: its first screen can take a while on a busy machine
describe('refreshCurrentView', { timeout: 40_000 }, () => {
  it('re-enters the page on screen as a fresh page', async () => {
    setToken('token-1')
    const app = await startApp('/taskManagement/taskStatistics?tab=1', api)
    await app.user.type(await keyword(), 'first')
    await go('/taskManagement/meetingExhibitionForecast')
    await app.user.type(await keyword(), 'second')

    act(() => refreshCurrentView())
    await waitFor(() => expect(currentUrl()).toBe('/taskManagement/meetingExhibitionForecast'))
    await expectKeyword('')

    // going on at once keeps the other page's text, and is not pulled back by the refresh
    await go('/taskManagement/taskStatistics?tab=1')
    await expectKeyword('first')
    expect(currentUrl()).toBe('/taskManagement/taskStatistics?tab=1')
  })

  it('clears the whole page cache with clearAll and keeps the query', async () => {
    setToken('token-1')
    const app = await startApp('/taskManagement/meetingExhibitionForecast', api)
    await app.user.type(await keyword(), 'second')
    await go('/taskManagement/taskStatistics?tab=1')
    await app.user.type(await keyword(), 'first')

    act(() => refreshCurrentView({ clearAll: true }))
    await waitFor(() => expect(currentUrl()).toBe('/taskManagement/taskStatistics?tab=1'))
    await expectKeyword('')

    await go('/taskManagement/meetingExhibitionForecast')
    await expectKeyword('')
  })
})
