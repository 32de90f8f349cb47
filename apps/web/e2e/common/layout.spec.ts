import type { BrowserContext, Page } from '@playwright/test'
import { E2E } from '../e2e-settings.ts'
import { expect, screenshot, test } from '../fixtures.ts'

/**
 * The shell's frame (docs/product/shell.md "Layout", "Sidebar", "Settings",
 * "Size", "Language"): sidebar, top menu, size, settings panel, full screen. zh, admin.
 */

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value

const widthOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).boundingBox())?.width ?? 0

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: '系统布局配置' }).click()
  await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeVisible()
}

const closeSettings = async (page: Page) => {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeHidden()
}

const setLanguage = (context: BrowserContext, baseURL: string, language: 'zh' | 'en') =>
  context.addCookies([{ name: 'language', value: language, url: baseURL }])

test.beforeEach(async ({ context, baseURL }) => {
  await setLanguage(context, baseURL as string, 'zh')
})

test('the hamburger closes and opens the 210 px sidebar, keeping 0 then 1 in a cookie', async ({
  asUser,
  page,
  context,
}) => {
  await asUser('admin', { at: '/project/projectInfo' })
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible()
  expect(await widthOf(page, 'sidebar')).toBe(210)

  const hamburger = page.getByRole('button', { name: '展开/收起侧边栏' })
  await hamburger.click()
  await expect.poll(() => cookie(context, 'sidebarStatus')).toBe('0')
  // closed: icons only
  await expect.poll(() => widthOf(page, 'sidebar')).toBe(64)
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible()

  await hamburger.click()
  await expect.poll(() => cookie(context, 'sidebarStatus')).toBe('1')
  await expect.poll(() => widthOf(page, 'sidebar')).toBe(210)

  // the state survives a reload
  await hamburger.click()
  await page.reload()
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible()
  expect(await widthOf(page, 'sidebar')).toBe(64)
})

