import { seriousViolations } from '../built-pages.ts'
import { animationsDone, choose, expect, test } from '../fixtures.ts'

// /contractManagement/serviceProviderContract against the real server: admin adds a catering
// concession at 12.5% of its revenue, opens its detail page by its number, puts it in force
// (审核生效), adds the month's settlement, whose share the dialog shows before saving and the
// server computes (¥100,000.00 × 12.5% = ¥12,500.00), settles it and evaluates the provider.
// The list pattern and the screenshots are the pattern's and built-pages' (ADR 021).

const PROVIDER = '星港咖啡轻食有限公司'

test('a concession is put in force, settled by its share and evaluated', async ({
  page,
  asUser,
}) => {
  test.setTimeout(120_000)
  await asUser('admin', { at: '/contractManagement/serviceProviderContract' })
  const table = page.getByRole('table')
  // the seeded catering concession is listed at its share
  await expect(table.getByRole('row', { name: /星港味道餐饮/ })).toContainText('营业额的 15%')

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增服务商合同' })
  await dialog.getByLabel('服务商名称').fill(PROVIDER)
  await choose(dialog.getByLabel('服务类别'), '餐饮')
  await choose(dialog.getByLabel('收支方向'), '收入类')
  await choose(dialog.getByLabel('计费方式'), '营业额分成')
  for (const [label, day] of [
    ['开始日期', '2026-01-01'],
    ['结束日期', '2027-12-31'],
  ] as const) {
    await dialog.getByLabel(label).fill(day)
    await dialog.getByLabel(label).press('Tab')
  }
  await dialog.getByLabel('分成比例（%）').fill('12.5')
  await dialog.getByLabel('履约保证金').fill('50000')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const row = table.getByRole('row', { name: new RegExp(PROVIDER) })
  await expect(row).toContainText('草稿')
  await expect(row).toContainText('营业额的 12.5%')

  // its detail page, by its number: put in force
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/serviceProviderContractDetail\?guid=/)
  await expect(page.getByTestId('provider-contract-name')).toContainText(PROVIDER)
  await page.getByRole('button', { name: '审核生效' }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  // the list stays in the page, hidden (the tags view keeps it)
  const state = page.locator('main').getByText('履行中', { exact: true }).filter({ visible: true })
  await expect(state.first()).toBeVisible()

  // 新增结算: the share is shown as the revenue is typed
  await page.getByRole('button', { name: '新增结算' }).click()
  const settle = page.getByRole('dialog', { name: '新增结算' })
  await settle.getByLabel('结算期间').fill('2026-11')
  await settle.getByLabel('营业额').fill('100000')
  await expect(settle.getByTestId('share-preview')).toContainText('¥12,500.00')
  await settle.getByRole('button', { name: /确\s*定/ }).click()
  await expect(settle).toBeHidden()
  const settlements = page.getByRole('table', { name: '结算记录' })
  const month = settlements.getByRole('row', { name: /2026-11/ })
  await expect(month).toContainText('12,500.00')
  await expect(month).toContainText('待结算')

  await month.getByRole('button', { name: '确认结算' }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(month).toContainText('已结算')

  // 评价: four stars and a comment, by admin
  await page.getByRole('button', { name: '评价', exact: true }).click()
  const rate = page.getByRole('dialog', { name: '新增评价' })
  await expect(rate).toBeVisible()
  await animationsDone(page)
  // the dialogs built-pages does not open are checked here (axe: WCAG 2.1 A and AA)
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await rate.getByRole('radio').nth(3).click()
  await rate.getByLabel('评价内容').fill('出餐快，档口整洁')
  await rate.getByRole('button', { name: /确\s*定/ }).click()
  await expect(rate).toBeHidden()
  const evaluations = page.getByRole('table', { name: '服务评价' })
  await expect(evaluations.getByRole('row', { name: /出餐快/ })).toContainText('系统管理员')
  await expect(evaluations.getByLabel('4 / 5')).toBeVisible()

  // 终止 asks for its reason
  await page.getByRole('button', { name: '终止' }).click()
  const reason = page.getByRole('dialog', { name: '终止' })
  await expect(reason).toBeVisible()
  await animationsDone(page)
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await reason.getByRole('button', { name: /确\s*定/ }).click()
  await expect(reason.getByText('请输入终止原因')).toBeVisible()
  await reason.getByLabel('终止原因').fill('场馆改造，档口撤场')
  await reason.getByRole('button', { name: /确\s*定/ }).click()
  await expect(reason).toBeHidden()
  await expect(
    page.locator('main').getByText('已终止', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible()
})
