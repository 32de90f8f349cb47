import { API, type GridData, type GridRow } from '@app/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, screenshot, test, tokenOf } from '../fixtures.ts'

// The booking flow on the real grid, server and seed: drag, book, reload, and a second
// drag over the same cells refused with the server's conflict message.

const DAY_MS = 86_400_000
/** Far enough ahead that the seed leaves meeting rooms free. */
const DAYS_AHEAD = 150

const venueDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(ms)
const venueMidnight = (date: string) => Date.parse(`${date}T00:00:00+08:00`)

async function gridOf(request: APIRequestContext, token: string, from: string, days: number) {
  const res = await request.get(`/xgz${API.schedule.grid.path}`, {
    headers: { 'access-token': token },
    params: {
      dateFrom: String(venueMidnight(from)),
      dateTo: String(venueMidnight(from) + days * DAY_MS),
      mode: 'site',
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { data: GridData }).data
}

const leaves = (rows: readonly GridRow[]): GridRow[] =>
  rows.flatMap((r) => (r.children_list.length ? leaves(r.children_list) : [r]))

/** A meeting room with no booking and no disable period in the window. */
function freeRoom(data: GridData): GridRow {
  const busy = new Set(data.missions.map((m) => m.siteGuid))
  const room = leaves(data.rows).find(
    (r) =>
      r.siteGuid !== null &&
      /会议室/.test(r.project_title) &&
      !busy.has(r.siteGuid) &&
      r.siteRelation.length === 0 &&
      r.SiteDisableFlag === 0,
  )
  if (!room) throw new Error('the seed left no meeting room free')
  return room
}

/** Drags with the real mouse across the whole of one day on one site's row. */
async function dragAcrossDay(page: Page, siteName: string, dayLabel: string) {
  const label = page.getByRole('rowheader', { name: new RegExp(`^${siteName}`) })
  await label.scrollIntoViewIfNeeded()
  const row = await label.boundingBox()
  const day = await page.locator('.sg-day', { hasText: dayLabel }).first().boundingBox()
  if (!row || !day) throw new Error('the grid is not laid out')
  const y = row.y + row.height / 2
  await page.mouse.move(day.x + 6, y)
  await page.mouse.down()
  await page.mouse.move(day.x + day.width / 2, y, { steps: 5 })
  await page.mouse.move(day.x + day.width - 6, y, { steps: 5 })
  await page.mouse.up()
}

async function fillBooking(page: Page, projectTitle: string, shotName?: string) {
  const dialog = page.getByRole('dialog', { name: '新增预订' })
  await expect(dialog).toBeVisible()
  const project = dialog.getByLabel('项目')
  await project.click()
  await project.fill(projectTitle)
  await page.locator('.ant-select-item-option', { hasText: projectTitle }).first().click()
  await dialog.getByLabel('备注').click()
  await page.keyboard.type('浏览器测试预订')
  if (shotName) await screenshot(page, shotName)
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  return dialog
}

test.describe('/schedules/Date booking', () => {
  test('a drag books a free room that survives a reload, a second drag over it is refused, the details edit and delete it', async ({
    asUser,
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await asUser('admin')
    const token = await tokenOf(page)
    if (!token) throw new Error('no token after sign-in')
    const date = venueDate(Date.now() + DAYS_AHEAD * DAY_MS)
    const before = await gridOf(request, token, date, 3)
    const room = freeRoom(before)
    const projects = (await (
      await request.get(`/xgz${API.schedule.projects.path}`, { headers: { 'access-token': token } })
    ).json()) as { data: { title: string }[] }
    const projectTitle = projects.data[0]?.title
    if (!projectTitle) throw new Error('no bookable project')
    const [, month, dayOfMonth] = date.split('-').map(Number)
    const dayLabel = `${month}月${dayOfMonth}日`

    await page.goto(`/schedules/Date?date=${date}`)
    await expect(page.getByRole('grid')).toBeVisible()
    await dragAcrossDay(page, room.project_title, dayLabel)
    await fillBooking(page, projectTitle, 'booking-dialog-zh')
    await expect(page.getByText('预订已保存')).toBeVisible()

    await page.reload()
    // blocks are a picture to screen readers (ADR 020): found by their tooltip text
    const booking = page.locator(`.sg-block[data-saved="1"][title*="${projectTitle}"]`)
    await expect(booking.first()).toBeVisible()
    await expect(booking.first()).toHaveAttribute('data-saved', '1')
    const saved = (await gridOf(request, token, date, 1)).missions.filter(
      (m) => m.siteGuid === room.siteGuid,
    )
    expect(saved).toHaveLength(1)

    // a saved block opens its details
    // scroll first and let the grid see the scroll event: it maps the pointer through the
    // offset of the last scroll event, which a click right after a programmatic scroll beats
    await booking.first().scrollIntoViewIfNeeded()
    await page.waitForTimeout(200)
    await booking.first().click()
    const drawer = page.locator('.ant-drawer')
    await expect(drawer.getByText('浏览器测试预订')).toBeVisible()
    await expect(drawer.getByText(room.project_title)).toBeVisible()
    await page.waitForTimeout(400) // the slide-in
    await screenshot(page, 'booking-drawer-zh')
    await drawer.locator('.ant-drawer-close').click()
    await expect(drawer.getByText('浏览器测试预订')).toBeHidden()
    // the mask fades out after the panel: the next drag must reach the grid
    await expect(page.locator('.ant-drawer-mask')).toHaveCount(0)

    await dragAcrossDay(page, room.project_title, dayLabel)
    await fillBooking(page, projectTitle)
    await expect(page.getByText(/与已有预订冲突/).first()).toBeVisible()
    const after = (await gridOf(request, token, date, 1)).missions.filter(
      (m) => m.siteGuid === room.siteGuid,
    )
    expect(after).toHaveLength(1)

    // edit the booking's usage in its details, then delete it
    const openDetails = async () => {
      await booking.first().scrollIntoViewIfNeeded()
      await page.waitForTimeout(200)
      await booking.first().click()
      await expect(drawer.getByText('浏览器测试预订')).toBeVisible()
    }
    await openDetails()
    await drawer.getByRole('button', { name: /编\s*辑/ }).click()
    await drawer.getByLabel('用途').click()
    await page.locator('.ant-select-item-option', { hasText: '会议' }).click()
    await drawer.getByRole('button', { name: /保\s*存/ }).click()
    await expect(page.getByText('预订已更新')).toBeVisible()
    await expect
      .poll(
        async () =>
          (await gridOf(request, token, date, 1)).missions.find((m) => m.siteGuid === room.siteGuid)
            ?.usage,
      )
      .toBe('meeting')
    await expect(page.locator('.ant-drawer-mask')).toHaveCount(0)

    await openDetails()
    await drawer.getByRole('button', { name: /删\s*除/ }).click()
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click()
    await expect(page.getByText('预订已删除')).toBeVisible()
    await expect
      .poll(async () =>
        (await gridOf(request, token, date, 1)).missions.filter(
          (m) => m.siteGuid === room.siteGuid,
        ),
      )
      .toHaveLength(0)
  })
})

// the four screens are shot in zh and en by the built-pages specs
test('the grid exports an .xlsx built in a Web Worker', async ({ page, asUser }) => {
  await asUser('admin', { at: '/schedules/Date' })
  await expect(page.getByRole('grid').getByRole('rowheader').first()).toBeVisible()
  // the .xlsx is built in a Web Worker and saved through a link
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /导\s*出/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^场地排期_.*\.xlsx$/)
})
