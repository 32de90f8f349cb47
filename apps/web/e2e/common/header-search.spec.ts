import type { Page } from '@playwright/test'
import { type AsUser, expect, screenshot, test } from '../fixtures.ts'

const searchBox = (page: Page, name = '搜索页面') => page.getByRole('combobox', { name })
/** Opens the app as admin and waits for the head bar, whose search listens for the shortcuts. */
const signInReady = async (page: Page, asUser: AsUser) => {
  await asUser('admin')
  await expect(page.getByRole('button', { name: '搜索页面' })).toBeVisible()
}
/** The visible result rows of the open search. */
const results = (page: Page) => page.locator('.ant-select-dropdown .ant-select-item-option')

test('Ctrl+K and / open the search; xmxx finds 项目信息 and Enter opens it', async ({
  page,
  asUser,
}) => {
  await signInReady(page, asUser)

  await page.keyboard.press('Control+K')
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(searchBox(page)).toHaveCount(0)

  await page.keyboard.press('/')
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type('xmxx')
  await expect(results(page).first()).toHaveText('项目管理 > 项目信息')
  await page.waitForLoadState('networkidle')
  await screenshot(page, 'header-search.zh')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/project\/projectInfo$/)
  await expect(page).toHaveTitle(/^项目信息/)
  await expect(searchBox(page)).toHaveCount(0)
})

test('arrows move through the results and Enter opens the chosen one', async ({ page, asUser }) => {
  await signInReady(page, asUser)
  await page.keyboard.press('Control+K')
  await page.keyboard.type('项目')
  await expect(results(page).nth(1)).toBeVisible()
  const second = (await results(page).nth(1).innerText()).trim()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('.ant-select-item-option-active')).toHaveText(second)
  await page.keyboard.press('Enter')
  const title = second.split(' > ').pop() as string
  await expect(page).toHaveTitle(new RegExp(`^${title}`))
})

test('a page is also found by its path', async ({ page, asUser }) => {
  await signInReady(page, asUser)
  await page.keyboard.press('Control+K')
  await page.keyboard.type('declarationFile')
  await expect(results(page).first()).toHaveText('项目管理 > 申报文件')
})

test('with supportPinyinSearch off, xmxx finds nothing but 项目信息 still does', async ({
  page,
  asUser,
}) => {
  await asUser('admin')
  await page.evaluate(() =>
    localStorage.setItem('layoutSettings', JSON.stringify({ supportPinyinSearch: false })),
  )
  await page.reload()
  await expect(page.getByRole('button', { name: '搜索页面' })).toBeVisible()
  await page.keyboard.press('Control+K')
  await page.keyboard.type('xmxx')
  await expect(page.getByText('没有匹配的页面')).toBeVisible()
  await expect(results(page)).toHaveCount(0)
  await searchBox(page).fill('项目信息')
  await expect(results(page).first()).toHaveText('项目管理 > 项目信息')
})

test('the search in English, with results (screenshot)', async ({
  page,
  context,
  baseURL,
  asUser,
}) => {
  await asUser('admin')
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL as string }])
  await page.reload()
  await expect(page.getByRole('button', { name: 'Search pages' })).toBeVisible()
  await page.keyboard.press('Control+K')
  await expect(searchBox(page, 'Search pages')).toBeFocused()
  await page.keyboard.type('project')
  await expect(results(page).first()).toBeVisible()
  // pinyin is for Chinese only
  await searchBox(page, 'Search pages').fill('xmxx')
  await expect(page.getByText('No matching page')).toBeVisible()
  await searchBox(page, 'Search pages').fill('project')
  await expect(results(page).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await screenshot(page, 'header-search.en')
})
