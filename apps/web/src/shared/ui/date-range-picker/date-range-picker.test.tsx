import { configure, render, screen } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import dayjs from 'dayjs'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'

beforeAll(() => configure({ defaultHidden: true }))
afterAll(() => configure({ defaultHidden: false }))

const renderPicker = (initial: DateRangeValue) => {
  const changes: DateRangeValue[] = []
  const onChange = vi.fn((v: DateRangeValue) => changes.push(v))
  const Harness = () => {
    const [value, setValue] = useState<DateRangeValue>(initial)
    return (
      <DateRangePicker
        value={value}
        onChange={(v) => {
          onChange(v)
          setValue(v)
        }}
      />
    )
  }
  render(<Harness />)
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { user, changes }
}

const text = (v: DateRangeValue) => v.map((d) => (d ? d.format('YYYY-MM-DD') : null))

describe('<DateRangePicker>', () => {
  it('clears an end date set before the start and says 开始日期不可大于结束日期', async () => {
    const { user, changes } = renderPicker([dayjs('2026-11-20'), dayjs('2026-11-25')])
    const end = screen.getByLabelText('结束日期')
    await user.clear(end)
    await user.type(end, '2026-11-10{Enter}')
    expect(text(changes.at(-1)!)).toEqual(['2026-11-20', null])
    expect(screen.getByRole('alert').textContent).toBe('开始日期不可大于结束日期')
    expect((end as HTMLInputElement).value).toBe('')
  })

  it('clears a start date set after the end and keeps the end', async () => {
    const { user, changes } = renderPicker([dayjs('2026-11-20'), dayjs('2026-11-25')])
    const start = screen.getByLabelText('开始日期')
    await user.clear(start)
    await user.type(start, '2026-11-30{Enter}')
    expect(text(changes.at(-1)!)).toEqual([null, '2026-11-25'])
    expect(screen.getByRole('alert').textContent).toBe('开始日期不可大于结束日期')
  })

  it('accepts a start on the same day as the end without an error', async () => {
    const { user, changes } = renderPicker([dayjs('2026-11-20'), dayjs('2026-11-25')])
    const start = screen.getByLabelText('开始日期')
    await user.clear(start)
    await user.type(start, '2026-11-25{Enter}')
    expect(text(changes.at(-1)!)).toEqual(['2026-11-25', '2026-11-25'])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
