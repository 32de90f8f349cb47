import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { seriousViolations } from '../built-pages.ts'
import { animationsDone, expect, screenshot, test, tokenOf } from '../fixtures.ts'

// /logManage/login and /logManage/operationLog against the real server: what the server
// wrote is listed, filtered, opened in 详细 and exported; no secret is ever shown.

const table = (page: Page, name: string) => page.getByRole('table', { name })

test('the sign-in log lists a failed attempt, filters it, opens 详细 and exports', async ({
  asUser,
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  // a failed attempt in another browser, then the administrator's own sign-in
  const other = await browser.newPage()
  await other.goto('/login')
  await other.getByLabel('用户名').fill('zhouting')
  await other.getByLabel('密码').fill('Wrong#2026')
  await other.getByRole('button', { name: /登\s*录/ }).click()
  await expect(other.getByTestId('auth-error')).toContainText('用户不存在/密码错误')
  await other.close()
  await asUser('admin', { at: '/logManage/login' })
  const search = page.getByRole('search')
  await search.getByLabel('用户名称').fill('zhouting')
  await search.getByLabel('登录状态').click()
  await page.getByTitle('失败', { exact: true }).click()
  await search.getByRole('button', { name: /搜\s*索/ }).click()
  await expect(page).toHaveURL(/userName=zhouting/)
  await expect(page).toHaveURL(/success=false/)
  const rows = table(page, '登录日志').getByRole('row').filter({ hasText: 'zhouting' })
  await expect(rows.first()).toContainText('失败')
  await expect(table(page, '登录日志').getByRole('row').filter({ hasText: 'admin' })).toHaveCount(0)

  await rows.first().getByRole('button', { name: '详细' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('登录日志详细')).toBeVisible()
  await expect(drawer.getByText('用户不存在/密码错误')).toBeVisible()
  // the typed password is never logged
  await expect(drawer).not.toContainText('Wrong#2026')
  await page.keyboard.press('Escape')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出' }).click()
  expect((await download).suggestedFilename()).toMatch(/^登录日志_\d+\.xlsx$/)
})

test('the operation log lists a write with its masked request, filters it and exports', async ({
  asUser,
  page,
}) => {
  test.setTimeout(60_000)
  await asUser('admin')
  // a write the log must record
  const token = (await tokenOf(page)) ?? ''
  const saved = await page.request.post(
    '/xgz/cloud-business/api/system/remarkTemplate/addOrUpdate',
    {
      headers: { 'access-token': token },
      data: { name: '操作日志测试', content: '用于操作日志', category: '', sort: 0, status: 1 },
    },
  )
  expect(saved.status()).toBe(200)
  // and gone again at once (also logged): later tests count the remark templates
  const { guid } = ((await saved.json()) as { data: { guid: string } }).data
  const removed = await page.request.post('/xgz/cloud-business/api/system/remarkTemplate/delete', {
    headers: { 'access-token': token },
    data: { guids: [guid] },
  })
  expect(removed.status()).toBe(200)

  await page.goto('/logManage/operationLog')
  const search = page.getByRole('search')
  await search.getByLabel('操作人员').fill('admin')
  // the log names the page and the action in the user's words
  await search.getByLabel('系统模块').fill('备注模板')
  await search.getByLabel('系统模块').press('Enter')
  await expect(page).toHaveURL(/module=%E5%A4%87%E6%B3%A8/)
  const row = table(page, '操作日志').getByRole('row').filter({ hasText: '新增' }).first()
  await expect(row).toContainText('备注模板')
  await expect(row).toContainText('成功')

  await row.getByRole('button', { name: '详细' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('操作日志详细')).toBeVisible()
  await expect(drawer.locator('pre')).toContainText('操作日志测试')
  await animationsDone(page)
  await screenshot(page, 'operation-log-detail.zh')
  await page.keyboard.press('Escape')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出' }).click()
  expect((await download).suggestedFilename()).toMatch(/^操作日志_\d+\.xlsx$/)

  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
  await page.reload()
  await expect(table(page, 'Operation log').getByRole('row').nth(1)).toBeVisible()
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await screenshot(page, 'operation-log.en')
})

test('the browsers’ errors one user reported are read by the administrator on 操作日志', async ({
  asUser,
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  // zhangwei's browser reports an error (as the error log sends it), its token masked
  const other = await browser.newPage()
  const signIn = await other.request.post(
    `/xgz/cloud-user/api/login/byPwd?userName=zhangwei&pwd=${createHash('sha256').update('Demo@2026').digest('hex')}`,
  )
  const token = ((await signIn.json()) as { data: { token: string } }).data.token
  const reported = await other.request.post('/xgz/cloud-user/api/monitor/clientError/report', {
    headers: { 'access-token': token },
    data: {
      entries: [
        {
          message: `TypeError: grid row undefined (access-token=${token})`,
          where: 'at ScheduleGrid (grid.tsx:10:5)',
          url: 'http://localhost/schedules/Date',
          stack: 'TypeError: grid row undefined\n    at ScheduleGrid (grid.tsx:10:5)',
          time: Date.now(),
        },
      ],
    },
  })
  expect(reported.status()).toBe(200)
  await other.close()

  await asUser('admin', { at: '/logManage/operationLog' })
  await page.getByText('前端错误', { exact: true }).click()
  await expect(page).toHaveURL(/view=clientError/)
  const row = table(page, '前端错误日志').getByRole('row').filter({ hasText: 'zhangwei' }).first()
  await expect(row).toContainText('TypeError: grid row undefined')
  await expect(row).not.toContainText(token)
  await row.getByRole('button', { name: /展开/ }).click()
  await expect(page.getByLabel('调用堆栈').first()).toContainText('at ScheduleGrid')
  await animationsDone(page)
  expect(await seriousViolations(page)).toEqual([])
  await screenshot(page, 'client-error-log.zh')

  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
  await page.reload()
  await expect(table(page, 'Browser error log').getByRole('row').nth(1)).toBeVisible()
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await screenshot(page, 'client-error-log.en')
})
