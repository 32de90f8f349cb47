import { expect, test } from '../fixtures.ts'

// The money of issue 14 against the real server: 王芳 (finance) records a receipt and claims it
// across the two earliest open instalments; the payment plan shows them received, and the
// receivables and the statistics agree with the plan (the receivables are the plans less the
// claims; the statistics sum the year's instalments).
// The list pattern, the screenshots and axe are built-pages' (ADR 021).

const PAYER = '深圳市鹏展国际会展有限公司（第二笔）'

test('a receipt is claimed across two instalments; the plan and the receivables agree', async ({
  page,
  asUser,
}) => {
  test.setTimeout(120_000)
  await asUser('wangfang', { at: '/financialManagement/paymentRecords' })
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增收款' })
  await dialog.getByLabel('付款方').fill(PAYER)
  await dialog.getByLabel('收款金额').fill('30000')
  await dialog.getByLabel('银行流水号').fill('E2E-TEA-20261127-01')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(PAYER) })
  await expect(row).toContainText('待认领')

  // 认领: ¥10,000 to the earliest open instalment and ¥20,000 to the next
  await row.getByRole('button', { name: '认领' }).click()
  const claim = page.getByRole('dialog', { name: /认领收款/ })
  const amounts = claim.getByRole('spinbutton', { name: /认领金额/ })
  await expect(amounts.nth(1)).toBeVisible()
  const first = (await amounts.nth(0).getAttribute('aria-label')) ?? ''
  const second = (await amounts.nth(1).getAttribute('aria-label')) ?? ''
  const contractOf = (label: string) => label.split(' ')[1] ?? ''
  await amounts.nth(0).fill('10000')
  await amounts.nth(1).fill('20000')
  await expect(claim.getByTestId('claim-sum')).toContainText('本次认领 30,000.00')
  await claim.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('认领成功').last()).toBeVisible()
  await expect(row).toContainText('已认领')

  // found by its arrival day: the range travels in the URL as calendar days, and 搜索 keeps it
  const today = new Date().toISOString().slice(0, 10)
  await page.goto(`/financialManagement/paymentRecords?arrivalFrom=${today}&arrivalTo=${today}`)
  await expect(row).toContainText('已认领')
  await page.getByRole('textbox', { name: '关键字' }).fill('鹏展')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page).toHaveURL(/keyword=/)
  await expect(page).toHaveURL(new RegExp(`arrivalFrom=${today}&arrivalTo=${today}`))
  await expect(row).toBeVisible()

  // its detail lists both claims, by their contracts
  await row.getByRole('link').first().click()
  const detail = page.getByRole('dialog', { name: new RegExp(PAYER) })
  const claims = detail.getByRole('table', { name: '认领记录' })
  await expect(claims.getByRole('row')).toHaveCount(3)
  await expect(claims).toContainText(contractOf(first))
  await expect(claims).toContainText(contractOf(second))

  // the plan: the first contract's instalments hold the money
  await page.goto(`/contractManagement/contractPaymentPlan?keyword=${contractOf(first)}`)
  await expect(page.getByRole('table')).toContainText('10,000.00')
  await page.goto('/contractManagement/contractPaymentPlan')
  const planTotals = (await page.getByTestId('plan-totals').textContent()) ?? ''
  const received = /已收 ([\d,.]+)/.exec(planTotals)?.[1]
  const outstanding = /待收 ([\d,.]+)/.exec(planTotals)?.[1]
  expect(received).toBeTruthy()

  // the receivables of today: the same received and outstanding
  await page.goto('/financialManagement/accountreceivable')
  const totals = page.getByTestId('receivable-totals')
  await expect(totals).toContainText(received ?? '-')
  await expect(totals).toContainText(outstanding ?? '-')

  // the statistics of this year: the plan's instalments due this year, the same money
  const year = new Date().getFullYear()
  await page.goto(
    `/contractManagement/contractPaymentPlan?dueFrom=${year}-01-01&dueTo=${year}-12-31`,
  )
  const yearTotals = (await page.getByTestId('plan-totals').textContent()) ?? ''
  const receivedThisYear = /已收 ([\d,.]+)/.exec(yearTotals)?.[1]
  expect(receivedThisYear).toBeTruthy()
  await page.goto('/contractManagement/contractPaymentStatistics')
  await expect(page.getByTestId('statistics-totals')).toContainText(receivedThisYear ?? '-')
})
