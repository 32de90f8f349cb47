import { type Page } from '@playwright/test'
import { clickOk, expect, test } from '../fixtures.ts'

// /system/remarkTemplate against the real server: the list pattern end to end (list,
// filter, add, edit, delete, export), the conflict of two editors, and screenshots.

const table = (page: Page) => page.getByRole('table')
const dialog = (page: Page) => page.getByRole('dialog')

test('lists, filters, adds, edits, deletes and exports remark templates', async ({
  page,
  asUser,
}) => {
  await asUser('admin', { at: '/system/remarkTemplate' })
  await expect(table(page).getByText('第二意向顺延')).toBeVisible()
  await expect(page.getByText('共 7 条')).toBeVisible()
  // categories are dictionary tags
  await expect(table(page).getByText('财务')).toBeVisible()

  // filter by name, Enter searches; the filter travels in the URL
  await page.getByRole('search').getByLabel('模板名称').fill('意向')
  await page.getByRole('search').getByLabel('模板名称').press('Enter')
  await expect(page).toHaveURL(/name=%E6%84%8F%E5%90%91/)
  await expect(page.getByText('共 2 条')).toBeVisible()
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(page.getByText('共 7 条')).toBeVisible()

  // add: the client refuses an empty name, then saves
  await page.getByRole('button', { name: /新\s*增/ }).click()
  await expect(dialog(page).getByText('新增备注模板')).toBeVisible()
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(dialog(page).getByText('请输入模板名称')).toBeVisible()
  await dialog(page).getByLabel('模板名称').fill('撤馆验收')
  await dialog(page).getByLabel('备注内容').fill('撤馆须经场馆工程部验收签字后方可离场')
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(page.getByText('新增成功')).toBeVisible()
  await expect(table(page).getByRole('cell', { name: '撤馆验收', exact: true })).toBeVisible()

  // edit through the row action
  const row = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '撤馆验收', exact: true }) })
  await row.getByRole('button', { name: /修\s*改/ }).click()
  await dialog(page).getByLabel('备注内容').fill('撤馆须经工程部与安保部验收签字后方可离场')
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(table(page).getByText('工程部与安保部')).toBeVisible()

  // export the filtered list
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /导\s*出/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^备注模板_\d+\.xlsx$/)

  // delete through the toolbar with its confirmation
  await row.getByRole('checkbox').check()
  await page
    .getByRole('button', { name: /删\s*除/ })
    .first()
    .click()
  await expect(page.getByText('是否确认删除"撤馆验收"的数据项？')).toBeVisible()
  await clickOk(page.getByRole('dialog', { name: '系统提示' }))
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(table(page).getByRole('cell', { name: '撤馆验收', exact: true })).toHaveCount(0)
})

test('the second of two editors saving the same template gets the conflict message', async ({
  asUser,
  browser,
}) => {
  const [a, b] = await Promise.all([browser.newPage(), browser.newPage()])
  for (const p of [a, b]) {
    await asUser('admin', { page: p, at: '/system/remarkTemplate' })
  }
  const open = async (p: Page) => {
    await table(p)
      .getByRole('row', { name: /保留期七天/ })
      .getByRole('button', { name: /修\s*改/ })
      .click()
    await expect(dialog(p).getByLabel('备注内容')).toBeVisible()
  }
  await open(a)
  await open(b)
  await dialog(a).getByLabel('备注内容').fill('预定保留 10 天')
  await dialog(a)
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(a.getByText('修改成功')).toBeVisible()

  await dialog(b).getByLabel('备注内容').fill('预定保留 3 天')
  await dialog(b)
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(b.getByText('数据已被他人修改，请刷新后重试')).toBeVisible()
  // the dialog stays open with what was typed; the first editor's text is kept
  await expect(dialog(b).getByLabel('备注内容')).toHaveValue('预定保留 3 天')
  await b.reload()
  await expect(table(b).getByText('预定保留 10 天')).toBeVisible()
  await Promise.all([a.close(), b.close()])
})
