import axe from 'axe-core'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { E2E } from './e2e-settings.ts'
import {
  animationsDone,
  expect,
  openInApp,
  screenshot,
  signIn,
  switchSystem,
  test,
} from './fixtures.ts'

// Every built page of the product, visited once per language by the built-pages specs:
// each is checked by axe (zh) and shot at 1440x900 for review (zh and en) in one shared tab,
// so a new screen costs one row here, not a screenshot test of its own (ADR 021).

export type Language = 'zh' | 'en'

// Ready markers look at visible elements only: pages opened before stay in the DOM, hidden
// (the tags view keeps them alive, ADR 014).
/**
 * What shows once a list has its data: its first row, or its empty state (a fresh log) in a
 * table that is not loading (a loading table shows its empty state under the spinner).
 */
const firstRow = (page: Page): Locator =>
  page
    .locator(
      '.ant-table-row:visible, .ant-spin-container:not(.ant-spin-blur) .ant-table-placeholder .ant-empty:visible',
    )
    .first()
/**
 * A list's first row, for a page the seed fills: its empty state may show for a moment
 * before its first call is made (a busy machine), and is no sign of readiness there.
 */
const dataRow = (page: Page): Locator => page.locator('.ant-table-row:visible').first()
const heading = (page: Page): Locator => page.locator('main h1:visible').first()
/**
 * 新增 in the screen's language, on the page shown: a page kept alive behind it (the tags
 * view) keeps its own 新增, still in the accessibility tree but with no box, and a click on
 * that one waits for the whole test's time (seen when the tab's pages came in another order).
 */
const addButton = (page: Page, language: Language): Locator =>
  page
    .getByRole('button', { name: language === 'zh' ? /^新\s*增$/ : /^Add$/ })
    .filter({ visible: true })
    .first()

export interface BuiltPage {
  path: string
  /** The screenshot's file name (without language and extension). */
  shot: string
  /** What must show before the page is checked or shot. */
  ready: (page: Page) => Locator
  /** Opens the page's add dialog (or its main dialog) for a second shot. */
  dialog?: (page: Page, language: Language) => Promise<void>
}

const openAdd = async (page: Page, language: Language) =>
  addButton(page, language).click({ timeout: 15_000 })

