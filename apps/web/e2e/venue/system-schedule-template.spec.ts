import { clickOk, expect, test } from '../fixtures.ts'

// /system/scheduleTemplate against the real server: its own rules: filter, add (the client
// refuses more than 24 h), overlapping parts refused, one default, a template in use kept.
// Export and the screenshots are the pattern's and built-pages' (ADR 021).
test('schedule templates: day parts, the default and a template in use', async ({
  page,
  asUser,
}) => {
  test.setTimeout(120_000)
  await asUser('admin', { at: '/system/scheduleTemplate' })
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /标准三段/ })).toContainText('上午 08:00-12:00')
  await expect(table.getByRole('row', { name: /标准三段/ })).toContainText('默认')
  await expect(table.getByRole('row', { name: /展厅全天/ })).toContainText('12')

  // filter by name (Enter queries)
  const search = page.getByRole('search')
  await search.getByLabel('模板名称').fill('布展')
  await search.getByLabel('模板名称').press('Enter')
  await expect(table.getByRole('row', { name: /布展加班/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /标准三段/ })).toHaveCount(0)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(table.getByRole('row', { name: /标准三段/ })).toBeVisible()

  // add: a whole day plus an evening part is more than 24 h: the form refuses it
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增排期模板' })
  await dialog.getByLabel('模板名称').fill('会议两段')
  const parts = dialog.getByTestId('day-part')
  const pick = async (row: number, label: string, time: string) => {
    // the time selects take typing: the only option left is the time typed
    await parts.nth(row).getByLabel(label).fill(time)
    await parts.nth(row).getByLabel(label).press('Enter')
  }
  await parts.nth(0).getByLabel('时段名称').fill('全天')
  await pick(0, '开始时间', '00:00')
  await pick(0, '结束时间', '24:00')
  await dialog.getByRole('button', { name: '添加时段' }).click()
  await parts.nth(1).getByLabel('时段名称').fill('晚上')
  await pick(1, '开始时间', '18:00')
  await pick(1, '结束时间', '22:00')
  await expect(dialog.getByTestId('day-part-total')).toHaveText('合计 28 小时（最多24小时）')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog.getByText('时段合计不能超过24小时')).toBeVisible()
  await expect(dialog).toBeVisible()

  // fix it: 上午 08:00-12:00, 下午 13:30-17:30
  await parts.nth(0).getByLabel('时段名称').fill('上午')
  await pick(0, '开始时间', '08:00')
  await pick(0, '结束时间', '12:00')
  await parts.nth(1).getByLabel('时段名称').fill('下午')
  await pick(1, '开始时间', '13:30')
  await pick(1, '结束时间', '17:30')
  await expect(dialog.getByTestId('day-part-total')).toHaveText('合计 8 小时（最多24小时）')
  await expect(dialog.getByText('时段合计不能超过24小时')).toHaveCount(0)
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  const added = table.getByRole('row', { name: /会议两段/ })
  await expect(added).toContainText('下午 13:30-17:30')
  await expect(added).toContainText('8')

  // edit: overlapping parts are refused, then make it the default
  await added.getByRole('button', { name: '修改' }).click()
  const edit = page.getByRole('dialog', { name: '修改排期模板' })
  await edit.getByTestId('day-part').nth(1).getByLabel('开始时间').fill('11:00')
  await edit.getByTestId('day-part').nth(1).getByLabel('开始时间').press('Enter')
  await edit.getByRole('button', { name: /确\s*定/ }).click()
  await expect(edit.getByText('时段之间不能重叠')).toBeVisible()
  await edit.getByTestId('day-part').nth(1).getByLabel('开始时间').fill('12:30')
  await edit.getByTestId('day-part').nth(1).getByLabel('开始时间').press('Enter')
  // a click that only closes the time drop-down left open is taken again
  const isDefault = edit.getByRole('switch')
  await expect(async () => {
    if (!(await isDefault.isChecked())) await isDefault.click()
    await expect(isDefault).toBeChecked({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await edit.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(added).toContainText('默认')
  await expect(table.getByRole('row', { name: /标准三段/ })).not.toContainText('默认')

  // a template sites use cannot be deleted; an unused one can
  await table
    .getByRole('row', { name: /展厅全天/ })
    .getByRole('button', { name: '删除' })
    .click()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText(/正被\d+个场地使用，不能删除/)).toBeVisible()
  await expect(table.getByRole('row', { name: /展厅全天/ })).toBeVisible()
  await table
    .getByRole('row', { name: /布展加班/ })
    .getByRole('button', { name: '删除' })
    .click()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(table.getByRole('row', { name: /布展加班/ })).toHaveCount(0)
})
