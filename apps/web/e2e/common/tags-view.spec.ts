import type { Locator, Page } from '@playwright/test'
import { expect, openInApp, screenshot, signIn, switchSystem, test } from '../fixtures.ts'

/**
 * The tags view and the page cache (docs/product/shell.md "Tags view", "Page cache"), as
 * admin in the venue system, in zh.
 */

/** Ten venue pages after the dashboard, with their tag titles. */
const PAGES = [
  ['/project/projectInfo', '项目信息'],
  ['/project/declarationFile', '申报文件'],
  ['/project/discountManagement', '优惠管理'],
  ['/project/projectCancel', '项目取消'],
  ['/contractManagement/contractManagement', '合同管理'],
  ['/schedules/projectCalendar', '项目日历'],
  ['/customer/customerManage', '客户管理'],
  ['/financialManagement/incomeDetails', '收入明细'],
  ['/taskManagement/myTasks', '我的任务'],
  ['/logManage/login', '登录日志'],
] as const

const bar = (page: Page) => page.getByRole('navigation', { name: '已访问页面' })
const tag = (page: Page, name: string) => bar(page).getByRole('link', { name, exact: true })
const tagNames = (page: Page) => bar(page).getByRole('link')

/**
 * Opens `path` in the app (as a link does; a typed URL is the reloads below) and waits for
 * its tag to be the active one.
 */
const open = async (page: Page, path: string, title: string) => {
  await openInApp(page, path)
  await expect(tag(page, title)).toHaveAttribute('aria-current', 'page')
}

