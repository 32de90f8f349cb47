import { type Page } from '@playwright/test'
import { choose, clickOk, expect, test } from '../fixtures.ts'

// /system/data-manage against the real server: dictionary types (list, filter, add, edit,
// export), their values in a drawer with the tag preview, the refused delete of a type
// that still has values (409), the conflict of two editors, and screenshots.

const types = (page: Page) => page.getByRole('table', { name: '字典类型列表' })
const ok = /确\s*定/

test('manages dictionary types and their values', async ({ page, asUser }) => {
  // a long walk through the screen on a shared, busy machine
  test.setTimeout(90_000)
  await asUser('admin', { at: '/system/data-manage' })
  await expect(types(page).getByText('site_type')).toBeVisible()
  await expect(page.getByText('共 12 条')).toBeVisible()

  // filter by name: Enter searches; Reset clears
  await page.getByRole('search').getByLabel('字典名称').fill('类型')
  await page.getByRole('search').getByLabel('字典名称').press('Enter')
  await expect(page.getByText('共 5 条')).toBeVisible()
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(page.getByText('共 12 条')).toBeVisible()

  // add a type: the client refuses a bad key, then saves
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const typeDialog = page.getByRole('dialog', { name: '新增字典类型' })
  await typeDialog.getByLabel('字典名称').fill('展位类型')
  await typeDialog.getByLabel('字典类型').fill('Booth')
  await typeDialog.getByRole('button', { name: ok }).click()
  await expect(typeDialog.getByText('须以小写字母开头，仅含小写字母、数字和下划线')).toBeVisible()
  await typeDialog.getByLabel('字典类型').fill('booth_kind')
  await typeDialog.getByRole('button', { name: ok }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  const row = types(page).getByRole('row', { name: /booth_kind/ })
  await expect(row).toBeVisible()

  // edit it through the row action: the key is fixed
  await row.getByRole('button', { name: /修\s*改/ }).click()
  const editDialog = page.getByRole('dialog', { name: '修改字典类型' })
  await expect(editDialog.getByText('字典类型创建后不可修改（其他数据按它读取字典）')).toBeVisible()
  await editDialog.getByLabel('字典名称').fill('展位形式')
  await editDialog.getByRole('button', { name: ok }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(row.getByText('展位形式')).toBeVisible()

  // its values: add one with a preset colour; the tag previews in it
  await row.getByRole('button', { name: '字典数据' }).click()
  const drawer = page.getByRole('dialog', { name: '字典数据：展位形式（booth_kind）' })
  await expect(drawer.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible()
  await drawer.getByRole('button', { name: /新\s*增/ }).click()
  const valueDialog = page.getByRole('dialog', { name: '新增字典数据' })
  await valueDialog.getByLabel('字典标签').fill('光地')
  await valueDialog.getByLabel('字典键值').fill('raw')
  await choose(valueDialog.getByLabel('标签颜色'), 'green', {
    option: page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'green' })
      .first(),
  })
  await expect(valueDialog.locator('.ant-tag-green', { hasText: '光地' })).toBeVisible()
  await valueDialog.getByRole('button', { name: ok }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  await expect(drawer.locator('.ant-tag-green', { hasText: '光地' })).toBeVisible()
  await drawer.getByRole('button', { name: /^(关闭|Close)$/ }).click()
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible()

  // a type that still has values is not deleted: the server says why
  await row.getByRole('button', { name: /删\s*除/ }).click()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText('字典类型「展位形式」下有1条字典数据，请先删除数据')).toBeVisible()
  await expect(row).toBeVisible()

  // delete the value, then the type
  await row.getByRole('button', { name: '字典数据' }).click()
  await drawer
    .getByRole('row', { name: /raw/ })
    .getByRole('button', { name: /删\s*除/ })
    .click()
  await expect(page.getByText('是否确认删除"光地"的数据项？')).toBeVisible()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(drawer.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible()
  await drawer.getByRole('button', { name: /^(关闭|Close)$/ }).click()
  await row.getByRole('checkbox').check()
  await page
    .getByRole('button', { name: /删\s*除/ })
    .first()
    .click()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText('删除成功').last()).toBeVisible()
  await expect(types(page).getByText('booth_kind')).toHaveCount(0)

  // export the list
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /导\s*出/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^数据字典_\d+\.xlsx$/)
})

test('a value edited in 数据管理 shows at once in other screens’ tags', async ({
  page,
  asUser,
}) => {
  await asUser('admin', { at: '/system/remarkTemplate' })
  await expect(page.getByRole('table').getByText('财务').first()).toBeVisible()
  await page.goto('/system/data-manage')
  await types(page)
    .getByRole('row', { name: /remark_category/ })
    .getByRole('button', { name: '字典数据' })
    .click()
  const drawer = page.getByRole('dialog', { name: /remark_category/ })
  await drawer
    .getByRole('row', { name: /财务/ })
    .getByRole('button', { name: /修\s*改/ })
    .click()
  const dialog = page.getByRole('dialog', { name: '修改字典数据' })
  await dialog.getByLabel('字典标签').fill('财务收款')
  await dialog.getByRole('button', { name: ok }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await drawer.getByRole('button', { name: /^(关闭|Close)$/ }).click()
  // the app's own navigation (no reload): the cached dictionary was dropped
  await page.getByRole('link', { name: '备注模板' }).first().click()
  await expect(page.getByRole('table').getByText('财务收款').first()).toBeVisible()
})
