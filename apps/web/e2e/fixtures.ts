import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Frame,
  type Locator,
  type Page,
  type Request,
  type Response,
  test as base,
  expect,
} from '@playwright/test'
import { E2E } from './e2e-settings.ts'

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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * The sessions of one worker's server, one per account: made by a real sign-in the first
 * time a test asks for the account, then reused while the server still accepts the token
 * (a test that changes the password or signs out revokes it: the next test signs in anew).
 */
class Sessions {
  private readonly states = new Map<string, StorageState>()

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async of(userName: string): Promise<StorageState> {
    const known = this.states.get(userName)
    if (known && (await this.accepted(known))) return known
    const context = await this.browser.newContext({ baseURL: this.baseURL, locale: 'zh-CN' })
    try {
      await signIn(await context.newPage(), userName)
      const state = await context.storageState()
      this.states.set(userName, state)
      return state
    } finally {
      await context.close()
    }
  }

  private async accepted(state: StorageState): Promise<boolean> {
    const token = state.cookies.find((c) => c.name === 'Admin-Token')?.value
    if (!token) return false
    const answer = await fetch(`${this.baseURL}/xgz/cloud-user/api/login/info`, {
      headers: { 'access-token': token },
    })
    return answer.ok
  }
}

/**
 * What went wrong in a tab (calls answered with an error, requests lost, page errors) and
 * where its page went, each with the seconds since the watch began: to tell why a stored
 * session ended on the sign-in page.
 */
