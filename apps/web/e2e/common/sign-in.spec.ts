import { createHash } from 'node:crypto'
import { expect, signIn, test, tokenOf } from '../fixtures.ts'

const VENUE_GROUPS = ['项目管理', '合同管理', '排期管理', '客户管理', '财务管理', '系统管理']

test.describe('sign-in and session', () => {
  test('admin signs in and sees the menus of the first subsystem (venue)', async ({ page }) => {
    await signIn(page, 'admin')
    await expect(page).toHaveURL(/\/dashboard$/)
    const top = page.getByRole('navigation', { name: '顶部菜单' })
    for (const group of VENUE_GROUPS) {
      await expect(top.getByRole('menuitem', { name: group })).toBeVisible()
    }
    // docs/product/routes.md "Common routes": the page title is the route title plus the
    // application title
    await expect(page).toHaveTitle(/智慧场馆运营管理平台/)
  })

  test('a reload keeps the user signed in, on the same page', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/system/user')
    await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(/\/system\/user$/)
    await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible()
    await expect(page.getByRole('button', { name: '系统管理员' })).toBeVisible()
  })

  test('an unknown path shows the 404 page', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/no/such/page')
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible()
  })

  test('/login while signed in goes to /', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a deep link without a session goes to /login and back after sign-in', async ({ page }) => {
    await page.goto('/system/role')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Frole/)
    await page.getByLabel('用户名').fill('  admin  ')
    await page.getByLabel('密码').fill('Demo@2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await expect(page).toHaveURL(/\/system\/role$/)
  })

  test('logout returns to /login and the server refuses the old token', async ({ page }) => {
    await signIn(page, 'admin')
    const token = await tokenOf(page)
    expect(token).toBeTruthy()
    await page.getByRole('button', { name: '系统管理员' }).click()
    await page.getByRole('menuitem', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(await tokenOf(page)).toBeUndefined()
    const answer = await page.request.get('/xgz/cloud-user/api/login/info', {
      headers: { 'access-token': token as string },
    })
    expect(answer.status()).toBe(401)
    expect((await answer.json()).code).toBe(401)
  })

  test('a wrong password reads the same as an unknown user, with attempts left', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByLabel('用户名').fill('liuyang')
    await page.getByLabel('密码').fill('Wrong@2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await expect(page.getByTestId('auth-error')).toHaveText(/用户不存在\/密码错误，还可尝试4次/)
    await page.getByLabel('用户名').fill('nobody-here')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await expect(page.getByTestId('auth-error')).toHaveText(/用户不存在\/密码错误，还可尝试4次/)
  })

  test('the password never travels in clear: the sign-in call carries its SHA-256', async ({
    page,
  }) => {
    await page.goto('/login')
    const call = page.waitForRequest((r) => r.url().includes('/login/byPwd'))
    await page.getByLabel('用户名').fill('admin')
    await page.getByLabel('密码').fill('Demo@2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    const url = new URL((await call).url())
    expect(url.searchParams.get('pwd')).toBe(createHash('sha256').update('Demo@2026').digest('hex'))
    expect(url.toString()).not.toContain('Demo%402026')
  })

  test('a stored version other than 4.3.7 resets the session and goes to /login (spec §4)', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    await page.evaluate(() => localStorage.setItem('version', '4.3.6'))
    await page.goto('/system/user')
    await expect(page).toHaveURL(/\/login$/)
    expect(await tokenOf(page)).toBeUndefined()
    expect(await page.evaluate(() => localStorage.getItem('version'))).toBe('4.3.7')
  })
})
