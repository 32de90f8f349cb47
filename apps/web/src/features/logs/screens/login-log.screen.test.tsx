import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API, PERMISSIONS, type LoginLog } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { openLogScreen, rowWith } from '#web/features/logs/testing/open-log-screen.tsx'
import { envelope } from '#web/testing/fake-adapter.ts'
import { currentUrl, type Routes } from '#web/testing/render-app.tsx'

const LIST_AND_UNLOCK = [PERMISSIONS.loginLog.list, PERMISSIONS.loginLog.unlock]

const logRow = (overrides: Partial<LoginLog> = {}): LoginLog => ({
  id: 1,
  userName: 'lisi',
  ip: '10.0.0.9',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
  method: 'password',
  success: true,
  message: '登录成功',
  createdAt: dayjs('2025-03-02 09:15:00').valueOf(),
  lockedUntil: null,
  ...overrides,
})

const lockedRow = logRow({
  id: 2,
  userName: 'zhangwei',
  ip: '10.0.0.8',
  success: false,
  message: '用户不存在/密码错误',
  lockedUntil: Date.now() + 600_000,
})

const pageOf =
  (list: LoginLog[], count = list.length) =>
  () => ({
    body: envelope({ list, count }),
  })

setUpScreenTests()

const openAt = (url: string, routes: Routes, permissions = LIST_AND_UNLOCK) =>
  openLogScreen(url, routes, permissions)

