import { choose, expect, test } from '../fixtures.ts'

// the year after the seeded lists (this year's and the next one's)
const next = new Date().getFullYear() + 2

// /system/priceManagement against the real server: its own rules (overlap refused by the
// server, floor above standard and date order by the client). Edit, delete and export are
// the pattern's, walked once in the remark-template spec (ADR 021).
test('site prices: filter by site, add within the price rules', async ({ page, asUser }) => {
  test.setTimeout(90_000)
  await asUser('admin', { at: '/system/priceManagement' })
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /1号馆/ }).first()).toBeVisible()

  // filter: one site
  const search = page.getByRole('search')
  await search.getByLabel('场地').fill('多功能厅')
  await search.getByLabel('场地').press('Enter')
  await page.getByRole('button', { name: /^搜\s*索$/ }).click()
  await expect(table.getByRole('row', { name: /多功能厅/ }).first()).toContainText('38,000.00')
  await expect(table.getByRole('row', { name: /1号馆/ })).toHaveCount(0)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(table.getByRole('row', { name: /1号馆/ }).first()).toBeVisible()

  // add: 1号馆 活动; a floor above the standard price is refused by the form
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增价格' })
  await dialog.getByLabel('场地').fill('3号馆')
  await dialog.getByLabel('场地').press('Enter')
  await choose(dialog.getByLabel('档期类型'), '展期')
  await choose(dialog.getByLabel('计价单位'), '元/㎡/天')
  await dialog.getByLabel('标准价').fill('15.5')
  await dialog.getByLabel('底价').fill('16')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog.getByText('底价不能高于标准价')).toBeVisible()
  await dialog.getByLabel('底价').fill('13.2')
  // this year's 3号馆 展期 price already covers these dates: the server refuses it
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog.getByText(/该场地此档期类型已有 .* 的价格，有效期不能重叠/)).toBeVisible()
  // a second save within 2000 ms of one the server answered is ignored (prevent-double-click)
  await page.waitForTimeout(2000)
  // Enter in a date picks it and submits: a later start before this year's end is refused
  const pickDate = async (label: string, date: string) => {
    await dialog.getByLabel(label).click()
    await dialog.getByLabel(label).fill(date)
    await dialog.getByLabel(label).press('Enter')
  }
  await pickDate('生效日期', `${next}-01-01`)
  await expect(dialog.getByText('开始日期不可大于结束日期')).toBeVisible()
  await pickDate('失效日期', `${next}-12-31`)
  await expect(page.getByText('新增成功')).toBeVisible()

  await search.getByLabel('场地').fill('3号馆')
  await search.getByLabel('场地').press('Enter')
  await page.getByRole('button', { name: /^搜\s*索$/ }).click()
  const added = table.getByRole('row', { name: new RegExp(`${next}-01-01`) })
  await expect(added).toContainText('15.50')
  await expect(added).toContainText('13.20')
})
