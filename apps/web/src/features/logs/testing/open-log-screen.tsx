import { API } from '@app/contracts'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { startApp, type Routes } from '#web/testing/render-app.tsx'

/** Signs in as a user whose only menus are the two logs, then opens `url`. */
export const openLogScreen = async (url: string, routes: Routes, permissions: string[]) => {
  const { token: _token, ...info } = loginResult({
    permissions,
    menuList: [
      venueSystem([
        groupMenu('/logManage', '日志管理', [
          pageMenu('/logManage/login', '登录日志'),
          pageMenu('/logManage/operationLog', '操作日志'),
        ]),
      ]),
    ],
  })
  setToken('token-1')
  const app = await startApp(url, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...shellAnswers(),
    ...routes,
  })
  return { ...app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) }
}

/** The table row holding `text`. */
export const rowWith = (table: HTMLElement, text: string): HTMLElement => {
  const cell = [...table.querySelectorAll('td')].find((td) => td.textContent === text)
  const row = cell?.closest('tr')
  if (!row) throw new Error(`no row with a cell "${text}"`)
  return row
}
