import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API, PERMISSIONS, type OperationLog } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { openLogScreen, rowWith } from '#web/features/logs/testing/open-log-screen.tsx'
import { envelope } from '#web/testing/fake-adapter.ts'
import { currentUrl, type Routes } from '#web/testing/render-app.tsx'

const LIST_AND_QUERY = [PERMISSIONS.operationLog.list, PERMISSIONS.operationLog.query]

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
})
