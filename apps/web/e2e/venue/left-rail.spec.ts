import type { Locator, Page } from '@playwright/test'
import { animationsDone, expect, screenshot, switchSystem, test, tokenOf } from '../fixtures.ts'

const UNREAD_URL = '/xgz/cloud-business/api/common/message/unread'

const railOf = (page: Page, name = '快捷栏') => page.getByRole('navigation', { name })
/** The open popover (antd keeps closed ones in the page, hidden). */
const popover = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden)')

/** The unread count as the server has it now. */
const serverUnread = async (page: Page): Promise<number> => {
  const answer = await page.request.get(UNREAD_URL, {
    headers: { 'access-token': (await tokenOf(page)) ?? '' },
  })
  return ((await answer.json()) as { data: { count: number } }).data.count
}

/** Waits for the popovers' zoom (and any other animation) to end before a screenshot. */
const shot = async (page: Page, name: string) => {
  await animationsDone(page)
  await screenshot(page, `${name}`)
}

const goByMenu = async (page: Page, group: string, item: string) => {
  await page.getByRole('navigation', { name: '顶部菜单' }).getByText(group, { exact: true }).click()
  await page.getByRole('navigation', { name: '侧边菜单' }).getByText(item, { exact: true }).click()
}

const favourite = (panel: Locator, name: string) =>
  panel.getByTestId('favourite-view').filter({ hasText: name })