/** Right-clicks a tag and returns its context menu. */
const contextMenu = async (page: Page, name: string): Promise<Locator> => {
  await tag(page, name).click({ button: 'right' })
  // the open dropdown (the sidebar is a menu too)
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

const pick = async (page: Page, name: string, entry: string) => {
  const menu = await contextMenu(page, name)
  await menu.getByRole('menuitem', { name: entry }).click()
}

test('records every page once and keeps at most 10, dropping the second visited', async ({
  asUser,
  page,
}) => {
  test.setTimeout(120_000)
  await asUser('admin')
  await expect(tagNames(page)).toHaveText(['首页'])
  // the affix tag has no close button
  await expect(bar(page).getByRole('button')).toHaveCount(0)

  for (const [path, title] of PAGES.slice(0, 9)) await open(page, path, title)
  await expect(tagNames(page)).toHaveText(['首页', ...PAGES.slice(0, 9).map(([, t]) => t)])

  // only the query changes: the same tag, now leading to the new URL
  await open(page, '/project/projectInfo?from=tags', '项目信息')
  await expect(tagNames(page)).toHaveCount(10)
  await expect(tag(page, '项目信息')).toHaveAttribute('href', '/project/projectInfo?from=tags')

  // the 11th: the second visited (项目信息, after the dashboard) goes
  const [lastPath, lastTitle] = PAGES[9]
  await open(page, lastPath, lastTitle)
  const expected = ['首页', ...PAGES.slice(1).map(([, t]) => t)]
  await expect(tagNames(page)).toHaveText(expected)

  // the redirect pass-through is never recorded, and a reload keeps the tags
  await page.reload()
  await expect(tag(page, lastTitle)).toHaveAttribute('aria-current', 'page')
  await expect(tagNames(page)).toHaveText(expected)
  expect(await page.evaluate(() => sessionStorage.getItem('visitedViews'))).toContain(lastPath)
})

test('keeps typed state alive across tags until 刷新页面', async ({ page, asUser }) => {
  await asUser('admin')
  await open(page, '/taskManagement/taskStatistics', '任务统计')
  await open(page, '/taskManagement/meetingExhibitionForecast', '会展预告')

  const keyword = page.getByRole('textbox', { name: '关键字' })
  await keyword.fill('申报材料')

  // in-app navigation through the tags: the pages stay alive
  await tag(page, '任务统计').click()
  await expect(page).toHaveURL(/\/taskManagement\/taskStatistics$/)
  await expect(keyword).toHaveValue('')
  await keyword.fill('茶博会')
  await tag(page, '会展预告').click()
  await expect(page).toHaveURL(/\/taskManagement\/meetingExhibitionForecast$/)
  await expect(keyword).toHaveValue('申报材料')
  await tag(page, '任务统计').click()
  await expect(keyword).toHaveValue('茶博会')

  // 刷新页面 goes through /redirect and comes back as a fresh page
  const before = page.url()
  await pick(page, '任务统计', '刷新页面')
  await expect(page).toHaveURL(before)
  await expect(keyword).toHaveValue('')
  await expect(tagNames(page)).toHaveText(['首页', '任务统计', '会展预告'])
  // the other page is still alive
  await tag(page, '会展预告').click()
  await expect(keyword).toHaveValue('申报材料')
})

test('a hidden list page keeps its URL-synced filter and does not touch the URL', async ({
  asUser,
  page,
}) => {
  await asUser('admin')
  await open(page, '/logManage/login', '登录日志')
  const userName = page.getByRole('textbox', { name: '用户名称' })
  await userName.fill('zhangwei')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page).toHaveURL(/\/logManage\/login\?.*userName=zhangwei/)
  // the tag follows the query (recorded once the page has rendered)
  await expect(tag(page, '登录日志')).toHaveAttribute('href', /userName=zhangwei/)
  const listUrl = page.url()

  await open(page, '/logManage/operationLog', '操作日志')
  await tag(page, '首页').click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await tag(page, '登录日志').click()
  await expect(page).toHaveURL(listUrl)
  await expect(userName).toHaveValue('zhangwei')
  await tag(page, '首页').click()
  // nothing hidden rewrites the URL of the page on screen
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('closes tags by icon, middle click and each context-menu entry', async ({ page, asUser }) => {
  test.setTimeout(90_000)
  await asUser('admin')
  for (const [path, title] of PAGES.slice(0, 6)) await open(page, path, title)
  // 首页 项目信息 申报文件 优惠管理 项目取消 合同管理 项目日历 (on screen)

  // the close icon of the page on screen: the last visited opens
  await bar(page).getByRole('button', { name: '关闭 项目日历' }).click()
  await expect(page).toHaveURL(/\/contractManagement\/contractManagement$/)
  await expect(tag(page, '合同管理')).toHaveAttribute('aria-current', 'page')

  // middle click on another tag: gone, the page on screen stays
  await tag(page, '申报文件').click({ button: 'middle' })
  await expect(tagNames(page)).toHaveText(['首页', '项目信息', '优惠管理', '项目取消', '合同管理'])
  await expect(page).toHaveURL(/\/contractManagement\/contractManagement$/)
  expect(page.context().pages()).toHaveLength(1)

  // the menu of the first and of the last tag
  let menu = await contextMenu(page, '首页')
  await expect(menu.getByRole('menuitem')).toHaveText([
    '刷新页面',
    '关闭其他',
    '关闭右侧',
    '全部关闭',
  ])
  await page.keyboard.press('Escape')
  menu = await contextMenu(page, '合同管理')
  await expect(menu.getByRole('menuitem')).toHaveText([
    '刷新页面',
    '关闭当前',
    '关闭其他',
    '关闭左侧',
    '全部关闭',
  ])
  const box = await menu.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 1440 && box.y + box.height <= 900).toBe(true)
  await page.keyboard.press('Escape')

  await pick(page, '优惠管理', '关闭右侧')
  await expect(tagNames(page)).toHaveText(['首页', '项目信息', '优惠管理'])
  // the page on screen was closed: the last visited opens
  await expect(page).toHaveURL(/\/project\/discountManagement$/)

  await pick(page, '优惠管理', '关闭左侧')
  await expect(tagNames(page)).toHaveText(['首页', '优惠管理'])

  await open(page, '/project/projectCancel', '项目取消')
  await open(page, '/customer/customerManage', '客户管理')
  await pick(page, '项目取消', '关闭其他')
  await expect(tagNames(page)).toHaveText(['首页', '项目取消'])
  await expect(page).toHaveURL(/\/project\/projectCancel$/)

  await pick(page, '项目取消', '关闭当前')
  await expect(tagNames(page)).toHaveText(['首页'])
  await expect(page).toHaveURL(/\/dashboard$/)

  await open(page, '/project/projectInfo', '项目信息')
  await pick(page, '项目信息', '全部关闭')
  await expect(tagNames(page)).toHaveText(['首页'])
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('scrolls with the wheel and keeps the active tag in view', async ({ page, asUser }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1100, height: 800 })
  await asUser('admin')
  for (const [path, title] of PAGES.slice(0, 9)) await open(page, path, title)
  const scroller = bar(page).locator('.tags-view__scroll')
  const scrollLeft = () => scroller.evaluate((el) => el.scrollLeft)
  // the newest tag is on screen, so the bar has scrolled to the end
  await expect(tag(page, '我的任务')).toBeInViewport()
  expect(await scrollLeft()).toBeGreaterThan(0)

  await scroller.hover()
  await page.mouse.wheel(0, -2000)
  await expect.poll(scrollLeft).toBe(0)
  await page.mouse.wheel(0, 150)
  await expect.poll(scrollLeft).toBeGreaterThan(0)

  // keyboard: Tab reaches the tags and their close buttons
  await tag(page, '首页').focus()
  await page.keyboard.press('Tab')
  await expect(tag(page, '项目信息')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(bar(page).getByRole('button', { name: '关闭 项目信息' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/project\/projectInfo$/)
  await expect(tag(page, '项目信息')).toBeInViewport()
})

test('is cleared on subsystem switch and on logout', async ({ page }) => {
  await signIn(page, 'admin')
  await open(page, '/project/projectInfo', '项目信息')
  await open(page, '/logManage/login', '登录日志')

  await switchSystem(page, '综合服务平台', /\/exhibitionList\/exhibitionList/)
  await expect(tagNames(page)).toHaveText(['展会列表'])

  // the account menu, then 退出登录, again if a busy page lost a click
  const logout = page.getByRole('menuitem', { name: '退出登录' })
  await expect(async () => {
    if (/\/login/.test(page.url())) return
    if (!(await logout.isVisible()))
      await page.getByRole('button', { name: '系统管理员' }).click({ timeout: 2_000 })
    await logout.click({ timeout: 2_000 })
    await expect(page).toHaveURL(/\/login/, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  expect(await page.evaluate(() => sessionStorage.getItem('visitedViews'))).toBeNull()
  await signIn(page, 'admin')
  await expect(tagNames(page)).toHaveText(['首页'])
})

test('screenshots of the bar with its context menu, zh and en', async ({
  asUser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await asUser('admin')
  for (const [path, title] of PAGES.slice(0, 5)) await open(page, path, title)
  await contextMenu(page, '优惠管理')
  await page.waitForTimeout(500) // the menu's opening animation
  await screenshot(page, 'tags-view.zh')

  await context.addCookies([{ name: 'language', value: 'en', url: baseURL as string }])
  await page.reload()
  const english = page.getByRole('navigation', { name: 'Visited pages' })
  await expect(english.getByRole('link')).toHaveCount(6)
  await english.getByRole('link', { name: 'Discounts' }).click({ button: 'right' })
  await expect(page.getByRole('menuitem', { name: 'Close to the left' })).toBeVisible()
  await page.waitForTimeout(500)
  await screenshot(page, 'tags-view.en')
})
