import { API } from '@app/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { createQueryClient } from '#web/shared/lib/query-client.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'
import type { BookingDraft } from '../booking-draft.ts'
import { BookingDialog } from './booking-dialog.tsx'

let restore: (() => void) | null = null
beforeAll(async () => {
  configure({ defaultHidden: true })
  await loadUiLocale('zh')
})
afterAll(() => configure({ defaultHidden: false }))
afterEach(() => {
  restore?.()
  restore = null
  resetApiClientState()
})

const G = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const SITE_A = G(1)
const SITE_B = G(2)
const PROJECT = G(10)
const CLASH = G(20)

const drafts: BookingDraft[] = [
  {
    key: 'u1',
    siteGuid: SITE_A,
    fromDate: '2027-04-20',
    from_date_t: 480,
    toDate: '2027-04-21',
    to_date_t: 720,
  },
  {
    key: 'u2',
    siteGuid: SITE_B,
    fromDate: '2027-04-20',
    from_date_t: 480,
    toDate: '2027-04-21',
    to_date_t: 720,
  },
]

const openDialog = (saveReply: () => Reply) => {
  const network = fakeNetwork((config) => {
    if (config.url === API.schedule.projects.path)
      return {
        body: envelope([
          { guid: PROJECT, title: '国际茶产业博览会', customer: '茶叶协会', status: 1 },
          { guid: G(11), title: '工业自动化展', customer: '自动化学会', status: 1 },
        ]),
      }
    if (config.url === API.schedule.save.path) return saveReply()
    return { status: 404, body: envelope(null, 404, 'unhandled') }
  })
  restore = network.restore
  const props = { onSaved: vi.fn(), onCancel: vi.fn(), onRefused: vi.fn() }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingDialog
        open
        drafts={drafts}
        siteNameOf={(g) => (g === SITE_A ? '会议室 A' : '会议室 B')}
        {...props}
      />
    </QueryClientProvider>,
  )
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { ...props, user, calls: network.calls, dialog: screen.getByRole('dialog') }
}

const pickProject = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  const project = within(dialog).getByLabelText('项目')
  await user.click(project)
  await user.type(project, '茶产业')
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-select-item-option')
    if (!found) throw new Error('no options yet')
    return found
  })
  await user.click(option)
  await waitFor(() =>
    expect(within(dialog).getByTitle('国际茶产业博览会（茶叶协会）')).toBeTruthy(),
  )
}

const saveBodies = (calls: { url?: string; data?: unknown }[]) =>
  calls
    .filter((c) => c.url === API.schedule.save.path)
    .map((c) => JSON.parse(String(c.data)) as unknown)

describe('<BookingDialog>', () => {
  it('posts every unsaved block with the project, usage, level and remark, then says so', async () => {
    const { user, dialog, calls, onSaved } = openDialog(() => ({ body: envelope([]) }))
    expect(within(dialog).getByText('会议室 A 2027-04-20 08:00 – 2027-04-21 12:00')).toBeTruthy()
    await pickProject(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(saveBodies(calls)).toEqual([
      {
        missions: drafts.map((d) => ({
          project_id: PROJECT,
          siteGuid: d.siteGuid,
          fromDate: '2027-04-20',
          from_date_t: 480,
          toDate: '2027-04-21',
          to_date_t: 720,
          level: 1,
          status: 0,
          usage: 'show',
          remark: '',
        })),
      },
    ])
    expect(await screen.findByText('预订已保存')).toBeTruthy()
  })

  it('asks for a project before posting anything', async () => {
    const { user, dialog, calls } = openDialog(() => ({ body: envelope([]) }))
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    expect(
      await within(dialog).findByText('请选择项目', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy()
    expect(saveBodies(calls)).toHaveLength(0)
  })

  it('shows the server’s conflict message on 409 and drops only the refused blocks', async () => {
    const clash = {
      mid: CLASH,
      siteGuid: SITE_A,
      siteName: '会议室 A',
      projectGuid: G(12),
      projectTitle: '数字经济峰会',
      fromDate: '2027-04-21',
      toDate: '2027-04-21',
      from_date_t: 480,
      to_date_t: 1080,
      status: 2,
      level: 1,
    }
    const { user, dialog, onRefused, onSaved } = openDialog(() => ({
      status: 409,
      body: envelope([clash], 409, '会议室 A 2027-04-21 已被 数字经济峰会 预订'),
    }))
    await pickProject(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(['u1']))
    expect(
      (await screen.findAllByText('会议室 A 2027-04-21 已被 数字经济峰会 预订')).length,
    ).toBeGreaterThan(0)
    expect(onSaved).not.toHaveBeenCalled()
  })
})
