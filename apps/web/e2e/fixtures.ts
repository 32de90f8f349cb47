import { type Page, test as base, expect } from '@playwright/test'

export const DEMO_PASSWORD = 'Demo@2026'

/** Signs in through the real sign-in page and waits for the first screen. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('用户名').fill(userName)
  await page.getByLabel('密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** The access token the app keeps in the Admin-Token cookie (spec §3). */
export async function tokenOf(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((c) => c.name === 'Admin-Token')?.value
}

export const test = base.extend<{ login: (userName: string) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use((userName: string) => signIn(page, userName))
  },
})
export { expect }
