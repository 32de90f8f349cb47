import { createHash } from 'node:crypto'
import { expect, test } from '../fixtures.ts'

const wrongPwd = createHash('sha256').update('not-the-password').digest('hex')

test.describe('a staff account sees fewer menus and buttons', () => {
  test('the leader (黄俊) sees no system administration; admin does', async ({ page, asUser }) => {
    await asUser('huangjun')
    const top = page.getByRole('navigation', { name: '顶部菜单' })
    await expect(top.getByRole('menuitem', { name: '项目管理' })).toBeVisible()
    await expect(top.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0)
    // a page outside the user's menus is not routed at all
    await page.goto('/system/user')
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible()
  })

  test('on the login log, only a holder of the unlock permission sees 解锁', async ({
    asUser,
    page,
    request,
  }) => {
    // lock zhaomin for this machine's IP: five wrong passwords
    for (let i = 0; i < 5; i++) {
      await request.post(`/xgz/cloud-user/api/login/byPwd?userName=zhaomin&pwd=${wrongPwd}`)
    }

    await asUser('huangjun', { at: '/logManage/login' })
    const table = page.getByRole('table', { name: '登录日志' })
    await expect(table.getByText('zhaomin').first()).toBeVisible()
    await expect(page.getByRole('button', { name: '解锁' })).toHaveCount(0)

    // the server refuses the hidden action too
    const cookies = await page.context().cookies()
    const token = cookies.find((c) => c.name === 'Admin-Token')?.value as string
    const refused = await request.post('/xgz/cloud-user/api/monitor/loginLog/unlock', {
      headers: { 'access-token': token },
      data: { userName: 'zhaomin', ip: '127.0.0.1' },
    })
    expect(refused.status()).toBe(403)

    await page.context().clearCookies()
    await asUser('admin', { at: '/logManage/login' })
    await expect(page.getByRole('button', { name: '解锁' }).first()).toBeVisible()
  })
})
