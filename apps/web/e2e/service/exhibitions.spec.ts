import type { Page } from '@playwright/test'
import { type AsUser, expect, switchSystem, test } from '../fixtures.ts'

const LIST = /\/exhibitionList\/exhibitionList/

/** Signs in as admin and switches to the service platform through the account menu. */
const openExhibitionList = async (page: Page, asUser: AsUser) => {
  await asUser('admin')
  await switchSystem(page, '综合服务平台', LIST)
}

const totalOf = async (page: Page): Promise<number> => {
  const text = await page.getByText(/^共 \d+ 条$/).innerText()
  return Number(/\d+/.exec(text)?.[0])
}

test('lists, filters and enters an exhibition', async ({ page, asUser }) => {
  await openExhibitionList(page, asUser)
  const table = page.getByRole('table', { name: '展会列表' })
  const rows = table.locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(20)
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible()
  expect(await totalOf(page)).toBeGreaterThanOrEqual(40)

  // filter by part of a seeded title
  const search = page.getByRole('search', { name: '查询条件' })
  await search.getByLabel('展会名称').fill('茶')
  await search.getByLabel('展会名称').press('Enter')
  await expect(page).toHaveURL(/exhibitionName=/)
  await expect.poll(() => totalOf(page)).toBeLessThan(40)
  const titles = await rows.locator('td:nth-child(2)').allInnerTexts()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title).toContain('茶')

  // reset
  await search.getByRole('button', { name: /重\s*置/ }).click()
  await expect(page).toHaveURL(/\/exhibitionList\/exhibitionList$/)
  await expect(search.getByLabel('展会名称')).toHaveValue('')
  await expect(rows).toHaveCount(20)

  // enter the first row
  const first = rows.first()
  const title = (await first.locator('td:nth-child(2)').innerText()).trim()
  await first.getByRole('button', { name: /进\s*入/ }).click()
  await expect(page).toHaveURL(/\/exhibitionInfo\/exhibitionInfo\?guid=/)
  await expect(page.getByText('切换展会成功')).toBeVisible()
  await expect(page.getByTestId('exhibition-title')).toHaveText(title)
  await expect(page.getByTestId('current-exhibition')).toHaveText(`${title.slice(0, 6)}...`)
  // the list page is named once, not as both group and page
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toHaveText(
    /^首页\s*\/\s*展会列表\s*\/\s*展会信息$/,
  )
})

// 1440x900 screenshots of the two screens in zh and en, for review
test('copies the configuration of another exhibition after a confirmation', async ({
  page,
  asUser,
}) => {
  await openExhibitionList(page, asUser)
  const rows = page.getByRole('table', { name: '展会列表' }).locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(20)
  const target = (await rows.first().locator('td:nth-child(2)').innerText()).trim()
  await rows
    .first()
    .getByRole('button', { name: `复制配置到${target}` })
    .click()
  const dialog = page.getByRole('dialog', { name: '复制配置', exact: true })
  await expect(dialog.getByText(`复制到：${target}`)).toBeVisible()
  await dialog.getByLabel('来源展会').click()
  const source = page.locator('.ant-select-dropdown .ant-select-item-option').first()
  const sourceTitle = (await source.innerText()).trim()
  expect(sourceTitle).not.toBe(target)
  // a click that lands while the list is still opening can leave it open over the
  // dialog's buttons: click until the choice closes it
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
  await expect(async () => {
    if ((await openList.count()) > 0) await source.click({ timeout: 2000 })
    await expect(openList).toHaveCount(0, { timeout: 2000 })
  }).toPass()
  await dialog.getByRole('button', { name: /^复\s*制$/ }).click()
  const confirm = page.getByRole('dialog', { name: '确认复制配置' })
  await expect(confirm).toContainText(`确定将“${sourceTitle}”的所选配置复制到“${target}”吗？`)
  await confirm.getByRole('button', { name: /^复\s*制$/ }).click()
  await expect(page.getByText('复制配置成功')).toBeVisible()
  await expect(dialog).toBeHidden()
})
