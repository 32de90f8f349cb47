import { setUpScreenTests } from '#web/testing/render-app.tsx'
import {
  API,
  clientErrorEndpoints,
  PERMISSIONS,
  type ClientError,
  type OperationLog,
} from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { openLogScreen, rowWith } from '#web/features/logs/testing/open-log-screen.tsx'
import { envelope } from '#web/testing/fake-adapter.ts'
import { currentUrl, type Routes } from '#web/testing/render-app.tsx'

const LIST_AND_QUERY: string[] = [PERMISSIONS.operationLog.list, PERMISSIONS.operationLog.query]

const logRow = (overrides: Partial<OperationLog> = {}): OperationLog => ({
  id: 7,
  userName: 'admin',
  module: '展会管理',
  action: '新增',
  method: 'POST',
  url: '/xgz/cloud-user/api/platform/exhibition',
  target: '2025中国国际医疗器械博览会',
  params: '{"name":"2025中国国际医疗器械博览会","password":"******"}',
  success: true,
  message: '操作成功',
  ip: '10.0.0.5',
  durationMs: 42,
  createdAt: dayjs('2025-03-02 10:20:30').valueOf(),
  ...overrides,
})

const pageOf =
  (list: OperationLog[], count = list.length) =>
  () => ({
    body: envelope({ list, count }),
  })

setUpScreenTests()

const openAt = (routes: Routes, permissions = LIST_AND_QUERY) =>
  openLogScreen('/logManage/operationLog', routes, permissions)

