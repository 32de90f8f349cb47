import { API, type Message } from '@app/contracts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { queryClient } from '#web/shared/lib/query-client.ts'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope } from '#web/testing/fake-adapter.ts'
import { loginResult } from '#web/testing/factories.ts'
import { currentUrl, startApp, stopApp } from '#web/testing/render-app.tsx'

const message = (guid: string, title: string, read: boolean, agoMs: number): Message => ({
  guid,
  title,
  content: `${title}的内容`,
  kind: 'task',
  link: null,
  read,
  // the age until the server answers (see messageServer)
  createdAt: agoMs,
})

/** A server holding three messages, two unread, as the real one answers. */
const messageServer = () => {
  let messages = [
    message('m-1', '合同待审核', false, 10_000),
    message('m-2', '收款待认领', false, 2 * 3_600_000 - 5_000),
    message('m-3', '系统维护通知', true, 3 * 86_400_000),
  ]
  return {
    [API.workspace.messagePage.path]: (config: InternalAxiosRequestConfig) => {
      const { read } = config.params as { read?: boolean }
      // the ages are counted from the moment of the answer: a slow start must not age them
      const list = messages
        .filter((m) => read === undefined || m.read === read)
        .map((m) => ({ ...m, createdAt: Date.now() - m.createdAt }))
      return { body: envelope({ list, count: list.length }) }
    },
    [API.workspace.messageUnread.path]: () => ({
      body: envelope({ count: messages.filter((m) => !m.read).length }),
    }),
    [API.workspace.messageRead.path]: (config: InternalAxiosRequestConfig) => {
      const { ids } = JSON.parse(String(config.data)) as { ids: string[] }
      messages = messages.map((m) => (ids.includes(m.guid) ? { ...m, read: true } : m))
      return { body: envelope(null) }
    },
  }
}

const openMessages = async (url = '/message/index') => {
  const { token: _token, ...info } = loginResult()
  setToken('token-1')
  const app = await startApp(url, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    [API.auth.versionList.path]: () => ({ body: envelope([]) }),
    ...messageServer(),
  })
  const table = await screen.findByRole('table', { name: '消息列表' }, { timeout: 15_000 })
  return {
    ...app,
    table,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  }
}

/** The message rows (antd adds a hidden measuring row). */
const dataRows = (table: HTMLElement) => table.querySelectorAll('tr[data-row-key]')

const rowOf = (table: HTMLElement, title: string) =>
  within(table).getByText(title).closest('tr') as HTMLElement

beforeAll(async () => {
  // jsdom has none of antd's styles (ADR 024): its visibility is not a browser's (render-app.tsx)
  configure({ defaultHidden: true })
  await loadUiLocale('zh')
  vi.stubGlobal('EventSource', undefined)
})
afterAll(() => {
  configure({ defaultHidden: false })
  vi.unstubAllGlobals()
})
afterEach(() => {
  stopApp()
  queryClient.clear()
})

describe('/message/index', { timeout: 40_000 }, () => {
  it('lists title, content, type, relative time and read state', async () => {
    const { table } = await openMessages()
    await waitFor(() => expect(dataRows(table)).toHaveLength(3))
    const first = rowOf(table, '合同待审核')
    expect(first.textContent).toContain('合同待审核的内容')
    expect(first.textContent).toContain('任务')
    expect(first.textContent).toContain('刚刚')
    expect(first.textContent).toContain('未读')
    expect(rowOf(table, '收款待认领').textContent).toContain('2小时前')
    expect(rowOf(table, '系统维护通知').textContent).toContain('已读')
    expect(screen.getByTestId('unread-summary').textContent).toBe('未读 2 条')
  })

  it('marks one read, then the selected ones, and the unread count follows', async () => {
    const { table, user, calls } = await openMessages()
    await waitFor(() => expect(dataRows(table)).toHaveLength(3))
    await user.click(within(table).getByRole('button', { name: '将“合同待审核”标为已读' }))
    await waitFor(() => expect(screen.getByTestId('unread-summary').textContent).toBe('未读 1 条'))
    const read = calls.filter((c) => c.url === API.workspace.messageRead.path)
    expect(JSON.parse(String(read[0]?.data))).toEqual({ ids: ['m-1'] })
    expect(rowOf(table, '合同待审核').textContent).toContain('已读')

    await user.click(within(table).getByRole('checkbox', { name: '选择“收款待认领”' }))
    await user.click(screen.getByRole('button', { name: /所选标为已读（1）/ }))
    await waitFor(() => expect(screen.getByTestId('unread-summary').textContent).toBe('未读 0 条'))
  })

  it('filters by read state, kept in the URL', async () => {
    const { table, user, calls } = await openMessages()
    await user.click(screen.getByText('未读', { selector: '.ant-segmented-item-label' }))
    await waitFor(() =>
      expect(currentUrl()).toBe('/message/index?filter=unread&page=1&pageSize=20'),
    )
    await waitFor(() => expect(dataRows(table)).toHaveLength(2))
    const last = calls.filter((c) => c.url === API.workspace.messagePage.path).at(-1)
    expect(last?.params).toEqual({ page: 1, pageSize: 20, read: false })
  })
})
