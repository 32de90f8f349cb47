import { animationsDone, expect, test } from '../fixtures.ts'

// Screens this issue touched, at 1440x900 in zh and en, saved for review
// (apps/web/e2e/screenshots). Each shot first checks the screen is really there.
for (const language of ['zh', 'en'] as const) {
  test(`screens in ${language}`, async ({ page, context, baseURL, asUser }) => {
    await context.addCookies([{ name: 'language', value: language, url: baseURL as string }])
    const shot = (name: string) =>
      page.screenshot({ path: `e2e/screenshots/${name}.${language}.png`, fullPage: false })

    await page.goto('/login')
    await expect(page.getByTestId('login-page')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shot('login')

    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL as string }])
    await asUser('admin')
    await context.addCookies([{ name: 'language', value: language, url: baseURL as string }])
    await page.reload()
    await expect(
      page.getByRole('navigation', { name: language === 'zh' ? '顶部菜单' : 'Top menu' }),
    ).toBeVisible()
    if (language === 'en') {
      // every subsystem's menu groups in the user's language, not the server's Chinese names
      for (const code of ['venue', 'service', 'credential']) {
        await expect(page.getByTestId(`dashboard-system-${code}`)).not.toContainText(
          /[\u4e00-\u9fff]/,
        )
      }
    }
    await shot('dashboard')

    await page.goto('/project/projectInfo')
    await page.waitForLoadState('networkidle')
    await shot('generic-screen')

    await page.goto('/logManage/login')
    await page.waitForLoadState('networkidle')
    await shot('login-log')
    // 详细 of the newest attempt (this sign-in)
    await page
      .getByRole('button', { name: language === 'zh' ? '详细' : 'Details' })
      .first()
      .click()
    await expect(
      page
        .getByRole('dialog')
        .getByText(language === 'zh' ? '登录日志详细' : 'Sign-in log details'),
    ).toBeVisible()
    await animationsDone(page)
    await shot('login-log-detail')

    await page.goto('/no/such/page')
    await shot('not-found')
  })
}
