import { API, PERMISSIONS, type ExhibitionRow } from '@app/contracts'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { loginResult, serviceSystem } from '#web/testing/factories.ts'
import { startApp, type Routes } from '#web/testing/render-app.tsx'

export const EXHIBITION_PERMISSIONS = [
  PERMISSIONS.exhibition.list,
  PERMISSIONS.exhibition.query,
  PERMISSIONS.exhibition.home,
]

export const exhibitionRow = (overrides: Partial<ExhibitionRow> = {}): ExhibitionRow => ({
  guid: 'exh-tea-2026',
  title: '2026中国（深圳）国际茶产业博览会',
  projectIdNumber: 'CHA-2026',
  industry: '茶及茶文化',
  region: '华南',
  applyTimeStart: new Date(2026, 2, 1).getTime(),
  applyTimeEnd: new Date(2026, 3, 20).getTime(),
  startTime: new Date(2026, 4, 1).getTime(),
  endTime: new Date(2026, 4, 4).getTime(),
  status: 1,
  onHome: true,
  ...overrides,
})

const DICTIONARIES: Routes = {
  [API.dictionaries.industryList.path]: () => ({
    body: envelope([{ guid: 'ind-tea', value: '茶及茶文化' }]),
  }),
  [API.dictionaries.regionList.path]: () => ({
    body: envelope([{ guid: 'reg-s', value: '华南' }]),
  }),
}

/** Signs in to the service platform only (so it is the current system), then opens `url`. */
export const openServiceScreen = async (
  url: string,
  routes: Routes,
  permissions: string[] = EXHIBITION_PERMISSIONS,
) => {
  const { token: _token, ...info } = loginResult({ permissions, menuList: [serviceSystem()] })
  setToken('token-1')
  const app = await startApp(url, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...DICTIONARIES,
    ...shellAnswers(),
    // the head bar asks for the current exhibition (docs/product/shell.md "Head bar")
    [API.exhibitions.userInfo.path]: () => ({ body: envelope(null) }),
    ...routes,
  })
  return { ...app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) }
}
