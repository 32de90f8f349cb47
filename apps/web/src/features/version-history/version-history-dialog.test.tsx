import { API } from '@app/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { VersionHistoryButton } from '#web/features/version-history/version-history-button.tsx'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { createQueryClient } from '#web/shared/lib/query-client.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
})

const at = (date: string) => dayjs(`${date} 22:00`).valueOf()

/** The head-bar button over a fake network whose version list answers `reply`. */
const renderButton = (reply: () => Reply | Promise<Reply>) => {
  resetApiClientState()
  const network = fakeNetwork((config) =>
    config.url === API.auth.versionList.path
      ? reply()
      : { status: 404, body: envelope(null, 404, `unhandled ${config.url}`) },
  )
  restore = network.restore
  render(
    <Providers>
      <QueryClientProvider client={createQueryClient()}>
        <VersionHistoryButton />
      </QueryClientProvider>
    </Providers>,
  )
  return { user: userEvent.setup(), calls: network.calls }
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '版本记录 v4.3.7' }))
  // the shared async timeout (testing/setup.ts): a busy machine opens it late
  return screen.findByRole('dialog', { name: '版本记录' })
}

// the dialog's code loads on first opening (lazyDialog); load it once up front so no
// test pays jsdom's cold transform of antd inside its own timeout
beforeAll(async () => {
  await import('#web/features/version-history/version-history-dialog.tsx')
}, 30_000)

describe('version history', () => {
  it('shows the latest version code of the records on the button', async () => {
    const { calls } = renderButton(() => ({
      body: envelope([
        { versionCode: '4.3.7', onlineTime: at('2026-11-16'), onlineContent: '预订冲突分级提示' },
        { versionCode: '4.3.8', onlineTime: at('2026-11-20'), onlineContent: '消息中心' },
      ]),
    }))
    // the running version until the records answer
    expect(screen.getByRole('button', { name: '版本记录 v4.3.7' })).toBeTruthy()
    const button = await screen.findByRole('button', { name: '版本记录 v4.3.8' })
    expect(button.textContent).toContain('v4.3.8')
    expect(calls.map((c) => c.url)).toEqual([API.auth.versionList.path])
  })

  it('lists code, date (yyyy-MM-dd) and content, newest first', async () => {
    const { user } = renderButton(() => ({
      body: envelope([
        { versionCode: '4.3.6', onlineTime: at('2026-10-26'), onlineContent: '车辆押金超时扣款' },
        { versionCode: '4.3.7', onlineTime: at('2026-11-16'), onlineContent: '预订冲突分级提示' },
        { versionCode: '4.3.5', onlineTime: at('2026-10-04'), onlineContent: '加班申请逾期加收' },
      ]),
    }))
    const dialog = await open(user)
    await waitFor(() => expect(within(dialog).getAllByTestId('version-record')).toHaveLength(3))
    const records = within(dialog)
      .getAllByTestId('version-record')
      .map((r) => r.textContent)
    expect(records).toEqual([
      'v4.3.72026-11-16预订冲突分级提示',
      'v4.3.62026-10-26车辆押金超时扣款',
      'v4.3.52026-10-04加班申请逾期加收',
    ])
    expect(dialog.closest('.ant-modal')?.getAttribute('style')).toContain('width: 528px')
  })

  it('shows a loading state, then the empty state', async () => {
    let answer: (reply: Reply) => void = () => undefined
    const { user } = renderButton(() => new Promise<Reply>((resolve) => (answer = resolve)))
    const dialog = await open(user)
    expect(within(dialog).getByLabelText('正在加载版本记录')).toBeTruthy()
    answer({ body: envelope([]) })
    expect(await within(dialog).findByText('暂无版本记录')).toBeTruthy()
  })

  it('shows an error state with a retry', async () => {
    let fail = true
    const { user, calls } = renderButton(() =>
      fail
        ? { fail: 'network' }
        : {
            body: envelope([
              { versionCode: '4.3.7', onlineTime: at('2026-11-16'), onlineContent: '新版本' },
            ]),
          },
    )
    const dialog = await open(user)
    expect(await within(dialog).findByText('版本记录加载失败')).toBeTruthy()
    fail = false
    const before = calls.length
    await user.click(within(dialog).getByRole('button', { name: '重试' }))
    expect(await within(dialog).findByText('新版本')).toBeTruthy()
    // 重试 asks once more
    expect(calls).toHaveLength(before + 1)
  })
})