function watchTrouble(page: Page) {
  const seen: string[] = []
  const start = Date.now()
  const note = (what: string) => seen.push(`${((Date.now() - start) / 1000).toFixed(1)} s ${what}`)
  const onResponse = (answer: Response) => {
    const what = `${answer.request().method()} ${new URL(answer.url()).pathname}`
    if (answer.status() >= 400) note(`${answer.status()} ${what}`)
    else if (
      answer.url().includes('/api/') &&
      answer.headers()['content-type']?.startsWith('application/json')
    )
      // the API answers HTTP 200 with its own code, 200, 202 or 205 for success (docs/product/api.md)
      void answer.json().then(
        (body: { code?: number; msg?: string }) => {
          if (body.code !== undefined && ![200, 202, 205].includes(body.code))
            note(`code ${body.code} ${what}: ${body.msg}`)
        },
        () => undefined,
      )
  }
  const onFailed = (request: Request) =>
    note(`lost ${request.url()}: ${request.failure()?.errorText}`)
  const onError = (error: Error) => note(`page error: ${error.message}`)
  // what the app said went wrong: a caught failure (the route tables, the user's details)
  // signs out without any failed call
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text().slice(0, 300)}`)
  }
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame()) return
    const url = new URL(frame.url())
    note(`at ${url.pathname}${url.search}`)
  }
  page.on('response', onResponse)
  page.on('requestfailed', onFailed)
  page.on('pageerror', onError)
  page.on('console', onConsole)
  page.on('framenavigated', onNavigated)
  return {
    seen,
    note,
    stop: () => {
      page.off('response', onResponse)
      page.off('requestfailed', onFailed)
      page.off('pageerror', onError)
      page.off('console', onConsole)
      page.off('framenavigated', onNavigated)
    },
  }
}

/** Where `asUser` opens the app: in which tab (the test's by default) and at which path. */
export interface AsUserOptions {
  page?: Page
  /** The path to open (one page load); without it, `/` and the user's first screen. */
  at?: string
}

/** The `asUser` fixture, for helpers that open the app for a test. */
export type AsUser = (userName: string, options?: AsUserOptions) => Promise<void>

const REPO = fileURLToPath(new URL('../../..', import.meta.url))

/** Answers once the server at `url` serves, or throws after `ms`. */
async function ready(url: string, server: ChildProcess, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the e2e server ended (${server.exitCode})`)
    const up = await fetch(`${url}/xgz/cloud-user/api/system/backimg`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the e2e server at ${url} did not answer within ${ms} ms`)
}

/** True when nothing listens on `port`: binding it here succeeds. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/**
 * `wanted`, or a port the system picks when something listens there already: a server left
 * from another run would answer our readiness check, and the worker's tests would run
 * against its database instead of a fresh one.
 */
async function freePort(wanted: number): Promise<number> {
  if (await portFree(wanted)) return wanted
  const picked = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  console.warn(`e2e: port ${wanted} is taken (a server left from another run?); using ${picked}`)
  return picked
}

/**
 * Starts this worker's own server on a fresh database seeded with the demo data (ADR 021),
 * serving the run's build. Playwright replaces a worker after a failed test, so a retry
 * runs against a fresh database too, not one the failed attempt left half written.
 */
async function startServer(workerIndex: number) {
  const port = await freePort(E2E.port + workerIndex)
  const dataDir = `${REPO}/${E2E.dataDir}-${workerIndex}`
  rmSync(dataDir, { recursive: true, force: true })
  const server = spawn(process.execPath, ['--enable-source-maps', E2E.server], {
    cwd: `${REPO}/apps/server`,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: `${REPO}/apps/web/${E2E.dist}`,
      LOGIN_RATE_LIMIT_PER_MINUTE: '300',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill()
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await ready(url, server, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

export const test = base.extend<
  {
    login: (userName: string) => Promise<void>
    /**
     * Opens the app as `userName` with the worker's stored session (signed in once through
     * the real sign-in page): at `at` (one page load), or at `/` and the user's first screen.
     * Cookies the test has set already (e.g. the language) are kept.
     */
    asUser: AsUser
    /**
     * What the browser refused under the server's Content-Security-Policy in this test's
     * context (its console's "Refused to … Content Security Policy" lines). Every test ends
     * with none: the whole suite is the check that every kind of page (sign-in, lists, the
     * grid, the editor with an image, the charts, downloads, the event stream) runs under it.
     */
    cspViolations: string[]
  },
  { serverURL: string; sessions: Sessions }
>({
  cspViolations: [
    async ({ context }, use) => {
      const refused: string[] = []
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      await use(refused)
      expect(refused, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.workerIndex)
      await use(server.url)
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  sessions: [
    async ({ browser, serverURL }, use) => use(new Sessions(browser, serverURL)),
    { scope: 'worker' },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
  login: async ({ page }, use) => {
    await use((userName: string) => signIn(page, userName))
  },
  asUser: async ({ page, sessions }, use, testInfo) => {
    // what went wrong in the tabs the test opened as a user: printed when the test fails,
    // so a page that ended on the sign-in page later on (not while opening) says why
    const watched = new Map<Page, ReturnType<typeof watchTrouble>>()
    await use(async (userName: string, { page: target = page, at }: AsUserOptions = {}) => {
      const stored = await sessions.of(userName)
      const context = target.context()
      const names = new Set((await context.cookies()).map((c) => c.name))
      await context.addCookies(stored.cookies.filter((c) => !names.has(c.name)))
      // The local storage is written in the test's own tab, on a file of the origin that boots
      // no app. Not with `setStorageState`: it writes it from a helper page, and under load the
      // app booting next in this tab sometimes read it empty (no stored version with a token
      // cookie: the version check signed it out, seen in CI).
      await target.goto('/favicon.svg')
      const items = stored.origins.find((o) => o.origin === new URL(target.url()).origin)
      await target.evaluate((entries) => {
        localStorage.clear()
        for (const { name, value } of entries) localStorage.setItem(name, value)
      }, items?.localStorage ?? [])
      const trouble = watched.get(target) ?? watchTrouble(target)
      watched.set(target, trouble)
      trouble.note(`asUser('${userName}') opens ${at ?? '/'}`)
      // straight to the test's page when given: no first screen loaded only to be left;
      // else '/', which redirects to the user's first screen, as a sign-in does
      await target.goto(at ?? '/')
      if (!at) await target.waitForURL((url) => url.pathname !== '/')
      // a stored session the app refused: say why, not a timeout a minute later
      if (new URL(target.url()).pathname === '/login') {
        const version = await target.evaluate(() => localStorage.getItem('version'))
        throw new Error(
          `asUser('${userName}') landed on /login (stored version ${version}): ${trouble.seen.join('; ')}`,
        )
      }
    })
    for (const trouble of watched.values()) trouble.stop()
    if (testInfo.status !== testInfo.expectedStatus)
      for (const [tab, trouble] of watched)
        console.error(`what the tab at ${tab.url()} met:\n  ${trouble.seen.join('\n  ')}`)
  },
})
export { expect }

/**
 * Saves the page as e2e/screenshots/`name`.png (git-ignored) for review, when the run was asked
 * for pictures (E2E_SHOTS=1, e2e-settings.ts); otherwise does nothing.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (E2E.shots) await page.screenshot({ path: `e2e/screenshots/${name}.png`, ...options })
}

/**
 * Opens `path` in the running app the way its own links do (the router navigates, no page
 * load): a page load parses the whole bundle again and is most of a short visit's time.
 * The tab must already show the app.
 *
 * Returns once the new page is the one on screen: the router keeps the page being left in
 * view until the new one's code and data are in (a transition), so a check made when the
 * URL changes can read, or click, the old page, which then hides under the click (a 新增
 * clicked there waited for the whole test's time).
 */
export async function openInApp(page: Page, path: string) {
  const leaving = await page.evaluate((to) => {
    // the heading of the page shown now, when another page is to replace it
    for (const old of document.querySelectorAll('[data-e2e-leaving]'))
      old.removeAttribute('data-e2e-leaving')
    const heading = [...document.querySelectorAll('main h1')].find((h) => h.checkVisibility())
    const changesPage = new URL(to, window.location.href).pathname !== window.location.pathname
    heading?.setAttribute('data-e2e-leaving', '')
    // the router numbers its history entries (idx) to tell back from forward
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1
    const key = Math.random().toString(36).slice(2, 10)
    window.history.pushState({ usr: null, key, idx }, '', to)
    // what the browser sends on back/forward: the router reads the new location
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    return changesPage && heading !== undefined
  }, path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
  // kept alive, the page left is hidden; not kept, it is gone
  if (leaving) await expect(page.locator('[data-e2e-leaving]')).toBeHidden()
}

/**
 * Clicks 确定 in a dialog once its zoom-in has ended: a click while the dialog still grows
 * can land beside the moving button, on the mask, and be lost (seen with the other core
 * busy: the confirmation stayed and nothing was deleted).
 */
export async function clickOk(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await animationsDone(dialog.page())
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
}

/**
 * Chooses `text` in the antd select `field` (its input, found by label): opens it, types
 * `search` when given, clicks the option, and does it all again when a click is lost on a
 * busy page (the drop-down still opening or redrawing), until the field shows the choice.
 * `option` finds another kind of option (a tree select's title). A drop-down left open (a
 * multiple select stays open) is closed: it would cover the fields below it.
 */
export async function choose(
  field: Locator,
  text: string,
  { search, option }: { search?: string; option?: Locator } = {},
) {
  const page = field.page()
  const item =
    option ?? page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`)
  const shown = field.locator('xpath=ancestor::div[contains(@class, "ant-form-item-control")][1]')
  await expect(async () => {
    // a multiple select's second click would take the choice back
    if ((await shown.innerText()).includes(text)) return
    if (!(await item.isVisible())) {
      await field.click()
      if (search !== undefined) await field.fill(search)
    }
    await item.click({ timeout: 2_000 })
    await expect(shown).toContainText(text, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  // a single select closes by itself (give its fade the time); a multiple select stays
  // open: a click on its dialog's title closes it (never Escape: that closes the dialog)
  const closed = await item.waitFor({ state: 'hidden', timeout: 1_000 }).then(
    () => true,
    () => false,
  )
  if (!closed) {
    const dialog = field.locator('xpath=ancestor::*[@role="dialog"][1]')
    await dialog.locator('.ant-modal-title').click()
    await expect(item).toBeHidden()
  }
}

/**
 * Switches the subsystem by the account menu of the left rail and waits for `url`; the menu
 * is opened again when a click is lost on a busy page (the popover was still opening).
 */
export async function switchSystem(page: Page, name: string | RegExp, url: RegExp) {
  await expect(async () => {
    if (url.test(page.url())) return
    const item = page.getByRole('menuitem', { name })
    if (!(await item.isVisible())) await page.getByTestId('account-menu-trigger').click()
    await item.click({ timeout: 2_000 })
    await expect(page).toHaveURL(url, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
}

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
 * half transparent in a screenshot. Spinners (infinite) are not waited for, nor the wave a
 * clicked button leaves behind (antd's `.ant-wave`: a faint glow fading out for 2 s, over
 * no content: waiting for it made every check after a click 2 s slower).
 */
export async function animationsDone(page: Page) {
  // what still runs, as "animation-name on .class": none when all is done
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect?.getTiming().iterations !== Infinity &&
            !(a.effect as KeyframeEffect | null)?.target?.classList.contains('ant-wave'),
        )
        .map((a) => {
          const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty
          return `${name} on .${(a.effect as KeyframeEffect | null)?.target?.getAttribute('class') ?? '?'}`
        }),
    )
  // a motion lasts a fraction of a second: one still running after 10 s never ends, and the
  // failure names it rather than timing the whole test out
  await expect.poll(running, { timeout: 10_000, intervals: [50, 100, 200] }).toEqual([])
}
