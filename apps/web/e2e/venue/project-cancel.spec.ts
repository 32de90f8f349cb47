import type { Page } from '@playwright/test'
import { choose, expect, test } from '../fixtures.ts'

// /project/projectCancel against the real server: 张伟 asks to cancel the digital economy
// forum (signed) and submits it; 赵敏 (财务经理) and 黄俊 (分管领导) approve it in turn from
// its detail, which their messages lead to; the forum's dates are then free on the grid.
// The list pattern and the screenshots are the pattern's and built-pages' (ADR 021).

const FORUM = '中国数字经济高峰论坛'
const DAY = 86_400_000
/** The forum opens 33 days from the seed's today (data/projects.ts). */
const forumDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
  Date.now() + 33 * DAY,
)

/** The forum's blocks on the grid at its dates (found by their tooltip, ADR 020). */
const forumBlocks = async (page: Page) => {
  await page.goto(`/schedules/Date?date=${forumDay}`)
  await expect(page.getByRole('grid').getByRole('rowheader').first()).toBeVisible()
  return page.locator(`.sg-block[title*="${FORUM}"]`)
}

/** 通过 on the open detail, confirmed, until the request moves on. */
const approve = async (page: Page) => {
  const drawer = page.getByRole('dialog', { name: new RegExp(FORUM) })
  await drawer.getByRole('button', { name: /^通\s*过$/ }).click()
  const ask = page.getByRole('dialog', { name: '通过', exact: true })
  await ask.getByRole('button', { name: /确\s*定/ }).click()
  await expect(ask).toBeHidden()
  return drawer
}

test('a cancellation asked by the salesman, approved by finance and the leader, frees the dates', async ({
  page,
  asUser,
}) => {
  test.setTimeout(150_000)
  await asUser('zhangwei', { at: '/project/projectCancel' })
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /宠物用品及服务展/ })).toContainText('已通过')

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增取消申请' })
  await choose(dialog.getByLabel('项目名称'), `XM-`, {
    search: '数字经济',
    option: page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title*="${FORUM}"]`),
  })
  await choose(dialog.getByLabel('取消原因类别'), '政策原因')
  // notice given today: the date is filled already
  await expect(dialog.getByLabel('通知日期')).not.toHaveValue('')
  await dialog.getByLabel('取消原因', { exact: true }).fill('主管部门通知论坛延期至明年举办')
  await dialog.getByLabel('已收金额（元）').fill('50000')
  await dialog.getByLabel('违约金（元）').fill('20000')
  await expect(dialog.getByTestId('refund-preview')).toHaveText('30,000.00')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const row = table.getByRole('row', { name: new RegExp(FORUM) })
  await expect(row).toContainText('草稿')
  await expect(row).toContainText('30,000.00')

  // its detail, by its number: submitted, it waits for 财务经理
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/guid=/)
  const at = new URL(page.url()).search
  const drawer = page.getByRole('dialog', { name: new RegExp(FORUM) })
  await drawer.getByRole('button', { name: '提交审核' }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(drawer.getByText('审核中').first()).toBeVisible()
  await expect(drawer.getByTestId('approval-progress')).toContainText('财务经理')
  // no longer editable
  await expect(drawer.getByRole('button', { name: /修\s*改/ })).toHaveCount(0)

  // 赵敏 (财务经理) approves; the request goes on to 分管领导
  await page.context().clearCookies()
  await asUser('zhaomin', { at: `/project/projectCancel${at}` })
  const finance = await approve(page)
  await expect(finance.getByTestId('approval-progress')).toContainText('分管领导')

  // 黄俊 (分管领导): the forum holds its dates until he approves, then they are free
  await page.context().clearCookies()
  await asUser('huangjun', { at: `/project/projectCancel${at}` })
  const before = await forumBlocks(page)
  await expect(before.first()).toBeAttached()
  await page.goto(`/project/projectCancel${at}`)
  const leader = await approve(page)
  await expect(leader.getByText('已通过').first()).toBeVisible()
  await expect(leader.getByText('已生成退款申请（待财务审核）')).toBeVisible()
  await expect(await forumBlocks(page)).toHaveCount(0)
})
