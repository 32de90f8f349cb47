import { type Locator, type Page, test as base, expect } from '@playwright/test'

export const DEMO_PASSWORD = 'Demo@2026'

/** Signs in through the real sign-in page and waits for the first screen. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('用户名').fill(userName)
  await page.getByLabel('密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/**
 * The access token the app keeps in the Admin-Token cookie (docs/product/shell.md
 * "Client storage").
 */
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

/**
 * Opens a node of an antd Tree by its title, retrying until it shows expanded (a click
 * during a re-render of a busy page can be lost).
 */
export async function expandTreeNode(tree: Locator, title: string) {
  const item = tree.getByRole('treeitem', { name: new RegExp(`${title}$`) })
  await expect(async () => {
    if ((await item.getAttribute('aria-expanded')) !== 'true')
      await item.locator('.ant-tree-switcher').click()
    await expect(item).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

/**
 * Waits until no finite CSS animation or transition runs: a dialog still zooming in is
 * half transparent in a screenshot. Spinners (infinite) are not waited for.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}
