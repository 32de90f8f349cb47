import { API, type DashboardSummary } from '@app/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, signIn, test, tokenOf } from '../fixtures.ts'

// A string ECharts writes on every chart it creates: a script holding it is ECharts.
const ECHARTS_MARKER = '_echarts_instance_'

/** GET one endpoint as the signed-in user and return its `data`. */
async function apiData<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const res = await request.get(`/xgz${path}`, { headers: { 'access-token': token }, params })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { data: T }).data
}

/** The bodies of the scripts a page loads while `load` runs, by URL. */
async function scriptsDuring(page: Page, load: () => Promise<void>): Promise<Map<string, string>> {
  const scripts = new Map<string, string>()
  const pending: Promise<void>[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return
    pending.push(
      res
        .text()
        .then((body) => void scripts.set(res.url(), body))
        .catch(() => undefined),
    )
  })
  await load()
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  return scripts
}

const hasECharts = (scripts: Map<string, string>) =>
  [...scripts].filter(([url, body]) => /echarts/i.test(url) || body.includes(ECHARTS_MARKER))

const figure = (page: Page, id: string) => page.getByTestId(`dashboard-figure-${id}-value`)

test.describe('venue dashboard', () => {
  // each test signs in, loads the charts and visits several pages: slow on a busy machine
  test.describe.configure({ timeout: 90_000 })

  test('shows the figures of the server and draws the charts', async ({ page }) => {
    const loaded = await scriptsDuring(page, () => signIn(page, 'admin'))
    await expect(page).toHaveURL(/\/dashboard$/)
    const token = (await tokenOf(page)) ?? ''

    // the expected figures, asked of the server as the same user
    const summary = await apiData<DashboardSummary>(page.request, token, API.dashboard.summary.path)
    const unread = await apiData<{ count: number }>(
      page.request,
      token,
      API.workspace.messageUnread.path,
    )
    const exhibitions = await apiData<{ count: number }>(
      page.request,
      token,
      API.exhibitions.page.path,
      { page: '1', pageSize: '10' },
    )
    expect(summary.unreadMessages).toBe(unread.count)
    expect(summary.exhibitionCount).toBe(exhibitions.count)

    await expect(figure(page, 'today')).toHaveText(String(summary.today.count))
    await expect(figure(page, 'week')).toHaveText(String(summary.week.count))
    await expect(figure(page, 'unread')).toHaveText(String(unread.count))
    await expect(figure(page, 'exhibitions')).toHaveText(String(exhibitions.count))

    // the projects in the venue today, by name, and the tab counts
    const inVenue = page.getByTestId('dashboard-in-venue')
    await expect(inVenue.getByRole('tab', { name: `今日 (${summary.today.count})` })).toBeVisible()
    for (const p of summary.today.top) await expect(inVenue.getByText(p.title)).toBeVisible()

    // both charts drew on a canvas of real size, and say in words what they show
    for (const id of ['month', 'status']) {
      const canvas = page.getByTestId(`dashboard-chart-${id}`).locator('canvas').first()
      await expect(canvas).toBeVisible()
      const box = await canvas.boundingBox()
      expect(box?.width ?? 0).toBeGreaterThan(100)
      expect(box?.height ?? 0).toBeGreaterThan(100)
    }
    const monthChart = page.getByRole('img', { name: /^本月起 6 个月每月在馆项目数：/ })
    await expect(monthChart).toHaveAttribute(
      'aria-label',
      new RegExp(`${summary.byMonth[0]?.month} ${summary.byMonth[0]?.count} 个`),
    )
    // ECharts came with the dashboard (this proves the marker of the /login test finds it)
    const afterCharts = await scriptsDuring(page, async () => {
      await page.reload()
    })
    expect(hasECharts(new Map([...loaded, ...afterCharts])).length).toBeGreaterThan(0)
  })

  test('links the figures to the screens behind them', async ({ page, asUser }) => {
    await asUser('admin')
    const links: [string, string, RegExp][] = [
      ['today', '每日预定', /\/schedules\/dailyReservation$/],
      ['week', '项目日历', /\/schedules\/projectCalendar$/],
      ['unread', '查看消息', /\/message\/index$/],
    ]
    for (const [id, name, url] of links) {
      await page.goto('/dashboard')
      await page.getByTestId(`dashboard-figure-${id}`).getByRole('link', { name }).click()
      await expect(page).toHaveURL(url)
    }
    await page.goto('/dashboard')
    await page
      .getByTestId('dashboard-figure-exhibitions')
      .getByRole('button', { name: '展会列表' })
      .click()
    await expect(page).toHaveURL(/\/exhibition(List\/exhibitionList|Info\/exhibitionInfo)/)
  })

  test('the sign-in page loads no ECharts', async ({ page }) => {
    const scripts = await scriptsDuring(page, async () => {
      await page.goto('/login')
      await expect(page.getByTestId('login-page')).toBeVisible()
    })
    expect(scripts.size).toBeGreaterThan(0)
    expect(hasECharts(scripts).map(([url]) => url)).toEqual([])
  })
})