test('below 992 px the sidebar is a drawer that closes on navigation', async ({ page, asUser }) => {
  await asUser('admin', { at: '/project/projectInfo' })
  await expect(page.getByTestId('sidebar')).toBeVisible()

  await page.setViewportSize({ width: 900, height: 800 })
  await expect(page.getByTestId('sidebar')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeHidden()
  // the page keeps the width the sidebar gave up
  const content = page.getByRole('main')
  await expect(content).toBeInViewport()
  expect((await content.boundingBox())?.x).toBeLessThan(100)

  await page.getByRole('button', { name: '展开/收起侧边栏' }).click()
  const side = page.getByRole('navigation', { name: '侧边菜单' })
  await expect(side).toBeVisible()
  await side.getByRole('menuitem', { name: '申报文件' }).click()
  await expect(page).toHaveURL(/\/project\/declarationFile$/)
  await expect(side).toBeHidden()
  await expect(content).toBeInViewport()
})

test('the top menu scrolls 200 px a click, with arrows only when it overflows', async ({
  asUser,
  page,
}) => {
  await page.setViewportSize({ width: 2560, height: 900 })
  await asUser('admin')
  const top = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(top.getByRole('menuitem').first()).toBeVisible()
  const left = top.getByRole('button', { name: '菜单向左滚动' })
  const right = top.getByRole('button', { name: '菜单向右滚动' })
  await expect(left).toHaveCount(0)
  await expect(right).toHaveCount(0)

  // each item about 97 px wide (docs/product/shell.md "Head bar")
  for (const item of await top.getByRole('menuitem').all()) {
    const width = (await item.boundingBox())?.width ?? 0
    expect(width).toBeGreaterThanOrEqual(90)
    expect(width).toBeLessThanOrEqual(110)
  }

  await page.setViewportSize({ width: 1100, height: 900 })
  await expect(right).toBeEnabled()
  await expect(left).toBeDisabled()
  const scroller = page.getByTestId('top-menu-scroller')
  const scrollLeft = () => scroller.evaluate((el) => Math.round(el.scrollLeft))
  expect(await scrollLeft()).toBe(0)
  await right.click()
  await expect.poll(scrollLeft).toBe(200)
  await expect(left).toBeEnabled()
  await left.click()
  await expect.poll(scrollLeft).toBe(0)
  await expect(left).toBeDisabled()

  // at the far end the right arrow is disabled
  for (let i = 0; i < 10 && (await right.isEnabled()); i += 1) {
    await right.click()
    await page.waitForTimeout(400)
  }
  await expect(right).toBeDisabled()
})

test('each size sets the real control height, the size cookie and says so', async ({
  asUser,
  page,
  context,
}) => {
  await asUser('admin', { at: '/logManage/login' })
  const search = page.getByRole('search')
  const button = search.getByRole('button', { name: '搜索' })
  const input = search.locator('.ant-input-affix-wrapper:visible').first()
  await expect(button).toBeVisible()
  // the stored size defaults to medium (docs/product/shell.md "Size")
  expect((await button.boundingBox())?.height).toBe(36)

  const sizes = [
    { label: '默认', key: 'default', height: 40 },
    { label: '小型', key: 'small', height: 32 },
    { label: '迷你', key: 'mini', height: 28 },
    { label: '中等', key: 'medium', height: 36 },
  ]
  const openDropdowns = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')
  const confirmation = page.getByText('布局大小切换成功')
  for (const size of sizes) {
    await page.getByRole('button', { name: '布局大小' }).click()
    const item = page.getByRole('menuitem', { name: size.label })
    await expect(item).toBeVisible()
    await expect(item).not.toHaveAttribute('aria-disabled', 'true')
    await item.click()
    await expect(confirmation).toBeVisible()
    await expect.poll(() => cookie(context, 'size')).toBe(size.key)
    await expect(page).toHaveURL(/\/logManage\/login$/)
    await expect.poll(async () => (await button.boundingBox())?.height).toBe(size.height)
    await expect.poll(async () => (await input.boundingBox())?.height).toBe(size.height)
    // the current size is disabled in the menu
    await page.getByRole('button', { name: '布局大小' }).click()
    await expect(page.getByRole('menuitem', { name: size.label })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await page.keyboard.press('Escape')
    // a closing menu still takes clicks, and a message left from the previous size
    // would confirm nothing: start each round from a quiet screen
    await expect(openDropdowns).toHaveCount(0)
    await expect(confirmation).toBeHidden({ timeout: 8000 })
  }
})

test('the theme colour applies at once and is there on the first paint after a reload', async ({
  asUser,
  page,
}) => {
  await asUser('admin', { at: '/logManage/login' })
  const primary = page.getByRole('search').getByRole('button', { name: '搜索' })
  // controls take the readable shade of the theme colour (ADR 013): #409EFF -> #2a68a8
  await expect(primary).toHaveCSS('background-color', 'rgb(42, 104, 168)')

  await openSettings(page)
  await page.getByRole('button', { name: '#f5222d' }).click()
  // #f5222d -> its readable shade #c91c25
  await expect(primary).toHaveCSS('background-color', 'rgb(201, 28, 37)')
  await closeSettings(page)

  // the first primary button ever rendered after the reload is already red (no flash)
  await page.addInitScript(() => {
    const seen = window as unknown as { firstPrimary?: string; cssPrimary?: string }
    document.addEventListener('DOMContentLoaded', () => {
      seen.cssPrimary = getComputedStyle(document.documentElement)
        .getPropertyValue('--app-primary')
        .trim()
    })
    new MutationObserver((_, observer) => {
      const button = document.querySelector('.ant-btn-primary')
      if (!button) return
      seen.firstPrimary = getComputedStyle(button).backgroundColor
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(primary).toHaveCSS('background-color', 'rgb(201, 28, 37)')
  const seen = await page.evaluate(() => {
    const { cssPrimary, firstPrimary } = window as unknown as Record<string, string>
    return { cssPrimary, firstPrimary }
  })
  expect(seen).toEqual({ cssPrimary: '#f5222d', firstPrimary: 'rgb(201, 28, 37)' })
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f5222d')
})

test('menuInLeft puts the whole menu tree in the sidebar and hides the top menu', async ({
  asUser,
  page,
}) => {
  await asUser('admin')
  await expect(page.getByRole('navigation', { name: '顶部菜单' })).toBeVisible()
  await openSettings(page)
  await page.getByRole('switch', { name: '菜单显示在左侧' }).click()
  await closeSettings(page)

  await expect(page.getByRole('navigation', { name: '顶部菜单' })).toHaveCount(0)
  const side = page.getByRole('navigation', { name: '侧边菜单' })
  await expect(side.getByRole('menuitem').first()).toHaveText('首页')
  await expect(side.getByText('项目管理')).toBeVisible()
  await side.getByText('系统管理').click()
  await side.getByRole('menuitem', { name: '用户管理' }).click()
  await expect(page).toHaveURL(/\/system\/user$/)
  const crumbs = page.getByRole('navigation', { name: '面包屑导航' })
  await expect(crumbs).toContainText('系统管理')
  await expect(crumbs).toContainText('用户管理')

  // kept after a reload
  await page.reload()
  await expect(side.getByText('项目管理')).toBeVisible()
  await expect(page.getByRole('navigation', { name: '顶部菜单' })).toHaveCount(0)
})

test('tagsView off hides the tags bar; fixedHeader keeps the head bar in view', async ({
  asUser,
  page,
}) => {
  await asUser('admin', { at: '/logManage/login' })
  await expect(page.getByTestId('tags-view')).toBeVisible()
  await openSettings(page)
  await page.getByRole('switch', { name: '开启标签栏' }).click()
  await closeSettings(page)
  await expect(page.getByTestId('tags-view')).toBeHidden()

  // a page taller than the window, so that it scrolls
  await page.evaluate(() => {
    const filler = document.createElement('div')
    filler.style.height = '3000px'
    document.querySelector('main')?.append(filler)
  })
  const headTop = async () => (await page.getByTestId('head-bar').boundingBox())?.y
  await page.evaluate(() => window.scrollTo(0, 1000))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  expect(await headTop()).toBe(0)

  await page.evaluate(() => window.scrollTo(0, 0))
  await openSettings(page)
  await page.getByRole('switch', { name: '固定头部' }).click()
  await closeSettings(page)
  await page.evaluate(() => window.scrollTo(0, 1000))
  await expect.poll(headTop).toBeLessThan(-500)
})

test('the venue name and the sidebar logo come from the settings panel', async ({
  page,
  asUser,
}) => {
  await asUser('admin')
  await expect(page.getByTestId('head-logo')).toContainText('智慧场馆运营管理平台')
  await openSettings(page)
  await page.getByLabel('场馆名称').fill('国际会展中心')
  await page.getByRole('switch', { name: '侧边栏 Logo' }).click()
  await closeSettings(page)
  await expect(page.getByTestId('head-logo')).toContainText('国际会展中心')
  await expect(page.getByTestId('sidebar-logo')).toContainText('国际会展中心')
  await page.reload()
  await expect(page.getByTestId('head-logo')).toContainText('国际会展中心')
  expect(await page.evaluate(() => localStorage.getItem('venueName'))).toBe('国际会展中心')

  // a logo uploaded through the upload endpoint replaces the default one, until reset
  const headLogo = page.getByTestId('head-logo').locator('img')
  await expect(headLogo).toHaveAttribute('src', '/favicon.svg')
  await openSettings(page)
  await page
    .getByRole('dialog', { name: '系统布局配置' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    })
  await expect(page.getByText('Logo 已更新')).toBeVisible()
  await expect(headLogo).toHaveAttribute('src', /^\/xgz\/files\/.+\.png$/)
  await expect.poll(() => headLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await page.getByRole('button', { name: '恢复默认 Logo' }).click()
  await expect(headLogo).toHaveAttribute('src', '/favicon.svg')
})

test('full screen where the browser cannot: you browser can not work', async ({ page, asUser }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false })
  })
  await asUser('admin')
  await page.getByRole('button', { name: '全屏' }).click()
  await expect(page.getByText('you browser can not work')).toBeVisible()
})

for (const language of ['zh', 'en'] as const) {
  test(`screenshots of the frame in ${language}`, async ({ page, context, baseURL, asUser }) => {
    // pictures for review; what they show is checked by the tests above
    test.skip(!E2E.shots, 'pictures only: E2E_SHOTS=1')
    const shot = (name: string) => screenshot(page, `layout-${name}.${language}`)
    await asUser('admin')
    await setLanguage(context, baseURL as string, language)
    await page.goto('/project/projectInfo')
    const sideName = language === 'zh' ? '侧边菜单' : 'Side menu'
    await expect(page.getByRole('navigation', { name: sideName })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shot('head-bar-sidebar')

    await page
      .getByRole('button', { name: language === 'zh' ? '系统布局配置' : 'Page layout settings' })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.waitForTimeout(400)
    await shot('settings-drawer')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    const hamburger = page.getByRole('button', {
      name: language === 'zh' ? '展开/收起侧边栏' : 'Show or hide the sidebar',
    })
    await hamburger.click()
    await expect.poll(() => widthOf(page, 'sidebar')).toBe(64)
    await shot('sidebar-collapsed')
    await hamburger.click()

    await page.setViewportSize({ width: 900, height: 900 })
    await expect(page.getByTestId('sidebar')).toHaveCount(0)
    await page.waitForTimeout(400)
    await shot('mobile-page')
    await hamburger.click()
    await expect(page.getByRole('navigation', { name: sideName })).toBeVisible()
    await page.waitForTimeout(400)
    await shot('mobile-drawer')
  })
}
