import { API, type ApprovalRequest } from '@app/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { queryClient } from '#web/shared/lib/query-client.ts'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, fakeNetwork } from '#web/testing/fake-adapter.ts'
import { ApprovalActions, ApprovalProgress } from './approval-actions.tsx'

const RECORD = { docType: 'discount', docGuid: 'dis-1' }
const PENDING: ApprovalRequest = {
  guid: 'req-1',
  status: 'pending',
  nodes: ['财务经理', '分管领导'],
  step: 1,
  submitter: '张伟',
  assignee: '',
  canAct: true,
  canWithdraw: false,
  createdAt: 1,
  version: 3,
}

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
  queryClient.clear()
})

/** The actions over a server answering `request` and taking acts (their bodies kept). */
const open = (request: ApprovalRequest | null) => {
  resetApiClientState()
  setToken('token-1')
  const acts: unknown[] = []
  const network = fakeNetwork((config) => {
    if (config.url === API.workflow.request.path) return { body: envelope(request) }
    if (config.url === API.workflow.transferTargets.path)
      return { body: envelope([{ id: 7, nickName: '黄俊', deptName: '总经理室' }]) }
    if (config.url === API.workflow.act.path) {
      acts.push(JSON.parse(String(config.data)))
      return { body: envelope({ status: 'approved', version: 4 }) }
    }
    return { status: 404, body: envelope(null, 404, 'unhandled') }
  })
  restore = network.restore
  render(
    <Providers>
      <QueryClientProvider client={queryClient}>
        <ApprovalActions record={RECORD} />
      </QueryClientProvider>
    </Providers>,
  )
  return { acts, user: userEvent.setup() }
}

describe('approval actions', { timeout: 20_000 }, () => {
  it('lets the current approver reject only with a reason, at the version seen', async () => {
    const { acts, user } = open(PENDING)
    await user.click(await screen.findByRole('button', { name: /驳\s*回/ }))
    const dialog = await screen.findByRole('dialog', { name: '驳回' })
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入驳回原因')).toBeTruthy()
    expect(acts).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('驳回原因'), '低于底价过多')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(acts).toEqual([
        { guid: 'req-1', version: 3, action: 'reject', comment: '低于底价过多' },
      ]),
    )
  })

  it('transfers the node to a chosen user', async () => {
    const { acts, user } = open(PENDING)
    await user.click(await screen.findByRole('button', { name: /转\s*交/ }))
    const dialog = await screen.findByRole('dialog', { name: '转交' })
    await user.click(within(dialog).getByLabelText('转交给'))
    await user.click(await screen.findByText('黄俊（总经理室）'))
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(acts).toEqual([
        { guid: 'req-1', version: 3, action: 'transfer', comment: '', toUserId: 7 },
      ]),
    )
  })

  it('offers its submitter only 撤回, and nothing once the request is closed', async () => {
    open({ ...PENDING, canAct: false, canWithdraw: true })
    expect(await screen.findByRole('button', { name: /撤\s*回/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull()
    restore?.()
    queryClient.clear()
    document.body.innerHTML = ''
    open({ ...PENDING, status: 'approved', canAct: false })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the chain with the current node and who submitted it', () => {
    render(
      <Providers>
        <ApprovalProgress request={{ ...PENDING, assignee: '黄俊' }} />
      </Providers>,
    )
    const progress = screen.getByTestId('approval-progress')
    expect(progress.textContent).toContain('审核中')
    expect(progress.textContent).toContain('张伟 提交于')
    expect(progress.textContent).toContain('已转交 黄俊')
    expect(progress.textContent).toContain('财务经理')
    expect(progress.textContent).toContain('分管领导')
  })
})
