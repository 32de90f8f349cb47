import { API } from '@app/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { ConfigProvider } from 'antd'
import dayjs from 'dayjs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  COLLAPSED_SEARCH_HEIGHT,
  ExhibitionSearchForm,
  type ExhibitionSearchFormProps,
} from '#web/features/exhibitions/components/exhibition-search-form.tsx'
import { createQueryClient } from '#web/shared/lib/query-client.ts'
import { envelope, fakeNetwork } from '#web/testing/fake-adapter.ts'

const INDUSTRIES = [
  { guid: 'ind-tea', value: '茶及茶文化' },
  { guid: 'ind-robot', value: '机器人' },
]
const REGIONS = [
  { guid: 'reg-south', value: '华南' },
  { guid: 'reg-east', value: '华东' },
]

let restore: (() => void) | null = null

beforeAll(() => configure({ defaultHidden: true }))
afterAll(() => configure({ defaultHidden: false }))
afterEach(() => {
  restore?.()
  restore = null
})

const renderForm = (props: Partial<ExhibitionSearchFormProps> = {}) => {
  const network = fakeNetwork((config) => {
    if (config.url === API.dictionaries.industryList.path) return { body: envelope(INDUSTRIES) }
    if (config.url === API.dictionaries.regionList.path) return { body: envelope(REGIONS) }
    return { status: 404, body: envelope(null, 404, 'unhandled') }
  })
  restore = network.restore
  const onSearch = vi.fn()
  const onReset = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <ExhibitionSearchForm onSearch={onSearch} onReset={onReset} {...props} />
      </ConfigProvider>
    </QueryClientProvider>,
  )
  const form = screen.getByRole('search', { name: '查询条件' })
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { form, onSearch, onReset, user, calls: network.calls }
}

describe('<ExhibitionSearchForm>', () => {
  it('queries with the trimmed texts on Enter in a text field', async () => {
    const { form, onSearch, user } = renderForm()
    await user.type(within(form).getByLabelText('展会编号'), ' CHA-2026 ')
    await user.type(within(form).getByLabelText('展会名称'), '茶博会{Enter}')
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenLastCalledWith({
      exhibitionCode: 'CHA-2026',
      exhibitionName: '茶博会',
      projectIndustry: undefined,
      projectRegion: undefined,
      applyTimeStart: undefined,
      applyTimeEnd: undefined,
    })
  })

  it('queries at once when industry, region or the range change', async () => {
    const { form, onSearch, user } = renderForm()
    await user.click(within(form).getByLabelText('项目行业'))
    await user.click(await screen.findByTitle('机器人'))
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1))
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ projectIndustry: 'ind-robot' }),
    )

    await user.click(within(form).getByLabelText('项目区域'))
    await user.click(await screen.findByTitle('华东'))
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2))
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ projectIndustry: 'ind-robot', projectRegion: 'reg-east' }),
    )

    await user.click(within(form).getByPlaceholderText('开始日期'))
    await user.keyboard('2026-03-01')
    await user.click(within(form).getByPlaceholderText('结束日期'))
    await user.keyboard('2026-03-31{Enter}')
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith(
        expect.objectContaining({
          applyTimeStart: dayjs('2026-03-01').startOf('day').valueOf(),
          applyTimeEnd: dayjs('2026-03-31').endOf('day').valueOf(),
        }),
      ),
    )
  })

  it('clears every field and the range on 重置, then calls onReset', async () => {
    const { form, onReset, user } = renderForm({
      filters: {
        exhibitionCode: 'CHA',
        exhibitionName: '茶',
        applyTimeStart: dayjs('2026-03-01').valueOf(),
        applyTimeEnd: dayjs('2026-03-31').endOf('day').valueOf(),
      },
    })
    const code = within(form).getByLabelText<HTMLInputElement>('展会编号')
    await waitFor(() => expect(code.value).toBe('CHA'))
    expect(within(form).getByPlaceholderText<HTMLInputElement>('开始日期').value).toBe('2026-03-01')
    await user.click(within(form).getByRole('button', { name: '重置' }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(code.value).toBe('')
    expect(within(form).getByLabelText<HTMLInputElement>('展会名称').value).toBe('')
    expect(within(form).getByPlaceholderText<HTMLInputElement>('开始日期').value).toBe('')
    expect(within(form).getByPlaceholderText<HTMLInputElement>('结束日期').value).toBe('')
  })

  it('takes at most 100 characters in each text field', async () => {
    const { form, user } = renderForm()
    for (const label of ['展会编号', '展会名称']) {
      const input = within(form).getByLabelText<HTMLInputElement>(label)
      expect(input.maxLength).toBe(100)
      await user.click(input)
      await user.paste('x'.repeat(120))
      expect(input.value).toHaveLength(100)
    }
  })

  it('shows only code and name, without the toggle, when compact', () => {
    const { form, calls } = renderForm({ compact: true })
    expect(within(form).getByLabelText('展会编号')).toBeTruthy()
    expect(within(form).getByLabelText('展会名称')).toBeTruthy()
    expect(within(form).queryByLabelText('项目行业')).toBeNull()
    expect(within(form).queryByLabelText('项目区域')).toBeNull()
    expect(within(form).queryByPlaceholderText('开始日期')).toBeNull()
    expect(within(form).queryByRole('button', { name: '收起' })).toBeNull()
    expect(within(form).queryByRole('button', { name: '展开' })).toBeNull()
    // nor does it load the dictionaries it does not show
    expect(calls).toHaveLength(0)
  })

  it('collapses the fields to one 48 px row and expands them again', async () => {
    const { form, user } = renderForm()
    const fields = screen.getByTestId('exhibition-search-fields')
    expect(fields.style.height).toBe('')
    await user.click(within(form).getByRole('button', { name: '收起' }))
    expect(COLLAPSED_SEARCH_HEIGHT).toBe(48)
    expect(fields.style.height).toBe('48px')
    expect(fields.style.overflow).toBe('hidden')
    await user.click(within(form).getByRole('button', { name: '展开' }))
    expect(fields.style.height).toBe('')
  })
})
