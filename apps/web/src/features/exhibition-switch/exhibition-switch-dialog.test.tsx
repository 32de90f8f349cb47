import { API, type ExhibitionRow } from '@app/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MemoryRouter, useLocation } from 'react-router'
import { Providers } from '#web/testing/app-providers.ts'
import { ExhibitionSwitchDialog } from '#web/features/exhibition-switch/exhibition-switch-dialog.tsx'
import {
  checkSelection,
  SWITCH_DIALOG_PAGE_SIZE,
} from '#web/features/exhibition-switch/exhibition-switch-selection.ts'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { createQueryClient } from '#web/shared/lib/query-client.ts'
import { resetSessionStore, useSession } from '#web/stores/session.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

const INFO_PATH = '/exhibitionInfo/exhibitionInfo'

const row = (n: number): ExhibitionRow => ({
  guid: `ex-${n}`,
  title: `第${n}届国际茶产业博览会`,
  projectIdNumber: `CHA-${n}`,
  industry: '茶及茶文化',
  region: '华南',
  applyTimeStart: null,
  applyTimeEnd: null,
  startTime: null,
  endTime: null,
  status: 1,
  onHome: false,
})
const ROWS = Array.from({ length: 23 }, (_, i) => row(i + 1))

let restore: (() => void) | null = null
beforeAll(() => configure({ defaultHidden: true }))
afterAll(() => configure({ defaultHidden: false }))
afterEach(() => {
  restore?.()
  restore = null
})