/** Every built page of the venue system. */
export const VENUE_PAGES: readonly BuiltPage[] = [
  {
    path: '/dashboard',
    shot: 'venue-dashboard',
    ready: (p) => p.getByTestId('dashboard-chart-status').locator('canvas:visible'),
  },
  { path: '/system/user', shot: 'system-user', ready: dataRow, dialog: openAdd },
  { path: '/system/role', shot: 'system-role', ready: dataRow, dialog: openAdd },
  { path: '/system/menu', shot: 'system-menu', ready: dataRow, dialog: openAdd },
  { path: '/system/dept', shot: 'system-dept', ready: dataRow, dialog: openAdd },
  { path: '/system/data-manage', shot: 'system-data-manage', ready: dataRow, dialog: openAdd },
  // one dictionary's values: their own list in a drawer
  {
    path: '/system/data-manage?dictType=site_type',
    shot: 'system-dict-values',
    ready: dataRow,
    dialog: (page, language) =>
      page
        .getByRole('button', { name: language === 'zh' ? '字典数据' : 'Values' })
        .first()
        .click(),
  },
  { path: '/system/module', shot: 'system-module', ready: dataRow },
  { path: '/system/site', shot: 'system-site', ready: dataRow, dialog: openAdd },
  {
    path: '/system/resourcesManagement',
    shot: 'system-resources',
    ready: dataRow,
    dialog: openAdd,
  },
  { path: '/system/priceManagement', shot: 'system-price', ready: dataRow, dialog: openAdd },
  {
    path: '/system/scheduleTemplate',
    shot: 'system-schedule-template',
    ready: dataRow,
    dialog: openAdd,
  },
  {
    path: '/system/remarkTemplate',
    shot: 'system-remark-template',
    ready: dataRow,
    dialog: openAdd,
  },
  { path: '/system/paymentPlan', shot: 'system-payment-plan', ready: dataRow, dialog: openAdd },
  {
    path: '/system/contractTemplate',
    shot: 'system-contract-template',
    ready: dataRow,
    dialog: openAdd,
  },
  // 审批流程, a view of 合同模板, and one chain's editor
  {
    path: '/system/contractTemplate?view=approvalChain',
    shot: 'system-approval-chain',
    ready: dataRow,
    dialog: (page, language) =>
      page
        .getByRole('table')
        .getByRole('button', { name: language === 'zh' ? /^修\s*改$/ : /^Edit$/ })
        .first()
        .click(),
  },
  // the seeded forms of the declaration checklist
  { path: '/system/fileTemplate', shot: 'system-file-template', ready: dataRow, dialog: openAdd },
  {
    path: '/schedules/Date',
    shot: 'schedule-date',
    ready: (p) => p.getByRole('grid').getByRole('rowheader').first(),
  },
  { path: '/schedules/projectCalendar', shot: 'project-calendar', ready: heading },
  { path: '/schedules/dailyReservation', shot: 'daily-reservation', ready: heading },
  // the seed's competing holds (+150 days) are in the list's default half year
  {
    path: '/schedules/reservationConflict',
    shot: 'reservation-conflict',
    ready: (p) => p.locator('.ant-table-row:visible').first(),
  },
  {
    path: '/logManage/login',
    shot: 'login-log',
    ready: firstRow,
    // 详细 of the newest attempt
    dialog: (page, language) =>
      page
        .getByRole('button', { name: language === 'zh' ? '详细' : 'Details' })
        .first()
        .click(),
  },
  { path: '/logManage/operationLog', shot: 'operation-log', ready: firstRow },
  { path: '/message/index', shot: 'messages', ready: firstRow },
  { path: '/profile/index', shot: 'profile', ready: (p) => p.locator('.ant-card:visible').first() },
  { path: '/customer/customerManage', shot: 'customer', ready: dataRow, dialog: openAdd },
  // the A-grade customers, and the detail drawer of the first (its basic data tab)
  {
    path: '/customer/customerManage?grade=A',
    shot: 'customer-a',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  { path: '/customer/salesOpportunity', shot: 'opportunity', ready: dataRow, dialog: openAdd },
  // the board with its funnel, and the detail drawer of its first card
  {
    path: '/customer/salesOpportunity?view=board',
    shot: 'opportunity-board',
    ready: (p) => p.locator('[data-guid]:visible').first(),
    dialog: (page) => page.locator('[data-guid]:visible').first().getByRole('link').click(),
  },
  { path: '/project/projectInfo', shot: 'project-info', ready: dataRow, dialog: openAdd },
  // the projects in the venue now, and the detail drawer of the first
  {
    path: '/project/projectInfo?status=4',
    shot: 'project-info-ongoing',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  { path: '/project/discountManagement', shot: 'discount', ready: dataRow, dialog: openAdd },
  // the discounts under review, and the detail drawer of the first (below the floor)
  {
    path: '/project/discountManagement?state=1',
    shot: 'discount-auditing',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  { path: '/project/projectCancel', shot: 'project-cancel', ready: dataRow, dialog: openAdd },
  // the seeded forms, by category
  {
    path: '/project/fileTemplateDownload',
    shot: 'file-template-download',
    ready: (p) => p.locator('.ant-card:visible .ant-list-item').first(),
  },
  // the requests under review, and the detail drawer of the first (its approval progress)
  {
    path: '/project/projectCancel?state=1',
    shot: 'project-cancel-auditing',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  { path: '/project/declarationFile', shot: 'declaration-file', ready: dataRow, dialog: openAdd },
  // the overdue items, and the checklist drawer of the first one's project
  {
    path: '/project/declarationFile?overdue=1',
    shot: 'declaration-file-overdue',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  {
    path: '/contractManagement/contractManagement',
    shot: 'contract',
    ready: dataRow,
    dialog: openAdd,
  },
  // the contracts under review, and the detail drawer of the first (its approval progress)
  {
    path: '/contractManagement/contractManagement?state=1',
    shot: 'contract-auditing',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  {
    path: '/financialManagement/proformaInvoice',
    shot: 'proformaInvoice',
    ready: dataRow,
    dialog: openAdd,
  },
  // a proforma's detail drawer (its lines, totals and steps)
  {
    path: '/financialManagement/proformaInvoice?state=2',
    shot: 'proformaInvoice-detail',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  {
    path: '/financialManagement/reconciliationSettlement',
    shot: 'reconciliationSettlement',
    ready: dataRow,
    dialog: openAdd,
  },
  // the sheet waiting for the customer: its detail drawer (the formula, lines and steps)
  {
    path: '/financialManagement/reconciliationSettlement?state=1',
    shot: 'reconciliationSettlement-detail',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  {
    path: '/contractManagement/serviceProviderContract',
    shot: 'provider-contract',
    ready: dataRow,
    dialog: openAdd,
  },
  // the catering concession's detail page, and its 新增结算 with the share computed
  {
    path: '/contractManagement/serviceProviderContractDetail?guid=fw-seed-1',
    shot: 'provider-contract-detail',
    ready: dataRow,
    dialog: (page, language) =>
      page.getByRole('button', { name: language === 'zh' ? '新增结算' : 'Add settlement' }).click(),
  },
  // the instalments of the signed contracts, the overdue ones in red
  { path: '/contractManagement/contractPaymentPlan', shot: 'payment-plan', ready: dataRow },
  // every approval action on the contracts: node, result, approver, time and the node's duration
  {
    path: '/contractManagement/contractAuditRecord',
    shot: 'contract-audit-record',
    ready: dataRow,
  },
  {
    path: '/financialManagement/paymentRecords',
    shot: 'payment-records',
    ready: dataRow,
    dialog: openAdd,
  },
  // the claim dialog of a receipt waiting to be claimed
  {
    path: '/financialManagement/paymentRecords?state=unclaimed',
    shot: 'payment-records-claim',
    ready: dataRow,
    dialog: (page, language) =>
      page
        .locator('.ant-table-row:visible')
        .first()
        .getByRole('button', { name: language === 'zh' ? '认领' : 'Claim' })
        .click(),
  },
  {
    path: '/financialManagement/refundAudit',
    shot: 'refund-audit',
    ready: dataRow,
    dialog: openAdd,
  },
  // a refund under review: its detail drawer with the chain's progress and history
  {
    path: '/financialManagement/refundAudit?state=2',
    shot: 'refund-audit-detail',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  // a claimed receipt's detail drawer: its claims with 撤销认领
  {
    path: '/financialManagement/paymentRecords?state=claimed',
    shot: 'payment-records-detail',
    ready: dataRow,
    dialog: (page) =>
      page.locator('.ant-table-row:visible').first().getByRole('link').first().click(),
  },
  { path: '/financialManagement/accountreceivable', shot: 'receivables', ready: dataRow },
  { path: '/financialManagement/incomeDetails', shot: 'income-details', ready: dataRow },
  // the year's instalments by customer, with the months' planned vs received chart
  {
    path: '/contractManagement/contractPaymentStatistics?groupBy=customer',
    shot: 'payment-statistics',
    ready: (p) => p.getByTestId('statistics-chart').locator('canvas:visible'),
  },
  // a menu page not built yet: the generic frame of ADR 010
  { path: '/taskManagement/taskStatistics', shot: 'generic-screen', ready: heading },
  { path: '/no/such/page', shot: 'not-found', ready: (p) => p.locator('.ant-result-404') },
]

/** The rules a check runs: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** What a check looks at: the whole page, or only its open dialog. */
export type Scope = 'page' | 'dialog'
const DIALOG = '.ant-modal-wrap, .ant-drawer-content-wrapper'

/**
 * Serious and critical violations of WCAG 2.1 A and AA rules (axe) on the page as it is now,
 * or in its open dialog only, one line each.
 */
export const seriousViolations = async (page: Page, scope: Scope = 'page'): Promise<string[]> => {
  // axe is put in the page once per document, not once per check: a shared tab's checks
  // spent about a second each evaluating its source again (AxeBuilder's way)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const run = (named: boolean) =>
    page.evaluate(
      // the page under an open dialog was checked before it opened
      ([include, tags, named]: [string | null, string[], boolean]) =>
        (window as unknown as { axe: typeof axe }).axe
          .run(include ? { include: [include] } : document, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
            // naming each node (a selector, its ancestry) is a quarter of a check's time and
            // is only read when something is reported
            selectors: named,
            ancestry: false,
            xpath: false,
          })
          .then((r) => r.violations),
      [scope === 'dialog' ? DIALOG : null, WCAG_TAGS, named] as [string | null, string[], boolean],
    )
  let violations = await run(false)
  // what a re-render leaves for an instant (a table between its placeholder and its rows)
  // is no state of the page: a violation counts when it is still there a moment later, and
  // that second check names the nodes
  if (violations.length > 0) {
    await page.waitForTimeout(500)
    violations = await run(true)
  }
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

/** Saves the page as it is now under e2e/screenshots (git-ignored), for review (E2E_SHOTS=1). */
export const shot = async (page: Page, name: string, language: Language): Promise<void> => {
  if (!E2E.shots) return
  await animationsDone(page)
  await screenshot(page, `${name}.${language}`)
}

/** Sets the UI language of a context (the cookie the app reads at start). */
export const setLanguage = (context: BrowserContext, url: string, language: Language) =>
  context.addCookies([{ name: 'language', value: language, url }])

/**
 * Opens a built page, waits for its data, runs `check` (axe, text checks) and shoots it;
 * then opens its dialog, checks and shoots that, and closes it again.
 */
export const visit = async (
  page: Page,
  built: BuiltPage,
  language: Language,
  check: (page: Page, scope: Scope) => Promise<void>,
): Promise<void> => {
  await openInApp(page, built.path)
  await expect(built.ready(page)).toBeVisible()
  // the page's other calls (dictionaries, options) have answered
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0)
  // the pointer rests where the last test clicked: no hover look on whatever is there now
  await page.mouse.move(0, 0)
  // axe reads colours mid-transition (a tag fading to inactive) as they are at that instant
  await animationsDone(page)
  await check(page, 'page')
  await shot(page, built.shot, language)
  // one language is enough to check and shoot the dialogs
  if (!built.dialog || language !== 'zh') return
  await built.dialog(page, language)
  const dialog = page.getByRole('dialog').last()
  await expect(dialog).toBeVisible()
  // axe blends a dialog still zooming in with the mask: its colours are not the real ones
  await animationsDone(page)
  await check(page, 'dialog')
  await shot(page, `${built.shot}-dialog`, language)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/**
 * Switches to the service platform by the account menu, then checks and shoots its
 * exhibition list and the first exhibition.
 */
export const visitExhibitions = async (
  page: Page,
  language: Language,
  check: (page: Page, scope: Scope) => Promise<void>,
): Promise<void> => {
  const en = language === 'en'
  await switchSystem(page, en ? 'Service platform' : '综合服务平台', /\/exhibitionList\//)
  const rows = page
    .getByRole('table', { name: en ? 'Exhibition list' : '展会列表' })
    .locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(20)
  await check(page, 'page')
  await shot(page, 'exhibition-list', language)

  await rows
    .first()
    .getByRole('button', { name: en ? /Enter/ : /进\s*入/ })
    .click()
  await expect(page).toHaveURL(/\/exhibitionInfo\/exhibitionInfo\?guid=/)
  await expect(page.getByTestId('exhibition-title')).toBeVisible()
  await check(page, 'page')
  await shot(page, 'exhibition-info', language)
}

/**
 * One tab signed in as admin, per worker, shared by the tests of a describe block (in
 * `language`): its pages are independent, so both workers take them.
 */
export const sharedAdminTab = (language: Language): { page: () => Page } => {
  let context: BrowserContext | undefined
  let page: Page | undefined
  test.describe.configure({ mode: 'parallel' })
  test.beforeAll(async ({ browser, serverURL }, { project }) => {
    // this worker's own server (ADR 021)
    const { viewport, locale } = project.use
    context = await browser.newContext({ baseURL: serverURL, viewport, locale })
    page = await context.newPage()
    await signIn(page, 'admin')
    if (language !== 'zh') {
      await setLanguage(context, serverURL, language)
      await page.reload()
    }
  })
  test.afterAll(() => context?.close())
  return {
    page: () => {
      if (!page) throw new Error('the shared tab opens in beforeAll')
      return page
    },
  }
}
