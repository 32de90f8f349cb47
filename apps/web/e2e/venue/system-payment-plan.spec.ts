import { choose, expect, test } from '../fixtures.ts'

// /system/paymentPlan against the real server: the instalments as text, filter, add (ratios
// not totalling 100% refused by the form), edit of an instalment, the instalments in English. Edit, delete and
// export are the pattern's, walked once in the remark-template spec (ADR 021).
test('payment plan templates: instalments listed, ratios checked, read in English', async ({
  page,
  asUser,
}) => {
  test.setTimeout(120_000)
  await asUser('admin', { at: '/system/paymentPlan' })
  const table = page.getByRole('table')
  const standard = table.getByRole('row', { name: /标准三期付款/ })
  await expect(standard).toContainText('首付款 签约后7日内 30%')
  await expect(standard).toContainText('进度款 进馆前30日内 60%')
  await expect(standard).toContainText('尾款 撤馆后15日内 10%')

  const search = page.getByRole('search')
  await search.getByLabel('模板名称').fill('会议')
  await search.getByLabel('模板名称').press('Enter')
  await expect(table.getByRole('row', { name: /会议一次付清/ })).toBeVisible()
  await expect(standard).toHaveCount(0)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(standard).toBeVisible()

  // add: 40% + 50% is refused by the form, 40% + 60% saves
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增付款计划模板' })
  await dialog.getByLabel('模板名称').fill('两期付款')
  const items = dialog.getByTestId('instalment')
  await items.nth(0).getByLabel('比例').fill('40')
  await dialog.getByRole('button', { name: '添加付款节点' }).click()
  await choose(items.nth(1).getByLabel('款项类型'), '尾款')
  await choose(items.nth(1).getByLabel('计算节点'), '撤馆后')
  await items.nth(1).getByLabel('天数').fill('10')
  await items.nth(1).getByLabel('比例').fill('50')
  await expect(dialog.getByTestId('ratio-total')).toHaveText('比例合计 90%（须为100%）')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog.getByText('各期比例合计须为100%（当前90%）')).toBeVisible()
  await items.nth(1).getByLabel('比例').fill('60')
  await expect(dialog.getByTestId('ratio-total')).toHaveText('比例合计 100%（须为100%）')
  await expect(dialog.getByText('各期比例合计须为100%（当前90%）')).toHaveCount(0)
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  const added = table.getByRole('row', { name: /两期付款/ })
  await expect(added).toContainText('首付款 签约后7日内 40%')
  await expect(added).toContainText('尾款 撤馆后10日内 60%')

  // edit: the dialog holds the saved instalments; change the days of the first
  await added.getByRole('button', { name: '修改' }).click()
  const edit = page.getByRole('dialog', { name: '修改付款计划模板' })
  await edit.getByTestId('instalment').nth(0).getByLabel('天数').fill('5')
  await edit.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(added).toContainText('首付款 签约后5日内 40%')

  await page
    .context()
    .addCookies([{ name: 'language', value: 'en', url: page.url().replace(/\/system.*/, '/') }])
  await page.reload()
  await expect(page.getByRole('table').getByRole('row', { name: /标准三期付款/ })).toContainText(
    'Down payment 30% within 7 days after signing',
  )
})
