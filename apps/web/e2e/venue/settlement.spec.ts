import { seriousViolations } from '../built-pages.ts'
import { choose, expect, screenshot, test } from '../fixtures.ts'

// /financialManagement/reconciliationSettlement against the real server: 王芳 (财务专员) draws
// up the settlement sheet of the coffee fair (已完成; its contract amount and received read by
// the server), adds a 加班 line and sees the balance move, saves, sends it to the customer and
// opens its A4 print view, shot in zh; the list pattern and the page's screenshots are the
// pattern's and built-pages' (ADR 021).

const FAIR = '咖啡与新茶饮展'

test('a settlement is drawn up for a finished project, an extra added, sent to the customer and printed', async ({
  page,
  asUser,
}) => {
  test.setTimeout(120_000)
  await asUser('wangfang', { at: '/financialManagement/reconciliationSettlement' })
  const table = page.getByRole('table').first()
  await expect(table.getByRole('row').filter({ hasText: '待客户确认' })).toHaveCount(1)

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增结算单' })
  await choose(dialog.getByLabel('项目名称'), FAIR, {
    search: '咖啡',
    option: page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title*="${FAIR}"]`),
  })
  // the server's figures: the contract amount and what was received, the balance
  const balance = dialog.getByTestId('settlement-balance')
  await expect(balance).toBeVisible()
  const before = (await balance.textContent()) ?? ''
  await dialog.getByRole('button', { name: '添加增项或优惠' }).click()
  const line = dialog.getByTestId('settlement-line').first()
  await line.getByLabel('说明').fill('撤展加班 1 晚')
  await line.getByLabel('金额（元）').fill('3000')
  await expect(balance).not.toHaveText(before)
  await expect(balance).toContainText(/应补|应退|已平/)
  const figures = (await balance.textContent()) ?? ''
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const row = table.getByRole('row', { name: new RegExp(FAIR) }).first()
  await expect(row).toContainText('草稿')

  // its detail: the line and the server's balance; 提交客户确认
  await row.getByRole('link', { name: /^JS-\d{4}-\d{4}$/ }).click()
  const drawer = page.getByRole('dialog', { name: new RegExp(FAIR) })
  await expect(drawer.getByTestId('settlement-lines')).toContainText('撤展加班 1 晚')
  await expect(drawer.getByTestId('settlement-balance')).toHaveText(figures)
  expect(await seriousViolations(page)).toEqual([])
  await drawer.getByRole('button', { name: '提交客户确认' }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(drawer.getByText('待客户确认').first()).toBeVisible()

  // the A4 print view: the venue's band, the lines, the formula and the balance in words
  await drawer.getByRole('button', { name: /打\s*印/ }).click()
  const sheet = page.getByTestId('print-sheet')
  await expect(sheet).toBeVisible()
  await expect(page).toHaveURL(/print=/)
  await expect(sheet.getByRole('heading', { name: '结算单' })).toBeVisible()
  await expect(sheet).toContainText('星港国际会展中心')
  await expect(sheet).toContainText('撤展加班 1 晚')
  await expect(sheet).toContainText(/人民币 \S+(元整|分)/)
  await expect(sheet).toContainText('乙方确认（签章）')
  expect(await seriousViolations(page)).toEqual([])
  await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0)
  await screenshot(page, 'settlement-print.zh')
  // as printed: the sheet alone, on A4
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation').first()).toBeHidden()
  await screenshot(page, 'settlement-print-media.zh', { fullPage: true })
  await page.emulateMedia({ media: 'screen' })
  await sheet.getByRole('button', { name: /返\s*回/ }).click()
  await expect(sheet).toBeHidden()
})
