import { type Locator, type Page } from '@playwright/test'
import { expandTreeNode, expect, signIn, test, tokenOf } from '../fixtures.ts'

// The cross-screen acceptance test of issue 5: a role built on the role screen decides what
// its holder sees (head bar, sidebar, buttons) and what the server lets it do.

const ROLE_NAME = '备注排期专员'
const ROLE_KEY = 'remark_schedule_clerk'
const USER = 'beizhu'
const PASSWORD = 'Remark#2026'

const dialog = (page: Page) => page.getByRole('dialog')
/** The checkbox of the n-th node after `item` in the (flat, expanded) antd tree. */
const checkboxAfter = (item: Locator, n: number) =>
  item.locator(`xpath=following-sibling::div[${n}]`).locator('.ant-tree-checkbox')
const labelAfter = (item: Locator, n: number) => item.locator(`xpath=following-sibling::div[${n}]`)

test('a role built on the role screen decides menus, buttons and server answers', async ({
  asUser,
  page,
  request,
}) => {
  test.setTimeout(90_000) // many steps against the real server
  // 1. admin creates the role: 场地排期 with only its list, 备注模板 with only list and add
  await asUser('admin', { at: '/system/role' })
  await page.getByRole('button', { name: /新\s*增/ }).click()
  await dialog(page).getByLabel('角色名称').fill(ROLE_NAME)
  await dialog(page).getByLabel('权限字符').fill(ROLE_KEY)
  const tree = dialog(page).getByRole('tree', { name: '菜单权限' })
  // open only the nodes needed (the whole tree is several hundred nodes)
  for (const name of ['排期管理', '场地排期', '系统管理', '备注模板'])
    await expandTreeNode(tree, name)

  const schedule = tree.getByRole('treeitem', { name: /场地排期$/ })
  await expect(labelAfter(schedule, 1)).toHaveText('列表查询')
  await checkboxAfter(schedule, 1).click()

  const remark = tree.getByRole('treeitem', { name: /备注模板$/ })
  await expect(labelAfter(remark, 1)).toHaveText('列表查询')
  await expect(labelAfter(remark, 3)).toHaveText('新增')
  await checkboxAfter(remark, 1).click()
  await checkboxAfter(remark, 3).click()
  // the pages are half-checked (parent-child linkage), not fully granted
  await expect(remark.locator('.ant-tree-checkbox-indeterminate')).toBeVisible()
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(page.getByText('新增成功')).toBeVisible()

  // 2. a user holding that role. Created through the API with the admin's own token (from
  // the Admin-Token cookie) rather than the /system/user dialog, which has its own browser
  // test (system-user.spec.ts); this test is about what the role grants.
  const adminToken = (await tokenOf(page)) as string
  const headers = { 'access-token': adminToken }
  const roles = await request.get('/xgz/cloud-user/api/system/role/page', {
    headers,
    params: { roleKey: ROLE_KEY, page: 1, pageSize: 10 },
  })
  const role = ((await roles.json()) as { data: { list: { guid: string }[] } }).data.list[0]
  expect(role).toBeDefined()
  const created = await request.post('/xgz/cloud-user/api/system/user/addOrUpdate', {
    headers,
    data: {
      userName: USER,
      nickName: '周备注',
      roleGuids: [role?.guid],
      password: Buffer.from(PASSWORD, 'utf8').toString('base64'),
    },
  })
  expect(created.status(), await created.text()).toBe(200)

  // 3. the user signs in and sees exactly the granted menus
  await page.context().clearCookies()
  await signIn(page, USER, PASSWORD)
  const top = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(top.getByRole('menuitem')).toHaveText(['排期管理', '系统管理'])
  await top.getByRole('menuitem', { name: '系统管理' }).click()
  const side = page.getByRole('navigation', { name: '侧边菜单' })
  await expect(side.getByRole('menuitem')).toHaveText(['首页', '备注模板'])
  await top.getByRole('menuitem', { name: '排期管理' }).click()
  await expect(side.getByRole('menuitem')).toHaveText(['首页', '场地排期'])

  // 4. on 备注模板: 新增, but neither 修改 nor 删除
  await page.goto('/system/remarkTemplate')
  await expect(page.getByRole('table').getByText('第二意向顺延')).toBeVisible()
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /修\s*改/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0)
  // a page outside the role is not routed
  await page.goto('/system/role')
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible()

  // 5. the server refuses the hidden actions too
  const token = (await tokenOf(page)) as string
  const denied = await request.post('/xgz/cloud-business/api/system/remarkTemplate/delete', {
    headers: { 'access-token': token },
    data: { guids: ['any'] },
  })
  expect(denied.status()).toBe(403)
  const listed = await request.get('/xgz/cloud-business/api/system/remarkTemplate/page', {
    headers: { 'access-token': token },
    params: { page: 1, pageSize: 20 },
  })
  expect(listed.status()).toBe(200)
})
