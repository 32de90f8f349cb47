import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API, PERMISSIONS, type Conflict } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { startApp, type Routes } from '#web/testing/render-app.tsx'

setUpScreenTests()

const G = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const side = (n: number, projectTitle: string, level: number) => ({
  mid: G(n),
  projectGuid: G(n + 100),
  projectTitle,
  siteGuid: G(1),
  siteName: '1号馆',
  status: 0,
  level,
})
const conflict = (over: Partial<Conflict> = {}): Conflict => ({
  key: `${G(2)}:${G(3)}`,
  fromDate: '2027-04-20',
  toDate: '2027-04-23',
  from_date_t: 480,
  to_date_t: 1200,
  a: side(2, '新能源汽车博览会', 1),
  b: side(3, '智能汽车展', 1),
  type: 'same',
  grade: 'handle',
  state: 'open',
  handlerName: null,
  handledAt: null,
  note: '',
  ...over,
})

const open = async (routes: Routes, permissions: string[]) => {
  const { token: _token, ...info } = loginResult({
    permissions,
    menuList: [
      venueSystem([
        groupMenu('/schedules', '排期管理', [
          pageMenu('/schedules/reservationConflict', '预订冲突'),
        ]),
      ]),
    ],
  })
  setToken('token-1')
  const app = await startApp('/schedules/reservationConflict', {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...shellAnswers(),
    ...routes,
  })
  return { ...app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) }
}

describe('/schedules/reservationConflict', () => {
  it('lists a conflict with its grade tag and state, and marks it coordinated with a note', async () => {
    let current = conflict()
    const app = await open(
      {
        [API.schedule.conflicts.path]: () => ({ body: envelope([current]) }),
        [API.schedule.handleConflict.path]: (config) => {
          const body = JSON.parse(String(config.data)) as { state: 'resolved'; note: string }
          current = {
            ...current,
            state: body.state,
            note: body.note,
            handlerName: '系统管理员',
            handledAt: 0,
          }
          return { body: envelope(current) }
        },
      },
      [PERMISSIONS.reservationConflict.list, PERMISSIONS.reservationConflict.handle],
    )
    // the lazy screen's first import (antd's Table and friends) is slow on a cold, busy machine
    const row = (await screen.findByText('新能源汽车博览会', {}, { timeout: 25_000 })).closest(
      'tr',
    )!
    expect(within(row).getByText('需处理')).toBeTruthy()
    expect(within(row).getByText('待处理')).toBeTruthy()
    // ignoring needs its own permission
    expect(within(row).queryByRole('button', { name: '忽略' })).toBeNull()

    await app.user.click(within(row).getByRole('button', { name: '标记已协调' }))
    const dialog = await screen.findByRole('dialog')
    await app.user.type(within(dialog).getByLabelText('备注'), '已与两家客户协调')
    await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))

    await waitFor(() =>
      expect(
        app.calls
          .filter((c) => c.url === API.schedule.handleConflict.path)
          .map((c) => JSON.parse(String(c.data)) as unknown),
      ).toEqual([{ key: current.key, state: 'resolved', note: '已与两家客户协调' }]),
    )
    const updated = (await screen.findByText('已协调')).closest('tr')!
    expect(within(updated).getByRole('button', { name: '重新打开' })).toBeTruthy()
    expect(app.unhandled).toEqual([])
  }, 40_000)
})
