import { seriousViolations } from '../built-pages.ts'
import { choose, expect, screenshot, test } from '../fixtures.ts'

// /financialManagement/proformaInvoice against the real server: 王芳 (财务专员) draws up a
// proforma for the job fair (its lines computed by the server from its bookings and
// prices), issues it (its PI-yyyy-nnnn number appears) and opens its A4 print view, shot in
// zh; the list pattern and the page's screenshots are the pattern's and built-pages' (ADR 021).

const FAIR = '春季大型人才招聘会'

test('a proforma is drawn up from a project’s bookings, issued with its number and printed', async ({
  page,
  asUser,
}) => {
  test.setTimeout(120_000)
  await asUser('wangfang', { at: '/financialManagement/proformaInvoice' })
  const table = page.getByRole('table').first()
  await expect(table.getByRole('row').filter({ hasText: '已转正式发票' })).toHaveCount(1)

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增形式发票' })
  await choose(dialog.getByLabel('项目名称'), FAIR, {
    search: '人才招聘',
    option: page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title*="${FAIR}"]`),
  })
  // the server's lines: site × days × unit price, the total and its words
  const preview = dialog.getByTestId('proforma-preview')
  await expect(preview.getByRole('row').nth(1)).toBeVisible()
  await expect(preview).toContainText('元')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const row = table.getByRole('row', { name: new RegExp(FAIR) }).first()
  await expect(row).toContainText('草稿')

  // its detail: 开具 gives it the year's next number
  await row.getByRole('link', { name: '草稿' }).click()
  const drawer = page.getByRole('dialog', { name: new RegExp(FAIR) })
  await expect(drawer.getByTestId('proforma-lines').getByRole('row').nth(1)).toBeVisible()
  await drawer.getByRole('button', { name: /^开\s*具$/ }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  const number = drawer.getByText(/^PI-\d{4}-\d{4}$/).first()
  await expect(number).toBeVisible()
  const issued = (await number.textContent()) ?? ''
  await expect(drawer.getByText('已开具').first()).toBeVisible()

  // the A4 print view: the venue's band, the number, the lines and the amount in words
  await drawer.getByRole('button', { name: /打\s*印/ }).click()
  const sheet = page.getByTestId('print-sheet')
  await expect(sheet).toBeVisible()
  await expect(page).toHaveURL(/print=/)
  await expect(sheet.getByRole('heading', { name: '形式发票' })).toBeVisible()
  await expect(sheet).toContainText(issued)
  await expect(sheet).toContainText('星港国际会展中心')
  await expect(sheet).toContainText(/人民币 \S+(元整|分)/)
  expect(await seriousViolations(page)).toEqual([])
  // the notices of the save and the issue gone first, so the shot shows the sheet only
  await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0)
  await screenshot(page, 'proforma-invoice-print.zh')
  // as printed: the sheet alone, on A4
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation').first()).toBeHidden()
  await screenshot(page, 'proforma-invoice-print-media.zh', { fullPage: true })
  await page.pdf({ path: 'e2e/screenshots/proforma-invoice.zh.pdf', preferCSSPageSize: true })
  await page.emulateMedia({ media: 'screen' })
  await sheet.getByRole('button', { name: /返\s*回/ }).click()
  await expect(sheet).toBeHidden()
})
