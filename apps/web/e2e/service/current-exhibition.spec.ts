import { API } from '@app/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { type AsUser, expect, openInApp, switchSystem, test, tokenOf } from '../fixtures.ts'

const LIST = '/exhibitionList/exhibitionList'
const INFO = '/exhibitionInfo/exhibitionInfo'

/** Signs in as admin and switches to the service platform through the account menu. */
const openServicePlatform = async (page: Page, asUser: AsUser) => {
  await asUser('admin')
  await switchSystem(page, '综合服务平台', /\/exhibitionList\/exhibitionList/)
}

const shortName = (title: string) =>
  [...title].length > 6 ? `${[...title].slice(0, 6).join('')}...` : title

interface Created {
  guid: string
  version: number
  title: string
  projectIdNumber: string
}

/** Creates an exhibition through our server, as another user's browser would. */
const createExhibition = async (
  page: Page,
  request: APIRequestContext,
  title: string,
): Promise<{ exhibition: Created; headers: Record<string, string> }> => {
  const token = await tokenOf(page)
  if (!token) throw new Error('no token after sign-in')
  const headers = { 'access-token': token }
  const projectIdNumber = `E2E-CUR-${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const res = await request.post(`/xgz${API.exhibitions.addOrUpdate.path}`, {
    headers,
    data: { title, projectIdNumber },
  })
  expect(res.status(), await res.text()).toBe(200)
  return { exhibition: ((await res.json()) as { data: Created }).data, headers }
}

/** The list filtered to one exhibition number; answers its row. */
const listRowOf = async (page: Page, code: string) => {
  const search = page.getByRole('search', { name: '查询条件' })
  await search.getByLabel('展会编号').fill(code)
  await search.getByLabel('展会编号').press('Enter')
  const rows = page.getByRole('table', { name: '展会列表' }).locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(1)
  return rows.first()
}

/** Every exhibition/info call the page makes, by guid. */
const watchInfoCalls = (page: Page): string[] => {
  const guids: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname === `/xgz${API.exhibitions.info.path}`)
      guids.push(url.searchParams.get('guid') ?? '')
  })
  return guids
}

test('进入 an exhibition the server refuses (deleted meanwhile): 切换展会失败, nothing switches', async ({
  asUser,
  page,
  request,
}) => {
  await openServicePlatform(page, asUser)
  const { exhibition, headers } = await createExhibition(page, request, '浏览器测试将被删除的展会')
  const row = await listRowOf(page, exhibition.projectIdNumber)
  const deleted = await request.post(`/xgz${API.exhibitions.delete.path}`, {
    headers,
    data: { guid: exhibition.guid },
  })
  expect(deleted.status(), await deleted.text()).toBe(200)

  await row.getByRole('button', { name: /进\s*入/ }).click()
  await expect(page.getByText(/^切换展会失败/).first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}`))
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
  expect(await page.evaluate(() => localStorage.getItem('currentExhibitionGuid'))).toBeNull()
})

