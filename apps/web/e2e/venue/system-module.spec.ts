import { type Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// /system/module against the real server: the three subsystems, edit, disable (the
// subsystem leaves the next sign-in's switcher), two editors, screenshots.

const table = (page: Page) => page.getByRole('table')
const dialog = (page: Page) => page.getByRole('dialog')
const ok = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click()

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

test('the second of two editors saving the same subsystem gets the conflict message', async ({
  asUser,
  browser,
}) => {
  const [a, b] = await Promise.all([browser.newPage(), browser.newPage()])
  const open = async (p: Page) => {
    await asUser('admin', { page: p, at: '/system/module' })
    await table(p)
      .getByRole('row', { name: /service/ })
      .getByRole('button', { name: /修\s*改/ })
      .click()
    await expect(dialog(p).getByLabel('模块名称')).toBeVisible()
  }
  await open(a)
  await open(b)
  await dialog(a).getByRole('textbox', { name: '备注' }).fill('报馆与服务')
  await ok(a)
  await expect(a.getByText('修改成功')).toBeVisible()
  await dialog(b).getByRole('textbox', { name: '备注' }).fill('服务')
  await ok(b)
  await expect(b.getByText('数据已被他人修改，请刷新后重试')).toBeVisible()
  await Promise.all([a.close(), b.close()])
})

for (const language of ['zh', 'en'] as const) {
  test(`modules screenshot in ${language}`, async ({ page, context, baseURL, asUser }) => {
    await asUser('admin')
    await context.addCookies([{ name: 'language', value: language, url: baseURL as string }])
    await page.goto('/system/module')
    await expect(table(page).getByRole('cell', { name: 'venue', exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `e2e/screenshots/system-module.${language}.png` })
  })
}
