import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures.ts'

// Every built page, checked with axe as admin in zh (plus one dialog and one page in
// English): a serious or critical violation fails the page's test, with no list of
// exceptions (ADR 013, 020). One sign-in for the file: the tests share one tab.

/** Serious and critical axe violations of the page as it is now, one line each. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  return (
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // the rule, the element and axe's reason (colours and ratio for contrast)
      .flatMap((v) =>
        v.nodes.map((n) => {
          const reason = [...n.any, ...n.all, ...n.none][0]?.message ?? v.help
          return `${v.id} ${n.target.join(' ')} | ${reason}`
        }),
      )
  )
}

/** What shows once a list has its data: its first row, or its empty state (a fresh log). */
const firstRow = (page: Page): Locator =>
  page.locator('.ant-table-row, .ant-table-placeholder .ant-empty').first()
const heading = (page: Page): Locator => page.locator('main h1').first()

/** Every built page of the venue system, and what to wait for before axe looks. */
const PAGES: ReadonlyArray<readonly [path: string, ready: (page: Page) => Locator]> = [
  ['/dashboard', (p) => p.getByTestId('dashboard-system-venue')],
  ['/system/user', firstRow],
  ['/system/role', firstRow],
  ['/system/menu', firstRow],
  ['/system/dept', firstRow],
  ['/system/data-manage', firstRow],
  ['/system/module', firstRow],
  ['/system/site', firstRow],
  ['/system/resourcesManagement', firstRow],
  ['/system/priceManagement', firstRow],
  ['/system/scheduleTemplate', firstRow],
  ['/system/remarkTemplate', firstRow],
  ['/system/paymentPlan', firstRow],
  ['/system/contractTemplate', firstRow],
  ['/system/fileTemplate', firstRow],
  ['/schedules/Date', (p) => p.getByRole('grid').getByRole('rowheader').first()],
  ['/schedules/projectCalendar', heading],
  ['/schedules/dailyReservation', heading],
  ['/schedules/reservationConflict', firstRow],
  ['/logManage/login', firstRow],
  ['/logManage/operationLog', firstRow],
  ['/message/index', firstRow],
  ['/profile/index', (p) => p.locator('.ant-card').first()],
]

test.describe('no serious accessibility violations (axe)', () => {
  let context: BrowserContext
  let page: Page

  test.beforeAll(async ({ browser, serverURL }, { project }) => {
    // this worker's own server (ADR 021)
    const { viewport, locale } = project.use
    context = await browser.newContext({ baseURL: serverURL, viewport, locale })
    page = await context.newPage()
    await signIn(page, 'admin')
  })
  test.afterAll(() => context.close())

  // signed out: a tab of its own
  test('the sign-in page', async ({ page: signedOut }) => {
    await signedOut.goto('/login')
    await expect(signedOut.getByLabel('用户名')).toBeVisible()
    expect(await seriousViolations(signedOut)).toEqual([])
  })

  for (const [path, ready] of PAGES) {
    test(path, async () => {
      await page.goto(path)
      await expect(ready(page)).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the add dialog of the remark templates', async () => {
    await page.goto('/system/remarkTemplate')
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const dialog = page.getByRole('dialog', { name: '新增备注模板' })
    await expect(dialog.getByLabel('模板名称')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a list in English', async () => {
    const language = (value: string) =>
      context.addCookies([{ name: 'language', value, url: page.url() }])
    await language('en')
    await page.goto('/system/user')
    await expect(
      page.getByRole('table', { name: 'Users' }).locator('.ant-table-row').first(),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await language('zh')
  })

  test('the service exhibition list and an exhibition', async () => {
    test.setTimeout(60_000) // two pages and the switch to the other subsystem
    await page.goto('/dashboard')
    await page.getByRole('button', { name: '系统管理员' }).click()
    await page.getByRole('menuitem', { name: '综合服务平台' }).click()
    const rows = page.getByRole('table', { name: '展会列表' }).locator('tbody tr.ant-table-row')
    await expect(rows.first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await rows
      .first()
      .getByRole('button', { name: /进\s*入/ })
      .click()
    await expect(page.getByTestId('exhibition-title')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
