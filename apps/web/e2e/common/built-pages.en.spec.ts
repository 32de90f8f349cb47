import type { Page } from '@playwright/test'
import {
  VENUE_PAGES,
  setLanguage,
  sharedAdminTab,
  shot,
  visit,
  visitExhibitions,
} from '../built-pages.ts'
import { expect, test } from '../fixtures.ts'

// Every built page in English, as admin, shot at 1440x900 for review: the page's heading and
// the head bar's menu speak English (no Chinese left where a key was missed).
// One sign-in per worker: the tests of a worker share one tab.

const CJK = /[\u4e00-\u9fff]/

/**
 * The head bar's menu, the page's heading and the dashboard's subsystem cards carry no
 * Chinese (seed data may: the dashboard greets the user by a Chinese name).
 */
const inEnglish = async (page: Page) => {
  const onDashboard = new URL(page.url()).pathname === '/dashboard'
  const texts = page.locator(
    onDashboard
      ? 'nav[aria-label="Top menu"], [data-testid^="dashboard-system-"]'
      : 'nav[aria-label="Top menu"], main h1:visible',
  )
  for (const text of await texts.all()) await expect(text).not.toContainText(CJK)
}

test.describe('every built page in English', () => {
  const tab = sharedAdminTab('en')

  test('the sign-in page', async ({ page: signedOut, context: own, serverURL }) => {
    await setLanguage(own, serverURL, 'en')
    await signedOut.goto('/login')
    await expect(signedOut.getByLabel('User name')).toBeVisible()
    await shot(signedOut, 'login', 'en')
  })

  for (const built of VENUE_PAGES) {
    test(built.path, async () => {
      await visit(tab.page(), built, 'en', inEnglish)
    })
  }

  // in a tab of its own: the switch of subsystem would change what the shared tab shows
  test('the service exhibition list and an exhibition', async ({
    page: own,
    asUser,
    serverURL,
  }) => {
    test.setTimeout(90_000) // two pages and the switch to the other subsystem
    await setLanguage(own.context(), serverURL, 'en')
    await asUser('admin', { page: own, at: '/dashboard' })
    await visitExhibitions(own, 'en', inEnglish)
  })
})
