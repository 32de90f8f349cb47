import { API } from '@app/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Input } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { callApi, resetApiClientState } from '#web/shared/lib/api-client.ts'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

const SAVE = API.templates.remark.addOrUpdate

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
})

interface Values {
  name: string
  content: string
}

const Dialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<Values>()
  return (
    <FormDialog<Values>
      name="test"
      open
      title="新增备注模板"
      form={form}
      initialValues={{ name: '', content: '' }}
      onSubmit={async (values) => {
        await callApi(SAVE, { body: values })
        onClose()
      }}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="模板名称"
        rules={[{ required: true, message: '请输入模板名称' }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="content" label="备注内容">
        <Input />
      </Form.Item>
    </FormDialog>
  )
}

const open = (reply: () => Reply) => {
  resetApiClientState()
  setToken('token-1')
  const network = fakeNetwork((config) =>
    config.url === SAVE.path ? reply() : { status: 404, body: envelope(null, 404, 'unhandled') },
  )
  restore = network.restore
  const onClose = vi.fn()
  render(
    <Providers>
      <Dialog onClose={onClose} />
    </Providers>,
  )
  const dialog = screen.getByRole('dialog', { name: '新增备注模板' })
  return { dialog, onClose, calls: network.calls, user: userEvent.setup() }
}

describe('FormDialog', () => {
  it('shows the server’s field messages on their fields and stays open', async () => {
    const { dialog, onClose, user } = open(() => ({
      status: 400,
      body: envelope(
        { fields: { name: '模板名称已存在', unknownField: 'x' } },
        400,
        '请求参数有误：name: 模板名称已存在',
      ),
    }))
    await user.type(within(dialog).getByLabelText('模板名称'), '第二意向顺延')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('模板名称已存在')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    expect((within(dialog).getByLabelText('模板名称') as HTMLInputElement).value).toBe(
      '第二意向顺延',
    )
  })

  it('sends one save for a double click, and a refused click does not count', async () => {
    const { dialog, onClose, calls, user } = open(() => ({ body: envelope({}) }))
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ })
    // refused by the field rule: nothing sent, and the next click goes through
    await user.click(ok)
    expect(await within(dialog).findByText('请输入模板名称')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('模板名称'), '新模板')
    await user.dblClick(ok)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.filter((c) => c.url === SAVE.path)).toHaveLength(1)
  })
})
