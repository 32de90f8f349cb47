import { type Page } from '@playwright/test'
import { choose, expect, test } from '../fixtures.ts'

// /system/resourcesManagement against the real server: dictionary types as tags, prices,
// the type filter, an add with the type required and a site picked by typing. Edit, delete
// and export are the pattern's, walked once in the remark-template spec (ADR 021).

const table = (page: Page) => page.getByRole('table')
const ok = /确\s*定/

test('lists, filters and adds resources', async ({ page, asUser }) => {
  // a long walk through the screen on a shared, busy machine
  test.setTimeout(90_000)
  await asUser('admin', { at: '/system/resourcesManagement' })
  await expect(table(page).getByText('地下停车场 B1 区')).toBeVisible()
  await expect(page.getByText('共 16 条')).toBeVisible()
  // types are dictionary tags; prices with 2 decimals
  await expect(table(page).locator('.ant-tag', { hasText: 'LED屏' }).first()).toBeVisible()
  await expect(table(page).getByText('18,000.00')).toBeVisible()

  // filter by type
  await choose(page.getByRole('search').getByLabel('资源类型'), '停车区')
  await page
    .getByRole('search')
    .getByRole('button', { name: /^搜\s*索$/ })
    .click()
  await expect(page.getByText('共 3 条')).toBeVisible()
  await expect(page).toHaveURL(/type=/)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(page.getByText('共 16 条')).toBeVisible()

  // add: the client asks for the type, then saves
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增资源' })
  await dialog.getByLabel('资源名称').fill('LED屏 北登录大厅')
  await dialog.getByRole('button', { name: ok }).click()
  await expect(dialog.getByText('请选择资源类型')).toBeVisible()
  await choose(dialog.getByLabel('资源类型'), 'LED屏')
  await dialog.getByLabel('单位').fill('块·天')
  await dialog.getByLabel('单价（元）').fill('5200.5')
  await choose(dialog.getByLabel('所属场地'), '北登录大厅', { search: '北登录' })
  await dialog.getByRole('button', { name: ok }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  const row = table(page).getByRole('row', { name: /LED屏 北登录大厅/ })
  await expect(row.getByText('5,200.50')).toBeVisible()
  await expect(row.getByRole('cell', { name: '北登录大厅', exact: true })).toBeVisible()
})