test('a switch refused with a reason says 切换展会失败 and the reason; nothing switches', async ({
  asUser,
  page,
}) => {
  await openServicePlatform(page, asUser)
  // the server's refusal of this one call, in its envelope (the rest is our server)
  await page.route(`**/xgz${API.exhibitions.userSwitch.path}`, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 403, msg: '无权进入该展会', data: null }),
    }),
  )
  await page.getByRole('button', { name: '切换展会' }).click()
  const dialog = page.getByRole('dialog', { name: '切换展会' })
  await dialog.locator('tbody tr.ant-table-row').first().getByRole('radio').check()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('切换展会失败：无权进入该展会')).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}`))
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
})

test('exhibition info is re-entered: another exhibition, or the same again, asks exhibition/info', async ({
  asUser,
  page,
}) => {
  await openServicePlatform(page, asUser)
  const infoCalls = watchInfoCalls(page)
  const rows = page.getByRole('table', { name: '展会列表' }).locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(20)
  // 进入 on the list's row `index`, all within the app (no page load); answers the guid
  const enter = async (index: number) => {
    if (!page.url().includes(LIST)) await openInApp(page, LIST)
    // clicked again when a click is lost on a busy page (the list just shown again)
    await expect(async () => {
      if (!page.url().includes(INFO))
        await rows
          .nth(index)
          .getByRole('button', { name: /进\s*入/ })
          .click({ timeout: 2_000 })
      await expect(page).toHaveURL(/\/exhibitionInfo\/exhibitionInfo\?guid=/, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    const guid = new URL(page.url()).searchParams.get('guid') ?? ''
    await expect.poll(() => infoCalls.at(-1)).toBe(guid)
    await expect(page.getByTestId('exhibition-title')).toBeVisible()
    return guid
  }
  const first = await enter(0)
  const second = await enter(1)
  expect(second).not.toBe(first)

  // the first again, seconds after its answer: asked again all the same
  const before = infoCalls.length
  expect(await enter(0)).toBe(first)
  expect(infoCalls.slice(before)).toContain(first)

  // the dialog's switch to the same exhibition while its page is on screen: the same URL,
  // entered again
  const title = (await page.getByTestId('exhibition-title').innerText()).trim()
  const again = infoCalls.length
  await page.getByRole('button', { name: '切换展会' }).click()
  const dialog = page.getByRole('dialog', { name: '切换展会' })
  const search = dialog.getByRole('search', { name: '查询条件' })
  await search.getByLabel('展会名称').fill(title)
  const filtered = page.waitForResponse((res) => res.url().includes('exhibitionName='))
  await search.getByLabel('展会名称').press('Enter')
  await filtered
  const match = dialog.locator('tbody tr.ant-table-row', { hasText: title }).first()
  await match.getByRole('radio').check()
  await expect(match.getByRole('radio')).toBeChecked()
  // 确定 again when a click is lost on a busy page (a repeat within a second is only warned
  // about, so the tries are spaced)
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: /确\s*定/ }).click({ timeout: 1_000 })
    await expect(dialog).toBeHidden({ timeout: 3_000 })
  }).toPass({ timeout: 15_000, intervals: [1_500] })
  await expect(page).toHaveURL(`${INFO}?guid=${first}`)
  await expect.poll(() => infoCalls.slice(again)).toEqual([first])
  await expect(page.getByTestId('exhibition-title')).toHaveText(title)
})

test('after a reload the head bar names what user/info answers, and nothing when it fails', async ({
  asUser,
  page,
  request,
}) => {
  await openServicePlatform(page, asUser)
  const { exhibition, headers } = await createExhibition(page, request, '浏览器测试改名前的展会')
  const row = await listRowOf(page, exhibition.projectIdNumber)
  await row.getByRole('button', { name: /进\s*入/ }).click()
  await expect(page.getByTestId('current-exhibition')).toHaveText(shortName(exhibition.title))

  // renamed on the server (another user): after a reload the head bar follows user/info
  const renamed = '改名后的浏览器测试展会'
  const saved = await request.post(`/xgz${API.exhibitions.addOrUpdate.path}`, {
    headers,
    data: {
      guid: exhibition.guid,
      version: exhibition.version,
      title: renamed,
      projectIdNumber: exhibition.projectIdNumber,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const answered = page.waitForResponse((res) =>
    res.url().includes(`/xgz${API.exhibitions.userInfo.path}`),
  )
  await page.goto(LIST)
  await answered
  await expect(page.getByTestId('current-exhibition')).toHaveText(shortName(renamed))
  expect(await page.evaluate(() => localStorage.getItem('currentExhibitionName'))).toBe(renamed)

  // the call fails: the name is cleared
  await page.route(`**/xgz${API.exhibitions.userInfo.path}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, msg: '服务器繁忙', data: null }),
    }),
  )
  await page.reload()
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
  expect(await page.evaluate(() => localStorage.getItem('currentExhibitionName'))).toBeNull()
})
