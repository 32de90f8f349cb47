import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures.ts'

/** Serious and critical axe violations of the page as it is now, one line each. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  return (
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // the rule, the element and axe's reason (colours and ratio for contrast)
      .flatMap((v) =>
        v.nodes.map((n) => `${v.id} ${n.target.join(' ')} | ${n.any[0]?.message ?? ''}`),
      )
  )
}

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByLabel('用户名')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the venue dashboard has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(page.getByTestId('dashboard-system-venue')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the service exhibition list has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByRole('button', { name: '系统管理员' }).click()
  await page.getByRole('menuitem', { name: '综合服务平台' }).click()
  await expect(page).toHaveURL(/\/exhibitionList\/exhibitionList/)
  await expect(page.getByRole('table', { name: '展会列表' }).locator('tbody tr')).not.toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})
