import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, Form } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { FormRowsField } from '#web/features/list-page/form-rows-field.tsx'

// The shared "rows inside a form" field, with the payment plan's words: two number cells,
// one checked against the other, a list-wide total and a limit of two rows.

interface Row {
  offsetDays: number
  ratio: number
}

const sumOf = (rows: Partial<Row>[]) => rows.reduce((sum, r) => sum + (r.ratio ?? 0), 0)

const renderRows = (rows: Partial<Row>[]) => {
  const onFinish = vi.fn()
  render(
    <Providers>
      <Form initialValues={{ instalments: rows }} onFinish={onFinish}>
        <FormRowsField<Row>
          name="instalments"
          labels="system.paymentPlan"
          rowTestId="row"
          add="addInstalment"
          remove="removeInstalment"
          newRow={{ offsetDays: 0 }}
          max={2}
          cells={[
            { name: 'offsetDays', width: 100, number: {} },
            {
              name: 'ratio',
              width: 100,
              before: '×',
              number: {},
              check: (ratio, row) =>
                Number(ratio) < Number(row.offsetDays) ? 'ratio under days' : undefined,
            },
          ]}
          check={(all) => (sumOf(all) === 100 ? undefined : 'not 100')}
          summary={(all) => <span data-testid="total">{sumOf(all)}</span>}
        />
        <Button htmlType="submit">save</Button>
      </Form>
    </Providers>,
  )
  return { onFinish, user: userEvent.setup() }
}

const rowsShown = () => screen.getAllByTestId('row')
const addButton = () => screen.getByRole('button', { name: '添加付款节点' })

describe('FormRowsField', () => {
  it('adds rows up to its limit and keeps the last one', async () => {
    const { user } = renderRows([{ offsetDays: 1, ratio: 100 }])
    expect(screen.getByText('付款节点')).toBeTruthy()
    const remove = () => within(rowsShown()[0]!).getByRole('button', { name: '删除付款节点' })
    expect(remove()).toHaveProperty('disabled', true)
    await user.click(addButton())
    expect(rowsShown()).toHaveLength(2)
    expect(addButton()).toHaveProperty('disabled', true)
    expect(within(rowsShown()[1]!).getByLabelText('天数')).toHaveProperty('value', '0')
    await user.click(remove())
    expect(rowsShown()).toHaveLength(1)
    expect(within(rowsShown()[0]!).getByLabelText('天数')).toHaveProperty('value', '0')
  })

  it('asks for an empty cell in its words and checks a cell against its row', async () => {
    const { user, onFinish } = renderRows([{ offsetDays: 5 }])
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(await screen.findByText('请输入比例')).toBeTruthy()
    await user.type(screen.getByLabelText('比例'), '3')
    expect(await screen.findByText('ratio under days')).toBeTruthy()
    // a change of the other cell checks it again
    await user.clear(screen.getByLabelText('天数'))
    await user.type(screen.getByLabelText('天数'), '2')
    await waitFor(() => expect(screen.queryByText('ratio under days')).toBeNull())
    expect(onFinish).not.toHaveBeenCalled()
  })

  it('shows the list message until the rows are right, beside the running total', async () => {
    const { user, onFinish } = renderRows([{ offsetDays: 0, ratio: 40 }])
    expect(screen.getByTestId('total').textContent).toBe('40')
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(await screen.findByText('not 100')).toBeTruthy()
    await user.clear(screen.getByLabelText('比例'))
    await user.type(screen.getByLabelText('比例'), '100')
    await waitFor(() => expect(screen.queryByText('not 100')).toBeNull())
    expect(screen.getByTestId('total').textContent).toBe('100')
    await user.click(screen.getByRole('button', { name: 'save' }))
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ instalments: [{ offsetDays: 0, ratio: 100 }] }),
    )
  })
})