test.describe('left rail (spec §2 "Layout")', () => {
  // each test signs in, reloads and waits for the server more than once
  test.describe.configure({ timeout: 60_000 })

  test('shows its entries; the task bar lists the visited pages', async ({ page, asUser }) => {
    await asUser('admin')
    const rail = railOf(page)
    await expect(rail.getByRole('button', { name: '操作记录' })).toBeVisible()
    await expect(rail.getByRole('button', { name: '收藏视图' })).toBeVisible()
    await expect(rail.getByTestId('messages-entry')).toBeVisible()
    await expect(rail.getByRole('button', { name: '系统管理员' })).toBeVisible()
    await expect(rail.getByRole('button', { name: '版本记录 v4.3.7' })).toBeVisible()
    // a narrow bar beside the 210 px sidebar
    expect((await rail.boundingBox())?.width).toBe(56)

    await goByMenu(page, '系统管理', '角色管理')
    await expect(page).toHaveURL(/\/system\/role$/)
    await rail.getByRole('button', { name: '操作记录' }).click()
    const list = popover(page).getByRole('list', { name: '操作记录' })
    await expect(list.getByRole('button', { name: /首页/ })).toBeVisible()
    const current = list.getByRole('button', { name: /角色管理/ })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await shot(page, 'left-rail.task-bar.zh')
    await list.getByRole('button', { name: /首页/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('favourite views: add the current page, open it, remove it (saved on the server)', async ({
    asUser,
    page,
  }) => {
    await asUser('admin')
    const rail = railOf(page)
    await goByMenu(page, '日志管理', '操作日志')
    await expect(page).toHaveURL(/\/logManage\/operationLog/)
    // the address changes before a busy machine has drawn the page: the rail favours the
    // page on screen, so wait for it
    await expect(page.getByRole('heading', { name: '操作日志', level: 1 })).toBeVisible()
    const views = rail.getByRole('button', { name: '收藏视图' })
    await views.click()
    const panel = popover(page)
    // the seeded views of the administrator
    await expect(favourite(panel, '项目信息')).toBeVisible()
    await expect(favourite(panel, '操作日志')).toHaveCount(0)
    await panel.getByRole('button', { name: '收藏当前页面' }).click()
    await expect(page.getByText('已加入收藏视图')).toBeVisible()
    await expect(favourite(panel, '操作日志')).toContainText('日志管理')
    await shot(page, 'left-rail.views.zh')
    // a page already in the list is refused
    await panel.getByRole('button', { name: '收藏当前页面' }).click()
    await expect(page.getByText('该页面已在收藏视图中')).toBeVisible()

    // saved on the server: still there after a reload, and it opens the page
    await page.goto('/dashboard')
    await rail.getByRole('button', { name: '收藏视图' }).click()
    await favourite(panel, '操作日志')
      .getByRole('button', { name: /^操作日志/ })
      .click()
    await expect(page).toHaveURL(/\/logManage\/operationLog$/)

    // 移除, then 确定 in its confirmation, again if a busy page lost a click
    const removed = page.getByText('已移出收藏视图')
    const confirm = page.getByRole('tooltip').getByRole('button', { name: '确定' })
    await expect(async () => {
      if (await removed.isVisible()) return
      if (!(await confirm.isVisible())) {
        if (!(await panel.isVisible()))
          await rail.getByRole('button', { name: '收藏视图' }).click({ timeout: 2_000 })
        await panel.getByRole('button', { name: '移除“操作日志”' }).click({ timeout: 2_000 })
      }
      await confirm.click({ timeout: 2_000 })
      await expect(removed).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(favourite(panel, '操作日志')).toHaveCount(0)
    await page.reload()
    await rail.getByRole('button', { name: '收藏视图' }).click()
    await expect(favourite(panel, '项目信息')).toBeVisible()
    await expect(favourite(panel, '操作日志')).toHaveCount(0)
  })

  test('messages: the badge shows the unread count and drops when one is read', async ({
    asUser,
    page,
  }) => {
    await asUser('admin')
    const unread = await serverUnread(page)
    expect(unread).toBeGreaterThan(0)
    const entry = railOf(page).getByTestId('messages-entry')
    await expect(entry).toHaveAccessibleName(`消息 ${unread} 条未读`)
    await expect(entry.locator('.ant-badge-count')).toHaveAttribute('title', String(unread))

    await entry.click()
    await expect(page).toHaveURL(/\/message\/index/)
    const table = page.getByRole('table', { name: '消息列表' })
    await expect(table.getByRole('row')).not.toHaveCount(1)
    await expect(table.getByText('未读', { exact: true }).first()).toBeVisible()
    await shot(page, 'messages.zh')

    // mark one read: the badge drops without a reload
    await table
      .getByRole('button', { name: /标为已读$/ })
      .first()
      .click()
    await expect(page.getByText('已标为已读')).toBeVisible()
    await expect(entry).toHaveAccessibleName(`消息 ${unread - 1} 条未读`)
    expect(await serverUnread(page)).toBe(unread - 1)

    // only the unread ones, then mark the selected read
    await page.getByRole('radiogroup', { name: '阅读状态' }).getByText('未读').click()
    await expect(page).toHaveURL(/filter=unread/)
    await expect(table.getByText('已读', { exact: true })).toHaveCount(0)
    await table.getByRole('checkbox').nth(1).check()
    await page.getByRole('button', { name: /所选标为已读（1）/ }).click()
    await expect(entry).toHaveAccessibleName(unread - 2 > 0 ? `消息 ${unread - 2} 条未读` : '消息')
  })

  test('account popover: greeting, department and roles', async ({ page, asUser }) => {
    await asUser('admin')
    await railOf(page).getByRole('button', { name: '系统管理员' }).click()
    const info = page.getByTestId('account-info')
    await expect(info).toContainText(/(早上好|上午好|中午好|下午好|晚上好)，系统管理员/)
    await expect(info).toContainText('部门: 信息中心')
    await expect(info).toContainText('角色: 超级管理员')
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible()
    await shot(page, 'left-rail.account.zh')
  })

  test('the service platform has no views and no messages entry', async ({ page, asUser }) => {
    await asUser('admin')
    await switchSystem(page, '综合服务平台', /\/exhibition(List|Info)/)
    const rail = railOf(page)
    await expect(rail.getByRole('button', { name: '操作记录' })).toBeVisible()
    await expect(rail.getByRole('button', { name: '系统管理员' })).toBeVisible()
    await expect(rail.getByRole('button', { name: '收藏视图' })).toHaveCount(0)
    await expect(rail.getByTestId('messages-entry')).toHaveCount(0)
    // back to the venue system: the entries come back
    await switchSystem(page, '场馆管理系统', /\/(dashboard)?$/)
    await expect(rail.getByTestId('messages-entry')).toBeVisible()
  })

  test('in English (screenshots)', async ({ page, asUser }) => {
    await asUser('admin')
    await page.getByRole('button', { name: '切换语言' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    const rail = railOf(page, 'Quick bar')
    await expect(rail).toBeVisible()
    await rail.getByRole('button', { name: 'Operation record' }).click()
    await expect(popover(page)).toContainText('Operation record')
    await shot(page, 'left-rail.task-bar.en')
    await rail.getByRole('button', { name: 'Favourite views' }).click()
    await expect(favourite(popover(page), 'Project information')).toBeVisible()
    await shot(page, 'left-rail.views.en')
    await rail.getByRole('button', { name: 'Favourite views' }).click()
    await rail.getByRole('button', { name: '系统管理员' }).click()
    await expect(page.getByTestId('account-info')).toContainText(/Good \w+, 系统管理员/)
    await shot(page, 'left-rail.account.en')
    await page.keyboard.press('Escape')
    await rail.getByTestId('messages-entry').click()
    await expect(page.getByRole('table', { name: 'Messages' })).toBeVisible()
    await shot(page, 'messages.en')
  })
})
