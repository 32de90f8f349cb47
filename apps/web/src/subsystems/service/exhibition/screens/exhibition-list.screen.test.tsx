import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rowWith } from '#web/features/logs/testing/open-log-screen.tsx'
import { getLocal, LOCAL_KEYS } from '#web/shared/lib/storage.ts'
import { useSession } from '#web/stores/session.ts'
import {
  exhibitionRow,
  openServiceScreen,
} from '#web/subsystems/service/exhibition/testing/open-exhibition-screen.tsx'
import { envelope } from '#web/testing/fake-adapter.ts'
import { currentUrl } from '#web/testing/render-app.tsx'

const LIST = '/exhibitionList/exhibitionList'
const tea = exhibitionRow()
const robot = exhibitionRow({
  guid: 'exh-robot-2026',
  title: '2026深圳国际机器人展览会',
  projectIdNumber: 'JQR-2026',
  industry: null,
  status: 3,
  onHome: false,
})
const pageOf =
  (list = [tea, robot], count = list.length) =>
  () => ({ body: envelope({ list, count }) })

setUpScreenTests()

describe('exhibition list', () => {
  it('lists exhibitions with number, periods, status and the first page', async () => {
    const app = await openServiceScreen(LIST, { [API.exhibitions.page.path]: pageOf() })
    const table = await screen.findByRole('table', { name: '展会列表' })
    await within(table).findByText('CHA-2026')
    const row = rowWith(table, 'CHA-2026')
    expect(within(row).getByText('2026-03-01 ~ 2026-04-20')).toBeTruthy()
    expect(within(row).getByText('2026-05-01 ~ 2026-05-04')).toBeTruthy()
    expect(within(row).getByText('报馆中')).toBeTruthy()
    expect(within(rowWith(table, 'JQR-2026')).getByText('已结束')).toBeTruthy()
    expect(screen.getByText('共 2 条')).toBeTruthy()
    const call = app.calls.find((c) => c.url === API.exhibitions.page.path)
    expect(call?.params).toEqual({ page: 1, pageSize: 20 })
    expect(app.unhandled).toEqual([])
  })

  it('sends the filters as query params and keeps them in the URL', async () => {
    const app = await openServiceScreen(LIST, { [API.exhibitions.page.path]: pageOf() })
    const search = await screen.findByRole('search', { name: '查询条件' })
    const pageCalls = () => app.calls.filter((c) => c.url === API.exhibitions.page.path)
    await waitFor(() => expect(pageCalls()).toHaveLength(1))

    await app.user.type(within(search).getByLabelText('展会编号'), 'CHA')
    await app.user.type(within(search).getByLabelText('展会名称'), '茶{Enter}')
    await waitFor(() => expect(pageCalls()).toHaveLength(2))
    expect(pageCalls()[1]?.params).toEqual({
      page: 1,
      pageSize: 20,
      exhibitionCode: 'CHA',
      exhibitionName: '茶',
    })
    expect(currentUrl()).toBe(`${LIST}?exhibitionCode=CHA&exhibitionName=%E8%8C%B6`)

    await app.user.click(within(search).getByLabelText('项目行业'))
    await app.user.click(await screen.findByTitle('茶及茶文化'))
    await waitFor(() => expect(pageCalls()).toHaveLength(3))
    expect(pageCalls()[2]?.params).toMatchObject({ projectIndustry: 'ind-tea' })

    await app.user.click(within(search).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(pageCalls()).toHaveLength(4))
    expect(pageCalls()[3]?.params).toEqual({ page: 1, pageSize: 20 })
    expect(currentUrl()).toBe(LIST)
  })

  it('enters an exhibition: switches on the server, stores it and opens its info', async () => {
    const app = await openServiceScreen(LIST, {
      [API.exhibitions.page.path]: pageOf(),
      [API.exhibitions.userSwitch.path]: () => ({
        body: envelope({ guid: tea.guid, title: tea.title }, 200, '切换展会成功'),
      }),
      [API.exhibitions.info.path]: () => ({
        body: envelope({
          exhibition: tea,
          figures: {
            daysToApplyEnd: 3,
            daysToOpen: 10,
            openDays: 4,
            hallCount: 2,
            activeUsers: 1,
          },
        }),
      }),
    })
    const table = await screen.findByRole('table', { name: '展会列表' })
    await within(table).findByText('CHA-2026')
    await app.user.click(within(rowWith(table, 'CHA-2026')).getByRole('button', { name: /进入/ }))

    await waitFor(() =>
      expect(currentUrl()).toBe(`/exhibitionInfo/exhibitionInfo?guid=${tea.guid}`),
    )
    const call = app.calls.find((c) => c.url === API.exhibitions.userSwitch.path)
    expect(String(call?.data)).toBe(`guid=${tea.guid}`)
    expect(await screen.findByText('切换展会成功')).toBeTruthy()
    expect(useSession.getState().currentExhibitionGuid).toBe(tea.guid)
    expect(getLocal(LOCAL_KEYS.currentExhibitionName)).toBe(tea.title)
    expect(await screen.findByTestId('exhibition-title')).toBeTruthy()
  })

  it('says 切换展会失败 when the server refuses 进入, and switches nothing', async () => {
    const app = await openServiceScreen(LIST, {
      [API.exhibitions.page.path]: pageOf(),
      [API.exhibitions.userSwitch.path]: () => ({
        status: 404,
        body: envelope(null, 404, '展会已删除'),
      }),
    })
    const table = await screen.findByRole('table', { name: '展会列表' })
    await within(table).findByText('CHA-2026')
    await app.user.click(within(rowWith(table, 'CHA-2026')).getByRole('button', { name: /进入/ }))

    expect(await screen.findByText('切换展会失败：展会已删除')).toBeTruthy()
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
    expect(getLocal(LOCAL_KEYS.currentExhibitionName)).toBeNull()
    expect(currentUrl()).toBe(LIST)
  })

  it('flips 首页展示 back when the server refuses', async () => {
    const app = await openServiceScreen(LIST, {
      [API.exhibitions.page.path]: pageOf(),
      [API.exhibitions.relHome.path]: () => ({ body: envelope(null, 500, '保存失败') }),
    })
    const toggle = await screen.findByRole('switch', { name: `${tea.title}首页展示` })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await app.user.click(toggle)
    expect(await screen.findByText('保存失败')).toBeTruthy()
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    const call = app.calls.find((c) => c.url === API.exhibitions.relHome.path)
    expect(JSON.parse(String(call?.data))).toEqual({ guid: tea.guid, onHome: false })
  })

  it('offers 重试 when the list cannot be loaded', async () => {
    let fail = true
    const app = await openServiceScreen(LIST, {
      [API.exhibitions.page.path]: () =>
        fail
          ? { status: 500, body: envelope(null, 500, '服务器繁忙') }
          : { body: envelope({ list: [tea], count: 1 }) },
    })
    const table = await screen.findByRole('table', { name: '展会列表' })
    expect(await within(table).findByText('数据加载失败')).toBeTruthy()
    fail = false
    await app.user.click(within(table).getByRole('button', { name: '重试' }))
    expect(await within(table).findByText('CHA-2026')).toBeTruthy()
  })
})