describe('operation log', () => {
  it('lists writes with their module, operator, result, time and cost', async () => {
    const app = await openAt({
      [API.logs.operationLogPage.path]: pageOf([logRow(), logRow({ id: 8, success: false })]),
    })
    const table = await screen.findByRole('table', { name: '操作日志' })
    await within(table).findAllByText('展会管理')
    const row = rowWith(table, '7')
    expect(within(row).getByText('新增')).toBeTruthy()
    expect(within(row).getByText('POST')).toBeTruthy()
    expect(within(row).getByText('成功')).toBeTruthy()
    expect(within(row).getByText('2025-03-02 10:20:30')).toBeTruthy()
    expect(within(row).getByText('42 毫秒')).toBeTruthy()
    expect(within(rowWith(table, '8')).getByText('失败')).toBeTruthy()
    expect(app.unhandled).toEqual([])
  })

  it('opens 详细 with the request, its parameters indented', async () => {
    const app = await openAt({ [API.logs.operationLogPage.path]: pageOf([logRow()]) })
    await app.user.click(await screen.findByRole('button', { name: '详细' }))
    // rc-util gives every id "test-id" under test, so the dialog's name is not computed here
    const drawer = await screen.findByRole('dialog')
    expect(within(drawer).getByText('操作日志详细')).toBeTruthy()
    expect(within(drawer).getByText('/xgz/cloud-user/api/platform/exhibition')).toBeTruthy()
    expect(within(drawer).getByText('操作成功')).toBeTruthy()
    const params = drawer.querySelector('pre')
    expect(params?.textContent).toBe(
      JSON.stringify({ name: '2025中国国际医疗器械博览会', password: '******' }, null, 2),
    )
  })

  it('offers no 详细 without the query permission', async () => {
    await openAt({ [API.logs.operationLogPage.path]: pageOf([logRow()]) }, [
      PERMISSIONS.operationLog.list,
    ])
    const table = await screen.findByRole('table', { name: '操作日志' })
    await within(table).findByText('展会管理')
    expect(screen.queryByRole('button', { name: '详细' })).toBeNull()
  })

  it('sends operator, module and result as query params', async () => {
    const app = await openAt({ [API.logs.operationLogPage.path]: pageOf([]) })
    const search = await screen.findByRole('search', { name: '查询条件' })
    const pageCalls = () => app.calls.filter((c) => c.url === API.logs.operationLogPage.path)
    await waitFor(() => expect(pageCalls()).toHaveLength(1))

    await app.user.type(within(search).getByLabelText('操作人员'), 'admin')
    await app.user.type(within(search).getByLabelText('系统模块'), '展会')
    await app.user.click(within(search).getByLabelText('操作状态'))
    await app.user.click(await screen.findByTitle('成功'))
    await app.user.click(within(search).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(pageCalls()).toHaveLength(2))
    expect(pageCalls()[1]?.params).toEqual({
      page: 1,
      pageSize: 20,
      userName: 'admin',
      module: '展会',
      success: true,
    })
    expect(currentUrl()).toBe(
      `/logManage/operationLog?userName=admin&module=${encodeURIComponent('展会')}&success=true`,
    )
  })

  it('says 暂无数据 when nothing matches', async () => {
    await openAt({ [API.logs.operationLogPage.path]: pageOf([]) })
    const table = await screen.findByRole('table', { name: '操作日志' })
    expect(await within(table).findByText('暂无数据', { selector: 'div' })).toBeTruthy()
  })

  it('switches holders of the error-log permission to the browsers’ errors, stack on the expander', async () => {
    const reported: ClientError = {
      id: 3,
      userName: 'zhangwei',
      userAgent: 'Mozilla/5.0 Chrome/131',
      message: 'TypeError: x is undefined',
      where: 'at ScheduleGrid (grid.tsx:10:5)',
      url: 'http://localhost/schedules/Date',
      stack: 'TypeError: x is undefined\n    at ScheduleGrid',
      time: dayjs('2025-03-02 10:20:30').valueOf(),
      createdAt: dayjs('2025-03-02 10:20:31').valueOf(),
    }
    const app = await openAt(
      {
        [API.logs.operationLogPage.path]: pageOf([logRow()]),
        [clientErrorEndpoints.page.path]: () => ({
          body: envelope({ list: [reported], count: 1 }),
        }),
      },
      [...LIST_AND_QUERY, PERMISSIONS.clientError.list],
    )
    await within(await screen.findByRole('table', { name: '操作日志' })).findByText('展会管理')
    await app.user.click(screen.getByText('前端错误'))

    const table = await screen.findByRole('table', { name: '前端错误日志' })
    const row = rowWith(table, 'zhangwei')
    expect(within(row).getByText('TypeError: x is undefined')).toBeTruthy()
    expect(within(row).getByText('2025-03-02 10:20:31')).toBeTruthy()
    expect(currentUrl()).toBe('/logManage/operationLog?view=clientError')
    await app.user.click(within(row).getByRole('button', { name: /展开|Expand/ }))
    expect((await screen.findByLabelText('调用堆栈')).textContent).toContain('at ScheduleGrid')

    // a search keeps the view and sends the user name
    const errorCalls = () => app.calls.filter((c) => c.url === clientErrorEndpoints.page.path)
    const search = screen.getByRole('search', { name: '查询条件' })
    await app.user.type(within(search).getByLabelText('用户名称'), 'zhangwei')
    await app.user.click(within(search).getByRole('button', { name: '搜索' }))
    await waitFor(() =>
      expect(errorCalls().at(-1)?.params).toEqual({ page: 1, pageSize: 20, userName: 'zhangwei' }),
    )
    expect(currentUrl()).toBe('/logManage/operationLog?view=clientError&userName=zhangwei')
    expect(app.unhandled).toEqual([])
  })

  it('shows no switch, and the operation log even at ?view=clientError, without that permission', async () => {
    await openLogScreen(
      '/logManage/operationLog?view=clientError',
      { [API.logs.operationLogPage.path]: pageOf([logRow()]) },
      LIST_AND_QUERY,
    )
    await within(await screen.findByRole('table', { name: '操作日志' })).findByText('展会管理')
    expect(screen.queryByText('前端错误')).toBeNull()
  })
})
