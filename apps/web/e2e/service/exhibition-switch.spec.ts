import { API } from '@app/contracts'
import type { Page } from '@playwright/test'
import { type AsUser, expect, screenshot, switchSystem, test, tokenOf } from '../fixtures.ts'

/** Signs in as admin and switches to the service platform through the account menu. */
const openServicePlatform = async (page: Page, asUser: AsUser) => {
  await asUser('admin')
  await switchSystem(page, '综合服务平台', /\/exhibitionList\/exhibitionList/)
}

/** The open dialog, once antd's opening animation has settled at its final width. */
const waitForDialogWidth = async (page: Page) => {
  const modal = page.locator('.ant-modal')
  await expect.poll(async () => Math.round((await modal.boundingBox())?.width ?? 0)).toBe(1286)
}

test('switches the current exhibition from the head bar', async ({ page, asUser }) => {
  await openServicePlatform(page, asUser)
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')

  await page.getByRole('button', { name: '切换展会' }).click()
  const dialog = page.getByRole('dialog', { name: '切换展会' })
  await expect(dialog).toBeVisible()
  await waitForDialogWidth(page)

  const rows = dialog.locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(10)
  // the compact search form: code and name only
  const search = dialog.getByRole('search', { name: '查询条件' })
  await expect(search.getByLabel('展会编号')).toBeVisible()
  await expect(search.getByLabel('项目行业')).toHaveCount(0)

  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('请选择展会')).toBeVisible()

  const title = (await rows.nth(0).locator('td').nth(2).innerText()).trim()
  await rows.nth(0).getByRole('radio').check()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('切换展会成功')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/exhibitionInfo\/exhibitionInfo\?guid=/)

  const chars = [...title]
  const expected = chars.length > 6 ? `${chars.slice(0, 6).join('')}...` : title
  expect(chars.length).toBeGreaterThan(6)
  await expect(page.getByTestId('current-exhibition')).toHaveText(expected)
})

for (const language of ['zh', 'en'] as const) {
  test(`screenshot of the open dialog in ${language}`, async ({
    page,
    context,
    baseURL,
    asUser,
  }) => {
    await openServicePlatform(page, asUser)
    await context.addCookies([{ name: 'language', value: language, url: baseURL as string }])
    await page.reload()
    const name = language === 'zh' ? '切换展会' : 'Switch exhibition'
    await page.getByRole('button', { name }).click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog.locator('tbody tr.ant-table-row')).toHaveCount(10)
    await waitForDialogWidth(page)
    await screenshot(page, `exhibition-switch.${language}`)
  })
}

/** Switches the page's exhibition to the dialog's row `index`; answers the row's title. */
const switchTo = async (page: Page, index: number): Promise<string> => {
  await page.getByRole('button', { name: '切换展会' }).click()
  const dialog = page.getByRole('dialog', { name: '切换展会' })
  const row = dialog.locator('tbody tr.ant-table-row').nth(index)
  const title = (await row.locator('td').nth(2).innerText()).trim()
  await row.getByRole('radio').check()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog).toBeHidden()
  return title
}

const shortName = (title: string) =>
  [...title].length > 6 ? `${[...title].slice(0, 6).join('')}...` : title

test('two tabs keep two exhibitions: a switch in one does not change the other', async ({
  asUser,
  page,
  context,
}) => {
  await openServicePlatform(page, asUser)
  const first = await switchTo(page, 0)
  await expect(page.getByTestId('exhibition-title')).toHaveText(first)

  // a second tab of the same browser (same storage and cookies) works on another one
  const other = await context.newPage()
  await other.goto('/exhibitionList/exhibitionList')
  const second = await switchTo(other, 1)
  expect(second).not.toBe(first)
  await expect(other.getByTestId('current-exhibition')).toHaveText(shortName(second))

  // the first tab still shows its own exhibition, before and after a reload
  await expect(page.getByTestId('current-exhibition')).toHaveText(shortName(first))
  await page.reload()
  await expect(page.getByTestId('exhibition-title')).toHaveText(first)
  await expect(page.getByTestId('current-exhibition')).toHaveText(shortName(first))
  await other.close()
})

test('an exhibition deleted while the dialog lists it: 切换展会失败, and the head bar keeps its name', async ({
  asUser,
  page,
  request,
}) => {
  await openServicePlatform(page, asUser)
  const token = await tokenOf(page)
  if (!token) throw new Error('no token after sign-in')
  const headers = { 'access-token': token }
  const code = `E2E-GONE-${Date.now()}`
  const created = await request.post(`/xgz${API.exhibitions.addOrUpdate.path}`, {
    headers,
    data: { title: '浏览器测试将被删除的展会', projectIdNumber: code },
  })
  expect(created.status(), await created.text()).toBe(200)
  const { guid } = ((await created.json()) as { data: { guid: string } }).data

  await page.getByRole('button', { name: '切换展会' }).click()
  const dialog = page.getByRole('dialog', { name: '切换展会' })
  const search = dialog.getByRole('search', { name: '查询条件' })
  await search.getByLabel('展会编号').fill(code)
  await search.getByLabel('展会编号').press('Enter')
  const rows = dialog.locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('radio').check()

  // someone else deletes it meanwhile
  const deleted = await request.post(`/xgz${API.exhibitions.delete.path}`, {
    headers,
    data: { guid },
  })
  expect(deleted.status(), await deleted.text()).toBe(200)

  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('切换展会失败').first()).toBeVisible()
  // nothing switched: the dialog stays open and the head bar still has no exhibition
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
})
