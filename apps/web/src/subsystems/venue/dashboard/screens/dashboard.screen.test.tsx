import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API, type DashboardSummary } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope } from '#web/testing/fake-adapter.ts'
import {
  groupMenu,
  loginResult,
  pageMenu,
  serviceSystem,
  venueSystem,
} from '#web/testing/factories.ts'
import { currentUrl, startApp, type Routes } from '#web/testing/render-app.tsx'
import { useAppSettings } from '#web/stores/app-settings.ts'

// jsdom has no canvas: the chart host shows its text alternative only
vi.mock('#web/features/charts/echart.tsx', () => ({
  EChart: ({ ariaLabel, option }: { ariaLabel: string; option: unknown }) => (
    <div role="img" aria-label={ariaLabel} data-option={JSON.stringify(option)} />
  ),
}))

// same set-up as the log screens: antd's styles make jsdom's visibility checks slow
setUpScreenTests()

/** Midnight of a day in the venue's time zone (the screen shows dates there). */
const day = (d: string) => Date.parse(`${d}T00:00:00+08:00`)
const project = (guid: string, title: string, status: number) => ({
  guid,
  title,
  halls: '1号馆,2号馆',
  status,
  loadInTime: day('2026-11-17'),
  startTime: day('2026-11-18'),
  endTime: day('2026-11-19'),
  loadOutTime: day('2026-11-20'),
})

const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  timeZone: 'Asia/Shanghai',
  today: {
    from: day('2026-11-18'),
    to: day('2026-11-19'),
    count: 2,
    top: [project('p1', '国际茶产业博览会', 3), project('p2', '工业自动化展', 4)],
  },
  week: {
    from: day('2026-11-16'),
    to: day('2026-11-23'),
    count: 7,
    top: [1, 2, 3, 4, 5].map((i) => project(`w${i}`, `本周项目${i}`, 1)),
  },
  byStatus: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((status) => ({
    status,
    count: status === 3 ? 4 : status === 8 ? 1 : 0,
  })),
  byMonth: ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04'].map((month, i) => ({
    month,
    from: 0,
    to: 0,
    count: i === 0 ? 9 : i === 1 ? 2 : 0,
  })),
  exhibitionCount: 12,
  unreadMessages: 3,
  ...overrides,
})

const venueWithSchedules = venueSystem([
  groupMenu('/project', '项目管理', [pageMenu('/project/projectInfo', '项目信息')]),
  groupMenu('/schedules', '档期管理', [
    pageMenu('/schedules/dailyReservation', '每日预定'),
    pageMenu('/schedules/projectCalendar', '项目日历'),
  ]),
])

const openDashboard = async (
  answer: Routes[string],
  menuList = [venueWithSchedules, serviceSystem()],
) => {
  const { token: _token, ...info } = loginResult({ menuList })
  setToken('token-1')
  const app = await startApp('/dashboard', {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    [API.dashboard.summary.path]: answer,
  })
  return { ...app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) }
}

const figure = async (id: string) =>
  (await screen.findByTestId(`dashboard-figure-${id}-value`)).textContent

