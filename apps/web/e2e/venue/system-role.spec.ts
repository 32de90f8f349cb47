import { type Page } from '@playwright/test'
import { expandTreeNode, expect, test } from '../fixtures.ts'

// /system/role against the real server: list, filter, add with a permission tree, edit,
// data scope, delete (and the refusal of a role in use), export, two editors, screenshots.

const table = (page: Page) => page.getByRole('table')
const dialog = (page: Page) => page.getByRole('dialog')
const ok = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click()

test('lists, filters, adds, edits, scopes, deletes and exports roles', async ({ page, asUser }) => {
  test.setTimeout(90_000) // many steps against the real server
  await asUser('admin', { at: '/system/role' })
  await expect(table(page).getByRole('cell', { name: '运营主管', exact: true })).toBeVisible()
  await expect(table(page).getByRole('cell', { name: 'ops_supervisor' })).toBeVisible()

  // filter by key, Enter searches; the filter travels in the URL
  await page.getByRole('search').getByLabel('权限字符').fill('cert_')
  await page.getByRole('search').getByLabel('权限字符').press('Enter')
  await expect(page).toHaveURL(/roleKey=cert_/)
  await expect(page.getByText('共 2 条')).toBeVisible()
  await page
    .getByRole('search')
    .getByRole('button', { name: /重\s*置/ })
    .click()
  await expect(table(page).getByRole('cell', { name: '运营主管', exact: true })).toBeVisible()

  // add: the client refuses an empty name; a taken key comes back on its field
  await page.getByRole('button', { name: /新\s*增/ }).click()
  await expect(dialog(page).getByText('新增角色')).toBeVisible()
  await ok(page)
  // (a click the field rules refused sent nothing: the next one is not a double click)
  await expect(dialog(page).getByText('请输入角色名称')).toBeVisible()
  await dialog(page).getByLabel('角色名称').fill('展厅巡检员')
  await dialog(page).getByLabel('权限字符').fill('leader')
  const tree = dialog(page).getByRole('tree', { name: '菜单权限' })
  await expandTreeNode(tree, '排期管理')
  await tree
    .getByRole('treeitem', { name: /场地排期$/ })
    .locator('.ant-tree-checkbox')
    .click()
  await ok(page)
  await expect(dialog(page).getByText('权限字符已存在')).toBeVisible()
  await dialog(page).getByLabel('权限字符').fill('hall_inspector')
  // 确定 ignores a second click within 2000 ms (prevent-double-click)
  await page.waitForTimeout(2_100)
  await ok(page)
  await expect(page.getByText('新增成功')).toBeVisible()
  const row = table(page).getByRole('row', { name: /展厅巡检员/ })
  await expect(row).toBeVisible()

  // edit: the tree opens with what was granted
  await row.getByRole('button', { name: /修\s*改/ }).click()
  const edited = dialog(page).getByRole('tree', { name: '菜单权限' })
  await expandTreeNode(edited, '排期管理')
  await expect(
    edited.getByRole('treeitem', { name: /场地排期$/ }).locator('.ant-tree-checkbox-checked'),
  ).toBeVisible()
  await dialog(page).getByRole('textbox', { name: '备注' }).fill('负责展厅日常巡检')
  await ok(page)
  await expect(page.getByText('修改成功')).toBeVisible()
  // (gone before the next save's, which says the same)
  await expect(page.getByText('修改成功')).toBeHidden()

  // data scope: own department and below
  await row.getByRole('button', { name: '数据权限' }).click()
  await expect(dialog(page).getByText('分配数据权限')).toBeVisible()
  // the option list animates open: retry until the choice has taken effect
  const scopeTree = dialog(page).getByRole('tree', { name: '数据权限部门' })
  await expect(async () => {
    await dialog(page).getByLabel('权限范围').click()
    await page.getByTitle('自定数据权限', { exact: true }).click({ timeout: 2_000 })
    await expect(scopeTree).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(async () => {
    await dialog(page).getByLabel('权限范围').click()
    await page.getByTitle('本部门及以下数据权限', { exact: true }).click({ timeout: 2_000 })
    await expect(scopeTree).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await ok(page)
  await expect(page.getByText('修改成功')).toBeVisible()

  // export
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /导\s*出/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^角色管理_\d+\.xlsx$/)

  // a role in use is not deleted, with the reason
  await table(page)
    .getByRole('row', { name: /运营主管/ })
    .getByRole('button', { name: /删\s*除/ })
    .click()
  await ok(page)
  await expect(page.getByText('角色"运营主管"已分配给1个用户，不能删除')).toBeVisible()

  // an unused one is
  await row.getByRole('button', { name: /删\s*除/ }).click()
  await expect(page.getByText('是否确认删除"展厅巡检员"的数据项？')).toBeVisible()
  await ok(page)
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(table(page).getByRole('row', { name: /展厅巡检员/ })).toHaveCount(0)
})
