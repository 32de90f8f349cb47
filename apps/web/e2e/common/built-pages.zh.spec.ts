import type { Page } from '@playwright/test'
import {
  type Scope,
  VENUE_PAGES,
  seriousViolations,
  setLanguage,
  sharedAdminTab,
  shot,
  visit,
  visitExhibitions,
} from '../built-pages.ts'
import { expect, test } from '../fixtures.ts'

// Every built page in zh, as admin: axe finds no serious or critical violation on the page
// nor on its add dialog (no list of exceptions: ADR 013, 020), and each is shot at
// 1440x900 for review. One sign-in per worker: the tests of a worker share one tab.

const noViolations = async (page: Page, scope: Scope = 'page') =>
  expect(await seriousViolations(page, scope)).toEqual([])

test.describe('every built page in zh: no serious accessibility violations (axe)', () => {
  const tab = sharedAdminTab('zh')

  // signed out: a tab of its own
  test('the sign-in page', async ({ page: signedOut }) => {
    await signedOut.goto('/login')
    await expect(signedOut.getByLabel('用户名')).toBeVisible()
    await noViolations(signedOut)
    await shot(signedOut, 'login', 'zh')
  })

  for (const built of VENUE_PAGES) {
    test(built.path, async () => {
      await visit(tab.page(), built, 'zh', noViolations)
    })
  }

  // the check itself finds what it should: an image without a text alternative in a dialog
  test('the check reports a serious violation', async ({ page: own, asUser }) => {
    await asUser('admin', { page: own, at: '/system/module' })
    await expect(own.locator('.ant-table-row:visible').first()).toBeVisible()
    expect(await seriousViolations(own)).toEqual([])
    await own.evaluate(() => {
      const wrap = document.createElement('div')
      wrap.className = 'ant-modal-wrap'
      wrap.innerHTML = '<img src="/favicon.ico">'
      document.body.append(wrap)
    })
    for (const scope of ['page', 'dialog'] as const)
      expect(await seriousViolations(own, scope)).toEqual([
        expect.stringMatching(/^image-alt img\[src\$="favicon\.ico"\] \| .*alt attribute$/),
      ])
  })

  // a list that scrolls sideways, with no row to focus in it, stays in keyboard reach (in a
  // tab of its own: only this page open)
  test('an empty list', async ({ page: own, asUser }) => {
    await asUser('admin', { page: own, at: '/system/user?name=nobody-by-this-name' })
    await expect(own.locator('.ant-table-placeholder .ant-empty:visible')).toBeVisible()
    await expect(own.locator('.ant-spin-spinning:visible')).toHaveCount(0)
    await noViolations(own)
  })

  // in a tab of its own: the shared tab stays in zh
  test('a list in English', async ({ page: own, asUser, serverURL }) => {
    await setLanguage(own.context(), serverURL, 'en')
    await asUser('admin', { page: own, at: '/system/user' })
    await expect(
      own.getByRole('table', { name: 'Users' }).locator('.ant-table-row').first(),
    ).toBeVisible()
    await noViolations(own)
  })

  // in a tab of its own: the switch of subsystem would change what the shared tab shows
  test('the service exhibition list and an exhibition', async ({ page: own, asUser }) => {
    test.setTimeout(90_000) // two pages and the switch to the other subsystem
    await asUser('admin', { page: own, at: '/dashboard' })
    await visitExhibitions(own, 'zh', noViolations)
  })
})