// a loaded machine makes the first render of the screen and its lazy charts slow
describe('venue dashboard', { timeout: 60_000 }, () => {
  it('shows the figures of the summary and the projects in the venue', async () => {
    const app = await openDashboard(() => ({ body: envelope(summary()) }))
    // the first test pays for loading the screen's modules
    expect(await screen.findByRole('heading', { name: /王经理/ }, { timeout: 30_000 })).toBeTruthy()
    expect(await figure('today')).toBe('2')
    expect(await figure('week')).toBe('7')
    expect(await figure('unread')).toBe('3')
    expect(await figure('exhibitions')).toBe('12')
    expect(screen.getByTestId('dashboard-figure-week').textContent).toContain(
      '11-16 至 11-22（周一至周日）',
    )

    const list = screen.getByTestId('dashboard-in-venue')
    expect(within(list).getByText('国际茶产业博览会')).toBeTruthy()
    expect(within(list).getByText('已签约')).toBeTruthy()
    expect(within(list).getByText('进行中')).toBeTruthy()
    expect(within(list).getAllByText(/进馆 11-17 · 撤馆 11-20 · 1号馆、2号馆/)).toHaveLength(2)
    expect(within(list).getByRole('tab', { name: '今日 (2)' })).toBeTruthy()
    await app.user.click(within(list).getByRole('tab', { name: '本周 (7)' }))
    expect(await within(list).findByText('另有 2 个项目')).toBeTruthy()
    expect(app.calls.filter((c) => c.url === API.dashboard.summary.path)).toHaveLength(1)
  })

  it('describes both charts in words', async () => {
    await openDashboard(() => ({ body: envelope(summary()) }))
    expect(
      await screen.findByRole('img', {
        name: '本月起 6 个月每月在馆项目数：2026-11 9 个，2026-12 2 个，2027-01 0 个，2027-02 0 个，2027-03 0 个，2027-04 0 个',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('img', { name: '各状态项目数：已签约 4 个，已取消 1 个' })).toBeTruthy()
  })

  it('draws in the theme colour', async () => {
    useAppSettings.setState({ theme: '#13C2C2' })
    try {
      const byStatus = [{ status: 2, count: 3 }]
      await openDashboard(() => ({ body: envelope(summary({ byStatus })) }))
      const bars = await screen.findByRole('img', { name: /^本月起/ })
      expect(JSON.parse(bars.dataset.option ?? '{}')).toMatchObject({ color: ['#13C2C2'] })
      // 待签约 has no colour of its own: it takes the theme's
      const ring = screen.getByRole('img', { name: '各状态项目数：待签约 3 个' })
      expect(ring.dataset.option).toContain('"color":"#13C2C2"')
    } finally {
      useAppSettings.setState({ theme: '#409EFF' })
    }
  })

  it('links the figures to the screens behind them', async () => {
    const app = await openDashboard(() => ({ body: envelope(summary()) }))
    const today = await screen.findByTestId('dashboard-figure-today')
    expect(within(today).getByRole('link', { name: '每日预定' }).getAttribute('href')).toBe(
      '/schedules/dailyReservation',
    )
    const week = screen.getByTestId('dashboard-figure-week')
    expect(within(week).getByRole('link', { name: '项目日历' }).getAttribute('href')).toBe(
      '/schedules/projectCalendar',
    )
    await app.user.click(
      within(screen.getByTestId('dashboard-figure-unread')).getByRole('link', { name: '查看消息' }),
    )
    await waitFor(() => expect(currentUrl()).toBe('/message/index'))
  })

  it('enters the service platform from the exhibitions figure', async () => {
    const app = await openDashboard(() => ({ body: envelope(summary()) }))
    const card = await screen.findByTestId('dashboard-figure-exhibitions')
    await app.user.click(within(card).getByRole('button', { name: '展会列表' }))
    await waitFor(() => expect(currentUrl()).toBe('/exhibitionList/exhibitionList'))
  })

  it('offers no link to a screen the user may not open', async () => {
    await openDashboard(() => ({ body: envelope(summary()) }), [venueSystem()])
    const today = await screen.findByTestId('dashboard-figure-today')
    await waitFor(() => expect(today.textContent).toContain('2'))
    expect(within(today).queryByRole('link')).toBeNull()
    const exhibitions = screen.getByTestId('dashboard-figure-exhibitions')
    expect(within(exhibitions).queryByRole('button')).toBeNull()
  })

  it('says when there is nothing to show', async () => {
    const empty = summary({
      today: { ...summary().today, count: 0, top: [] },
      week: { ...summary().week, count: 0, top: [] },
      byStatus: summary().byStatus.map((s) => ({ ...s, count: 0 })),
      byMonth: summary().byMonth.map((m) => ({ ...m, count: 0 })),
    })
    await openDashboard(() => ({ body: envelope(empty) }))
    expect(await figure('today')).toBe('0')
    expect(screen.getByText('暂无在馆项目')).toBeTruthy()
    expect(await screen.findAllByText('暂无项目数据')).toHaveLength(2)
    expect(screen.queryByRole('img', { name: /本月起|各状态/ })).toBeNull()
  })

  it('shows the failure and loads again on 重试', async () => {
    let calls = 0
    const app = await openDashboard(() => {
      calls += 1
      return calls === 1
        ? { status: 500, body: { code: 500, msg: '服务器错误', data: null } }
        : { body: envelope(summary()) }
    })
    const error = await screen.findByTestId('dashboard-error')
    expect(within(error).getByText('看板数据加载失败')).toBeTruthy()
    expect(await figure('today')).toBe('—')
    await app.user.click(within(error).getByRole('button', { name: /重\s*试/ }))
    await waitFor(async () => expect(await figure('today')).toBe('2'))
    expect(screen.queryByTestId('dashboard-error')).toBeNull()
  })
})
