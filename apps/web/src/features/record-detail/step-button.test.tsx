import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { StepButton } from '#web/features/record-detail/step-button.tsx'

// One step of a detail page's workflow: asked first, or asked for its text, then run and
// said done. Each screen's steps (开具, 终止, 退回修改 …) are this button with their words.

const setup = (props: Partial<Parameters<typeof StepButton>[0]>) => {
  const run = vi.fn(() => Promise.resolve())
  render(
    <Providers>
      <StepButton word="开始履行" run={run} pending={false} done="操作成功" {...props} />
    </Providers>,
  )
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { run, user }
}

describe('<StepButton>', () => {
  it('asks its question first; 取消 runs nothing, 确定 runs the step and says so', async () => {
    const { run, user } = setup({ question: '是否确认开始履行合同 HT-2026-0001？' })
    await user.click(screen.getByRole('button', { name: '开始履行' }))
    const ask = await screen.findByRole('dialog')
    expect(ask.textContent).toContain('是否确认开始履行合同 HT-2026-0001？')
    await user.click(within(ask).getByRole('button', { name: /取\s*消/ }))
    expect(run).not.toHaveBeenCalled()
    // asked again (the first question may still be closing): the newest dialog
    await user.click(screen.getByRole('button', { name: '开始履行' }))
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0))
    const again = screen.getAllByRole('dialog').at(-1) as HTMLElement
    await user.click(within(again).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(run).toHaveBeenCalledWith({}))
    expect(await screen.findByText('操作成功')).toBeTruthy()
  })

  it('asks for its required text, refusing a blank one, and sends it under its field', async () => {
    const { run, user } = setup({
      word: '终止',
      formName: 'contract.terminate',
      field: { name: 'comment', label: '终止原因', required: '请填写原因' },
    })
    await user.click(screen.getByRole('button', { name: '终止' }))
    const dialog = await screen.findByRole('dialog', { name: '终止' })
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy()
    expect(run).not.toHaveBeenCalled()
    await user.type(within(dialog).getByLabelText('终止原因'), '客户破产')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(run).toHaveBeenCalledWith({ comment: '客户破产' }))
  })

  it('keeps the dialog open when the step is refused', async () => {
    const run = vi.fn(() => Promise.reject(new Error('409')))
    const { user } = setup({
      word: '作废',
      run,
      field: { name: 'comment', label: '作废原因', required: '请填写原因' },
    })
    await user.click(screen.getByRole('button', { name: '作废' }))
    const dialog = await screen.findByRole('dialog', { name: '作废' })
    await user.type(within(dialog).getByLabelText('作废原因'), '重复开具')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(run).toHaveBeenCalled())
    expect(screen.getByRole('dialog', { name: '作废' })).toBeTruthy()
    expect(screen.queryByText('操作成功')).toBeNull()
  })
})
