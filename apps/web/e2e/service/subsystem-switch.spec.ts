import { expect, signIn, test } from '../fixtures.ts'

test('switching to the service platform without an exhibition lands on the exhibition list', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await page.getByRole('button', { name: '系统管理员' }).click()
  await page.getByRole('menuitem', { name: '综合服务平台' }).click()
  await expect(page).toHaveURL(/\/exhibitionList\/exhibitionList/)
  const top = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(top.getByRole('menuitem', { name: '展会列表' })).toBeVisible()
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
})

test('a credential-only user (孙丽) enters the credential system directly', async ({ page }) => {
  await signIn(page, 'sunli')
  await expect(page).toHaveURL(/\/certificateHome\/certificateHome/)
  const top = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(top.getByRole('menuitem', { name: '证件审核' })).toBeVisible()
  await expect(top.getByRole('menuitem', { name: '项目管理' })).toHaveCount(0)
})