describe('login log', () => {
  it('lists sign-in attempts with their method, result and time', async () => {
    const app = await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: pageOf([lockedRow, logRow({ method: 'feishu' })], 2),
    })
    const table = await screen.findByRole('table', { name: '登录日志' })
    await within(table).findByText('zhangwei')
    const row = rowWith(table, 'lisi')
    expect(within(row).getByText('飞书')).toBeTruthy()
    expect(within(row).getByText('成功')).toBeTruthy()
    expect(within(row).getByText('2025-03-02 09:15:00')).toBeTruthy()
    expect(within(rowWith(table, 'zhangwei')).getByText('失败')).toBeTruthy()
    expect(screen.getByText('共 2 条')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '登录日志' })).toBeTruthy()
    const call = app.calls.find((c) => c.url === API.logs.loginLogPage.path)
    expect(call?.params).toEqual({ page: 1, pageSize: 20 })
    expect(app.unhandled).toEqual([])
  })

  it('names the browser and system, and opens 详细 with the whole attempt', async () => {
    const app = await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: pageOf([lockedRow]),
    })
    const table = await screen.findByRole('table', { name: '登录日志' })
    const row = await within(table)
      .findByText('zhangwei')
      .then(() => rowWith(table, 'zhangwei'))
    expect(within(row).getByText('Chrome 126')).toBeTruthy()
    expect(within(row).getByText('Windows 10/11')).toBeTruthy()
    await app.user.click(within(row).getByRole('button', { name: '详细' }))
    const drawer = await screen.findByRole('dialog')
    expect(within(drawer).getByText('登录日志详细')).toBeTruthy()
    expect(within(drawer).getByText(lockedRow.userAgent)).toBeTruthy()
    expect(within(drawer).getByText('用户不存在/密码错误')).toBeTruthy()
    expect(within(drawer).getByText('账号密码')).toBeTruthy()
    expect(
      within(drawer).getByText(dayjs(lockedRow.lockedUntil).format('YYYY-MM-DD HH:mm:ss')),
    ).toBeTruthy()
  })

  it('offers 解锁 on a locked row only', async () => {
    await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: pageOf([lockedRow, logRow()]),
    })
    const table = await screen.findByRole('table', { name: '登录日志' })
    await within(table).findByText('zhangwei')
    expect(within(rowWith(table, 'zhangwei')).getByRole('button', { name: '解锁' })).toBeTruthy()
    expect(within(rowWith(table, 'lisi')).queryByRole('button', { name: '解锁' })).toBeNull()
  })

  it('offers no 解锁 to a user without the unlock permission', async () => {
    await openAt('/logManage/login', { [API.logs.loginLogPage.path]: pageOf([lockedRow]) }, [
      PERMISSIONS.loginLog.list,
    ])
    const table = await screen.findByRole('table', { name: '登录日志' })
    await within(table).findByText('zhangwei')
    expect(screen.queryByRole('button', { name: '解锁' })).toBeNull()
  })

  it('unlocks after confirmation, says 解锁成功 and refetches the list', async () => {
    let locked = true
    const app = await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: () => ({
        body: envelope({
          list: [{ ...lockedRow, lockedUntil: locked ? lockedRow.lockedUntil : null }],
          count: 1,
        }),
      }),
      [API.logs.loginLogUnlock.path]: () => {
        locked = false
        return { body: envelope(null, 200, '解锁成功') }
      },
    })
    const unlock = await screen.findByRole('button', { name: '解锁' })
    await app.user.click(unlock)
    expect(await screen.findByText('确认要解锁用户"zhangwei"（10.0.0.8）吗？')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: '确定' }))

    expect(await screen.findByText('解锁成功')).toBeTruthy()
    const unlockCall = app.calls.find((c) => c.url === API.logs.loginLogUnlock.path)
    expect(unlockCall?.method).toBe('post')
    expect(JSON.parse(String(unlockCall?.data))).toEqual({ userName: 'zhangwei', ip: '10.0.0.8' })
    await waitFor(() => expect(screen.queryByRole('button', { name: '解锁' })).toBeNull())
    expect(app.calls.filter((c) => c.url === API.logs.loginLogPage.path)).toHaveLength(2)
  })

  it('does not unlock when the confirmation is cancelled', async () => {
    const app = await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: pageOf([lockedRow]),
    })
    await app.user.click(await screen.findByRole('button', { name: '解锁' }))
    await app.user.click(await screen.findByRole('button', { name: '取消' }))
    expect(app.calls.some((c) => c.url === API.logs.loginLogUnlock.path)).toBe(false)
  })

  it('sends the filters as query params on Enter, and clears them on 重置', async () => {
    const app = await openAt('/logManage/login', { [API.logs.loginLogPage.path]: pageOf([]) })
    const search = await screen.findByRole('search', { name: '查询条件' })
    const pageCalls = () => app.calls.filter((c) => c.url === API.logs.loginLogPage.path)
    await waitFor(() => expect(pageCalls()).toHaveLength(1))

    await app.user.click(within(search).getByLabelText('登录状态'))
    await app.user.click(await screen.findByTitle('失败'))
    await app.user.click(within(search).getByPlaceholderText('开始日期'))
    await app.user.keyboard('2025-03-01')
    await app.user.click(within(search).getByPlaceholderText('结束日期'))
    await app.user.keyboard('2025-03-31')
    await app.user.type(within(search).getByLabelText('用户名称'), ' zhangwei {Enter}')

    await waitFor(() => expect(pageCalls()).toHaveLength(2))
    const timeFrom = dayjs('2025-03-01').startOf('day').valueOf()
    const timeTo = dayjs('2025-03-31').endOf('day').valueOf()
    expect(pageCalls()[1]?.params).toEqual({
      page: 1,
      pageSize: 20,
      userName: 'zhangwei',
      success: false,
      timeFrom,
      timeTo,
    })
    // the filters stay in the URL, so the link reopens the same view
    expect(currentUrl()).toBe(
      `/logManage/login?userName=zhangwei&success=false&timeFrom=${timeFrom}&timeTo=${timeTo}`,
    )

    await app.user.click(within(search).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(pageCalls()).toHaveLength(3))
    expect(pageCalls()[2]?.params).toEqual({ page: 1, pageSize: 20 })
    expect(currentUrl()).toBe('/logManage/login')
    expect((within(search).getByLabelText('用户名称') as HTMLInputElement).value).toBe('')
    expect((within(search).getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('')
  })

  it('queries again on 搜索 even when the filters have not changed', async () => {
    const app = await openAt('/logManage/login', { [API.logs.loginLogPage.path]: pageOf([]) })
    const search = await screen.findByRole('search', { name: '查询条件' })
    const pageCalls = () => app.calls.filter((c) => c.url === API.logs.loginLogPage.path)
    await waitFor(() => expect(pageCalls()).toHaveLength(1))
    await app.user.click(within(search).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(pageCalls()).toHaveLength(2))
  })

  it('fills the form from the URL and asks for that page', async () => {
    const app = await openAt('/logManage/login?userName=lisi&success=true&page=2&pageSize=50', {
      [API.logs.loginLogPage.path]: pageOf([logRow()], 51),
    })
    const search = await screen.findByRole('search', { name: '查询条件' })
    await waitFor(() =>
      expect((within(search).getByLabelText('用户名称') as HTMLInputElement).value).toBe('lisi'),
    )
    const call = app.calls.find((c) => c.url === API.logs.loginLogPage.path)
    expect(call?.params).toEqual({ page: 2, pageSize: 50, userName: 'lisi', success: true })
  })

  it('asks for the page chosen in the pager', async () => {
    const app = await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: pageOf([logRow()], 45),
    })
    await screen.findByText('共 45 条')
    await app.user.click(screen.getByRole('listitem', { name: '2' }))
    await waitFor(() =>
      expect(app.calls.filter((c) => c.url === API.logs.loginLogPage.path).at(-1)?.params).toEqual({
        page: 2,
        pageSize: 20,
      }),
    )
    expect(currentUrl()).toBe('/logManage/login?page=2')
  })

  it('says 暂无数据 when nothing matches', async () => {
    await openAt('/logManage/login', { [API.logs.loginLogPage.path]: pageOf([]) })
    const table = await screen.findByRole('table', { name: '登录日志' })
    expect(await within(table).findByText('暂无数据', { selector: 'div' })).toBeTruthy()
  })

  it('offers 重试 when the list cannot be loaded', async () => {
    let fail = true
    const app = await openAt('/logManage/login', {
      [API.logs.loginLogPage.path]: () =>
        fail
          ? { status: 500, body: envelope(null, 500, '服务器繁忙') }
          : { body: envelope({ list: [logRow()], count: 1 }) },
    })
    const table = await screen.findByRole('table', { name: '登录日志' })
    expect(await within(table).findByText('数据加载失败')).toBeTruthy()
    fail = false
    await app.user.click(within(table).getByRole('button', { name: '重试' }))
    expect(await within(table).findByText('lisi')).toBeTruthy()
  })
})
