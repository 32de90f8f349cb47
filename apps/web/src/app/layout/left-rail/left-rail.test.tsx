import { API, type FavouriteView } from '@app/contracts'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UNREAD_STREAM_URL } from '#web/features/messages/use-unread-stream.ts'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { queryClient } from '#web/shared/lib/query-client.ts'
import { LOCAL_KEYS, setLocal, setToken } from '#web/shared/lib/storage.ts'
import { envelope } from '#web/testing/fake-adapter.ts'
import { loginResult } from '#web/testing/factories.ts'
import { startApp, stopApp, type Routes } from '#web/testing/render-app.tsx'

/** A stand-in for the browser's EventSource: the test sends the events. */
class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static all: FakeEventSource[] = []
  readonly url: string
  readonly withCredentials: boolean
  readyState = FakeEventSource.OPEN
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>()

  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url
    this.withCredentials = init?.withCredentials ?? false
    FakeEventSource.all.push(this)
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  /** The server sends an event. */
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) })
    act(() => this.listeners.get(type)?.forEach((l) => l(event)))
  }
}

const { token: _token, ...info } = loginResult()

/** A server holding the user's favourite views, as the real one does. */
const favouriteServer = (initial: FavouriteView[]) => {
  let views = [...initial]
  let nextId = 100
  const routes: Routes = {
    [API.workspace.favouriteViewList.path]: () => ({
      body: envelope({ list: views, count: views.length }),
    }),
    [API.workspace.favouriteViewAdd.path]: (config: InternalAxiosRequestConfig) => {
      const view = {
        id: nextId++,
        ...(JSON.parse(String(config.data)) as Omit<FavouriteView, 'id'>),
      }
      views = [...views, view]
      return { body: envelope(view) }
    },
    [API.workspace.favouriteViewDelete.path]: (config: InternalAxiosRequestConfig) => {
      const { id } = JSON.parse(String(config.data)) as { id: number }
      views = views.filter((v) => v.id !== id)
      return { body: envelope(null) }
    },
  }
  return routes
}

const openAt = async (url: string, routes: Routes = {}, systemName = '场馆管理系统') => {
  setToken('token-1')
  setLocal(LOCAL_KEYS.currentSystemName, systemName)
  const app = await startApp(url, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    [API.auth.versionList.path]: () => ({
      body: envelope([{ versionCode: '4.3.7', onlineTime: 1, onlineContent: '' }]),
    }),
    [API.workspace.messageUnread.path]: () => ({ body: envelope({ count: 3 }) }),
    [API.workflow.mine.path]: () => ({ body: envelope([]) }),
    ...favouriteServer([
      {
        id: 1,
        modelName: '合同管理',
        topicName: '合同管理',
        frontSign: '/contractManagement/contractManagement',
      },
    ]),
    ...routes,
  })
  const rail = await screen.findByRole('navigation', { name: '快捷栏' }, { timeout: 15_000 })
  return {
    ...app,
    rail,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  }
}

beforeAll(async () => {
  // jsdom has none of antd's styles (ADR 024): its visibility is not a browser's (render-app.tsx)
  configure({ defaultHidden: true })
  await loadUiLocale('zh')
})
afterAll(() => configure({ defaultHidden: false }))
beforeEach(() => {
  FakeEventSource.all = []
  Object.defineProperty(window, 'EventSource', {
    configurable: true,
    writable: true,
    value: FakeEventSource,
  })
})
afterEach(() => {
  stopApp()
  queryClient.clear()
})

