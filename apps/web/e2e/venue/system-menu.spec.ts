import { type Page } from '@playwright/test'
import { clickOk, expect, test } from '../fixtures.ts'

// /system/menu against the real server: the tree per subsystem, filter, add a button with a
// catalogue permission, rename a page (the head bar follows at the next sign-in), the
// refusals on delete, two editors, screenshots.

const table = (page: Page) => page.getByRole('table')
const dialog = (page: Page) => page.getByRole('dialog')
// 确定 once the dialog has zoomed in: a click while it grows can be lost (ADR 021)
const ok = (page: Page) => clickOk(dialog(page).last())

test('shows, filters, adds, edits and deletes menus', async ({ page, asUser }) => {
  test.setTimeout(90_000) // many steps against the real server
  await asUser('admin', { at: '/system/menu' })
  await expect(table(page).getByRole('row', { name: /^展开行 系统管理 / })).toBeVisible()
  // top-level rows of the venue system, with their type tags
  await expect(
    table(page)
      .getByRole('row', { name: /排期管理/ })
      .getByText('目录'),
  ).toBeVisible()

  // another subsystem
  await page.getByRole('search').getByLabel('所属系统').click()
  await page.getByTitle('证件系统', { exact: true }).click()
  await page
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索/ })
    .click()
  await expect(page).toHaveURL(/systemCode=credential/)
  await expect(table(page).getByRole('row', { name: /^展开行 证件设置 / })).toBeVisible()
  await page
    .getByRole('search')
    .getByRole('button', { name: /重\s*置/ })
    .click()
  // the reset has landed before the next search is typed
  await expect(page).not.toHaveURL(/systemCode=credential/)

  // filter by name: the matches show as top rows
  // typed and searched again if the form, refilled from the reset's address, wiped it
  await expect(async () => {
    const name = page.getByRole('search').getByLabel('菜单名称')
    await name.fill('备注模板')
    await name.press('Enter')
    await expect(page).toHaveURL(/menuName=/, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const remark = table(page).getByRole('row', { name: /备注模板/ })
  await expect(remark).toBeVisible()
  await expect(remark.getByText('/system/remarkTemplate')).toBeVisible()

  // a button under the page: the permission is chosen from the catalogue
  await remark.getByRole('button', { name: /新\s*增/ }).click()
  await expect(dialog(page).getByText('新增菜单')).toBeVisible()
  await expect(dialog(page).getByRole('radio', { name: '按钮' })).toBeChecked()
  await expect(dialog(page).getByLabel('路由地址')).toHaveCount(0)
  await dialog(page).getByLabel('菜单名称').fill('复制模板')
  await dialog(page).getByLabel('权限标识').fill('system:remarkTemplate:que')
  await page.getByTitle('system:remarkTemplate:query', { exact: true }).click()
  await ok(page)
  await expect(page.getByText('新增成功')).toBeVisible()

  // disable the page: it leaves the sidebar at the next sign-in
  await remark.getByRole('button', { name: /修\s*改/ }).click()
  // checked again when a click is lost on the busy page
  await expect(async () => {
    await dialog(page).getByRole('radio', { name: '停用' }).check({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await ok(page)
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(remark.getByText('停用')).toBeVisible()
  await page.getByRole('search').getByLabel('菜单名称').fill('复制模板')
  await page.getByRole('search').getByLabel('菜单名称').press('Enter')
  const added = table(page).getByRole('row', { name: /复制模板/ })
  await expect(added.getByText('system:remarkTemplate:query')).toBeVisible()
  await expect(added.getByText('按钮')).toBeVisible()

  // a button no role holds can go (below); a page with children cannot
  await page.goto('/system/menu?menuName=%E5%A4%87%E6%B3%A8%E6%A8%A1%E6%9D%BF')
  await table(page)
    .getByRole('row', { name: /备注模板/ })
    .getByRole('button', { name: /删\s*除/ })
    .click()
  await ok(page)
  await expect(page.getByText('菜单"备注模板"存在子菜单，不允许删除')).toBeVisible()
  await page.goto('/system/menu?menuName=%E5%A4%8D%E5%88%B6%E6%A8%A1%E6%9D%BF')
  // a button no role holds is
  await added.getByRole('button', { name: /删\s*除/ }).click()
  await expect(page.getByText('是否确认删除"复制模板"的数据项？')).toBeVisible()
  await ok(page)
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(table(page).getByRole('row', { name: /复制模板/ })).toHaveCount(0)

  await page.context().clearCookies()
  await asUser('admin')
  await page
    .getByRole('navigation', { name: '顶部菜单' })
    .getByRole('menuitem', { name: '系统管理' })
    .click()
  const side = page.getByRole('navigation', { name: '侧边菜单' })
  await expect(side.getByRole('menuitem', { name: '排期模板' })).toBeVisible()
  await expect(side.getByRole('menuitem', { name: '备注模板' })).toHaveCount(0)

  // and back on, for the other tests
  await page.goto('/system/menu?menuName=%E5%A4%87%E6%B3%A8%E6%A8%A1%E6%9D%BF')
  await remark.getByRole('button', { name: /修\s*改/ }).click()
  await dialog(page).getByRole('radio', { name: '正常' }).check()
  await ok(page)
  await expect(page.getByText('修改成功')).toBeVisible()
})

test('a renamed page carries its new name in the menus and its title after the next sign-in', async ({
  asUser,
  page,
}) => {
  test.setTimeout(60_000)
  await asUser('admin')
  const rename = async (from: string, to: string) => {
    await page.goto(`/system/menu?menuName=${encodeURIComponent(from)}`)
    const row = table(page).getByRole('row', { name: new RegExp(from) })
    await row.getByRole('button', { name: /修\s*改/ }).click()
    await dialog(page).getByLabel('菜单名称').fill(to)
    await ok(page)
    await expect(page.getByText('修改成功')).toBeVisible()
  }
  await rename('排期模板', '档期时段模板')
  await page.context().clearCookies()
  await asUser('admin')
  await page
    .getByRole('navigation', { name: '顶部菜单' })
    .getByRole('menuitem', { name: '系统管理' })
    .click()
  const side = page.getByRole('navigation', { name: '侧边菜单' })
  await side.getByRole('menuitem', { name: '档期时段模板' }).click()
  await expect(page.getByRole('heading', { name: '档期时段模板' })).toBeVisible()
  await expect(side.getByRole('menuitem', { name: '排期模板' })).toHaveCount(0)
  // other languages keep the page's translation (menu names are kept in Chinese)
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Schedule templates' })).toBeVisible()
  await page.context().addCookies([{ name: 'language', value: 'zh', url: page.url() }])
  await rename('档期时段模板', '排期模板')
})