const Location = () => {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

type SwitchReply = (config: InternalAxiosRequestConfig) => Reply

const renderDialog = ({
  switchReply,
  initialSelection,
}: { switchReply?: SwitchReply; initialSelection?: string[] } = {}) => {
  resetApiClientState()
  resetSessionStore()
  const network = fakeNetwork((config) => {
    if (config.url === API.exhibitions.page.path) {
      const params = config.params as { page: number; pageSize: number }
      const start = (params.page - 1) * params.pageSize
      return {
        body: envelope({ list: ROWS.slice(start, start + params.pageSize), count: ROWS.length }),
      }
    }
    if (config.url === API.exhibitions.userSwitch.path && switchReply) return switchReply(config)
    return { status: 404, body: envelope(null, 404, `unhandled ${config.url}`) }
  })
  restore = network.restore
  let closed = 0
  render(
    <Providers>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/exhibitionList/exhibitionList']}>
          <ExhibitionSwitchDialog
            open
            onClose={() => (closed += 1)}
            infoPath={INFO_PATH}
            {...(initialSelection ? { initialSelection } : {})}
          />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  )
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { user, calls: network.calls, closed: () => closed }
}

const dialog = () => screen.findByRole('dialog', { name: '切换展会' })
const okButton = (d: HTMLElement) => within(d).getByRole('button', { name: /确\s*定/ })
const radios = (d: HTMLElement) => within(d).getAllByRole('radio')

describe('checkSelection', () => {
  it('asks for one, refuses more than one, and passes exactly one', () => {
    expect(checkSelection([])).toEqual({ ok: false, messageKey: 'exhibitionSwitch.noneSelected' })
    expect(checkSelection(['a', 'b'])).toEqual({
      ok: false,
      messageKey: 'exhibitionSwitch.onlyOne',
    })
    expect(checkSelection(['a'])).toEqual({ ok: true, guid: 'a' })
  })
})

describe('<ExhibitionSwitchDialog>', () => {
  it('is 1286 px wide and asks for page 1 with 10 rows', async () => {
    const { calls } = renderDialog()
    const d = await dialog()
    expect(d.closest('.ant-modal')?.getAttribute('style')).toContain('width: 1286px')
    await waitFor(() => expect(radios(d)).toHaveLength(SWITCH_DIALOG_PAGE_SIZE))
    const first = calls.find((c) => c.url === API.exhibitions.page.path)
    expect(first?.params).toMatchObject({ page: 1, pageSize: 10 })
  })

  it('shows the compact search form below the table: code and name only', async () => {
    const { user, calls } = renderDialog()
    const d = await dialog()
    const form = within(d).getByRole('search', { name: '查询条件' })
    const table = within(d).getAllByRole('table').at(-1)!
    // the form follows the table in the document
    expect(table.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(form).getByLabelText('展会编号')).toBeTruthy()
    expect(within(form).queryByLabelText('项目行业')).toBeNull()
    expect(within(form).queryByLabelText('项目区域')).toBeNull()
    expect(within(form).queryByLabelText('报馆时间')).toBeNull()
    expect(within(form).queryByRole('button', { name: /展开|收起/ })).toBeNull()

    await user.type(within(form).getByLabelText('展会名称'), '茶博会{Enter}')
    await waitFor(() =>
      expect(calls.at(-1)?.params).toMatchObject({
        page: 1,
        pageSize: 10,
        exhibitionName: '茶博会',
      }),
    )
    await user.click(within(form).getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => expect(calls.at(-1)?.params).not.toHaveProperty('exhibitionName'))
  })

  it('says 请选择展会 when nothing is selected', async () => {
    const { user, calls } = renderDialog()
    const d = await dialog()
    await user.click(okButton(d))
    expect(await screen.findByText('请选择展会')).toBeTruthy()
    expect(calls.some((c) => c.url === API.exhibitions.userSwitch.path)).toBe(false)
  })

  it('says 只能选择一个展会 when more than one is selected', async () => {
    const { user, calls } = renderDialog({ initialSelection: ['ex-1', 'ex-2'] })
    const d = await dialog()
    await user.click(okButton(d))
    expect(await screen.findByText('只能选择一个展会')).toBeTruthy()
    expect(calls.some((c) => c.url === API.exhibitions.userSwitch.path)).toBe(false)
  })

  it('keeps only one row selected at a time', async () => {
    const { user } = renderDialog()
    const d = await dialog()
    await waitFor(() => expect(radios(d)).toHaveLength(10))
    await user.click(radios(d)[0]!)
    await user.click(radios(d)[3]!)
    const checked = radios(d).filter((r) => (r as HTMLInputElement).checked)
    expect(checked).toHaveLength(1)
    expect(checked[0]).toBe(radios(d)[3])
  })

  it('switches, stores guid and title, closes and goes to the info page', async () => {
    const { user, calls, closed } = renderDialog({
      switchReply: (config) => {
        const guid = new URLSearchParams(String(config.data)).get('guid') ?? ''
        const title = ROWS.find((r) => r.guid === guid)?.title ?? ''
        return { body: envelope({ guid, title }, 200, '切换展会成功') }
      },
    })
    const d = await dialog()
    await waitFor(() => expect(radios(d)).toHaveLength(10))
    await user.click(radios(d)[1]!)
    await user.click(okButton(d))
    expect(await screen.findByText('切换展会成功')).toBeTruthy()
    const sent = calls.find((c) => c.url === API.exhibitions.userSwitch.path)
    expect(String(sent?.data)).toBe('guid=ex-2')
    expect(useSession.getState().currentExhibitionGuid).toBe('ex-2')
    expect(useSession.getState().currentExhibitionName).toBe('第2届国际茶产业博览会')
    expect(closed()).toBe(1)
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${INFO_PATH}?guid=ex-2`),
    )
  })

  it('says 切换展会失败, then the reason, when the server refuses; nothing switches', async () => {
    const { user, closed } = renderDialog({
      switchReply: () => ({ body: envelope(null, 500, '展会不存在') }),
    })
    const d = await dialog()
    await waitFor(() => expect(radios(d)).toHaveLength(10))
    await user.click(radios(d)[0]!)
    await user.click(okButton(d))
    expect(await screen.findByText('切换展会失败：展会不存在')).toBeTruthy()
    // told once: the client does not show the bare reason beside it
    expect(screen.queryByText('展会不存在')).toBeNull()
    expect(closed()).toBe(0)
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
    expect(screen.getByTestId('location').textContent).toBe('/exhibitionList/exhibitionList')
  })

  it('says 切换展会失败 alone when that is the server reason', async () => {
    const { user } = renderDialog({
      switchReply: () => ({ status: 404, body: envelope(null, 404, '切换展会失败') }),
    })
    const d = await dialog()
    await waitFor(() => expect(radios(d)).toHaveLength(10))
    await user.click(radios(d)[0]!)
    await user.click(okButton(d))
    expect(await screen.findByText('切换展会失败')).toBeTruthy()
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
  })

  it('says 切换展会失败 when the call fails', async () => {
    const { user, closed } = renderDialog({ switchReply: () => ({ fail: 'network' }) })
    const d = await dialog()
    await waitFor(() => expect(radios(d)).toHaveLength(10))
    await user.click(radios(d)[0]!)
    await user.click(okButton(d))
    expect(await screen.findByText(/^切换展会失败/)).toBeTruthy()
    expect(closed()).toBe(0)
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
  })
})