// the whole app starts in jsdom for each test: slower than the 15 s default allows
describe('left rail', { timeout: 40_000 }, () => {
  it('shows the unread count, then each count the stream sends', async () => {
    const { rail } = await openAt('/project/projectInfo')
    expect(await within(rail).findByRole('button', { name: '消息 3 条未读' })).toBeTruthy()

    const stream = FakeEventSource.all.at(-1)
    expect(stream?.url).toBe(UNREAD_STREAM_URL)
    expect(stream?.withCredentials).toBe(true)
    stream?.emit('unread', { count: 5 })
    expect(await within(rail).findByRole('button', { name: '消息 5 条未读' })).toBeTruthy()
    stream?.emit('unread', { count: 0 })
    expect(await within(rail).findByRole('button', { name: '消息' })).toBeTruthy()
  })

  it('counts the requests awaiting the user, reads them again on a new message, opens one', async () => {
    let calls = 0
    const request = {
      guid: 'req-1',
      docType: 'discount',
      docGuid: 'dis-1',
      title: '茶博会 场租优惠',
      amount: 1_250_000,
      node: '分管领导',
      submitter: '张伟',
      // the document's detail page (a page of the test user's menus)
      link: '/contractManagement/contractManagement?guid=dis-1',
      createdAt: 1,
      updatedAt: 1,
      version: 0,
    }
    const { rail, user } = await openAt('/project/projectInfo', {
      [API.workflow.mine.path]: () => {
        calls++
        return { body: envelope(calls === 1 ? [] : [request]) }
      },
    })
    expect(await within(rail).findByRole('button', { name: '待我审核' })).toBeTruthy()
    // the request reached the user with a message: the stream's new count reads the list again
    FakeEventSource.all.at(-1)?.emit('unread', { count: 4 })
    const entry = await within(rail).findByRole('button', { name: '待我审核 1 条' })
    await user.click(entry)
    const item = await screen.findByRole('button', { name: /茶博会 场租优惠/ })
    expect(item.textContent).toContain('优惠审批 · 分管领导 · 张伟 提交 · ¥12,500.00')
    await user.click(item)
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(request.link),
    )
  })

  it('closes the stream when the shell goes away', async () => {
    await openAt('/project/projectInfo')
    await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0))
    stopApp()
    expect(FakeEventSource.all.every((s) => s.readyState === FakeEventSource.CLOSED)).toBe(true)
  })

  it('adds the current page to the favourite views, refuses it twice, and removes it', async () => {
    const { rail, user, calls } = await openAt('/project/projectInfo')
    await user.click(within(rail).getByRole('button', { name: '收藏视图' }))
    const list = await screen.findByRole('list', { name: '收藏视图' })
    expect(
      within(list)
        .getAllByTestId('favourite-view')
        .map((v) => v.textContent),
    ).toEqual(['合同管理合同管理'])

    await user.click(screen.getByRole('button', { name: '收藏当前页面' }))
    await waitFor(() => expect(within(list).getAllByTestId('favourite-view')).toHaveLength(2))
    const added = calls.find((c) => c.url === API.workspace.favouriteViewAdd.path)
    expect(JSON.parse(String(added?.data))).toEqual({
      topicName: '项目信息',
      modelName: '项目管理',
      frontSign: '/project/projectInfo',
    })

    // the same page again is refused on the spot
    await user.click(screen.getByRole('button', { name: '收藏当前页面' }))
    expect(await screen.findByText('该页面已在收藏视图中')).toBeTruthy()
    expect(calls.filter((c) => c.url === API.workspace.favouriteViewAdd.path)).toHaveLength(1)

    await user.click(within(list).getByRole('button', { name: '移除“项目信息”' }))
    await user.click(await screen.findByRole('button', { name: '确定' }))
    await waitFor(() => expect(within(list).getAllByTestId('favourite-view')).toHaveLength(1))
    const removed = calls.find((c) => c.url === API.workspace.favouriteViewDelete.path)
    expect(JSON.parse(String(removed?.data))).toEqual({ id: 100 })
  })

  it('has no views and no messages in the service platform', async () => {
    setLocal(LOCAL_KEYS.currentExhibitionGuid, 'exh-1')
    const { rail, calls } = await openAt('/exhibitionList/exhibitionList', {}, '综合服务平台')
    expect(within(rail).getByRole('button', { name: '操作记录' })).toBeTruthy()
    expect(within(rail).queryByRole('button', { name: '收藏视图' })).toBeNull()
    expect(within(rail).queryByTestId('messages-entry')).toBeNull()
    expect(FakeEventSource.all).toHaveLength(0)
    expect(calls.map((c) => c.url)).not.toContain(API.workspace.messageUnread.path)
  })
})
