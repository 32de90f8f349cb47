import { type Page } from '@playwright/test'
import { clickOk, expect, test } from '../fixtures.ts'

// /system/module against the real server: the three subsystems, edit, disable (the
// subsystem leaves the next sign-in's switcher). Its screenshots are taken by the
// built-pages specs; the dialog's 409 is the shared FormDialog's (resource-screen.test.tsx).

const table = (page: Page) => page.getByRole('table')
const dialog = (page: Page) => page.getByRole('dialog')
// 确定 once the dialog has zoomed in: a click while it grows can be lost (ADR 021)
const ok = (page: Page) => clickOk(dialog(page).last())

test('lists and edits the subsystems; a disabled one is left out at sign-in', async ({
  page,
  asUser,
}) => {
  await asUser('admin', { at: '/system/module' })
  for (const name of ['场馆管理系统', '综合服务平台', '证件系统'])
    await expect(table(page).getByRole('cell', { name, exact: true })).toBeVisible()
  // no add or delete: the codes are fixed
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0)

  const row = table(page).getByRole('row', { name: /credential/ })
  await row.getByRole('button', { name: /修\s*改/ }).click()
  await dialog(page).getByLabel('模块名称').fill('')
  await ok(page)
  await expect(dialog(page).getByText('请输入模块名称')).toBeVisible()
  await dialog(page).getByLabel('模块名称').fill('证件管理系统')
  await dialog(page).getByRole('textbox', { name: '备注' }).fill('人员证与车辆证')
  await page.waitForTimeout(2_100) // 确定 ignores a second click within 2000 ms
  await ok(page)
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(row.getByText('证件管理系统')).toBeVisible()

  // disable it through the switch with its confirmation
  await row.getByRole('switch').click()
  await expect(page.getByText('确认要"停用""证件管理系统"吗？')).toBeVisible()
  await ok(page)
  await expect(page.getByText('停用成功')).toBeVisible()

  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')
  expect(token).toBeDefined()
  await page.context().clearCookies()
  await asUser('admin')
  const info = await page.request.get('/xgz/cloud-user/api/login/info', {
    headers: {
      'access-token':
        (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '',
    },
  })
  const systems = ((await info.json()) as { data: { menuList: { code: string }[] } }).data.menuList
  expect(systems.map((s) => s.code)).toEqual(['venue', 'service'])

  // and back on
  await page.goto('/system/module')
  await table(page)
    .getByRole('row', { name: /credential/ })
    .getByRole('switch')
    .click()
  await ok(page)
  await expect(page.getByText('启用成功')).toBeVisible()
})
