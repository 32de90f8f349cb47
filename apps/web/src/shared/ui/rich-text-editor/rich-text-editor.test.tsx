import { API } from '@app/contracts'
import { configure, render, screen, waitFor } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { RichTextEditor } from '#web/shared/ui/rich-text-editor/rich-text-editor.tsx'
import { sanitizeRichText } from '#web/shared/ui/rich-text-editor/sanitize-html.ts'
import { fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

let restore: (() => void) | null = null
beforeAll(() => configure({ defaultHidden: true }))
afterAll(() => configure({ defaultHidden: false }))
afterEach(() => {
  restore?.()
  restore = null
  resetApiClientState()
})

const MB = 1024 * 1024
const png = (bytes: number, name = 'hall.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })

const renderEditor = (
  answer: () => Reply,
  { fileSize, ariaLabel }: { fileSize?: number; ariaLabel?: string } = {},
) => {
  const network = fakeNetwork((config) =>
    config.url === API.files.upload.path ? answer() : { status: 404, body: {} },
  )
  restore = network.restore
  const onChange = vi.fn()
  render(<RichTextEditor value="" onChange={onChange} fileSize={fileSize} ariaLabel={ariaLabel} />)
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  const input = screen.getByTestId('rich-text-image-input')
  return { user, input, onChange, calls: network.calls }
}

describe('<RichTextEditor>', () => {
  it('shows the placeholder 请输入内容 while empty', () => {
    renderEditor(() => ({ body: {} }))
    expect(document.querySelector('[data-placeholder="请输入内容"]')).not.toBeNull()
  })

  it('names its field in the placeholder when it has a label: 请输入合同正文', () => {
    renderEditor(() => ({ body: {} }), { ariaLabel: '合同正文' })
    expect(document.querySelector('[data-placeholder="请输入合同正文"]')).not.toBeNull()
  })

  it('refuses an image over 5 MB before sending it, with 上传文件大小不能超过 5 MB!', async () => {
    const { user, input, calls } = renderEditor(() => ({
      body: { code: 200, msg: 'ok', fileName: '/files/a.png' },
    }))
    await user.upload(input, png(5 * MB + 1))
    expect(await screen.findByText('上传文件大小不能超过 5 MB!')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('takes its size limit from the fileSize prop', async () => {
    const { user, input, calls } = renderEditor(
      () => ({ body: { code: 200, msg: 'ok', fileName: '/files/a.png' } }),
      { fileSize: 1 },
    )
    await user.upload(input, png(2 * MB))
    expect(await screen.findByText('上传文件大小不能超过 1 MB!')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('says 图片插入失败 when the upload answers a code other than 200', async () => {
    const { user, input, calls } = renderEditor(() => ({
      body: { code: 500, msg: '存储已满', fileName: '' },
    }))
    await user.upload(input, png(1024))
    expect(await screen.findByText('图片插入失败')).toBeTruthy()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.data).toBeInstanceOf(FormData)
    expect((calls[0]?.data as FormData).get('file')).toBeInstanceOf(File)
  })

  it('says 图片插入失败 when the upload fails in transport', async () => {
    const { user, input } = renderEditor(() => ({ fail: 'network' }))
    await user.upload(input, png(1024))
    expect(await screen.findByText('图片插入失败')).toBeTruthy()
  })

  it('inserts an uploaded image under /xgz and hands out the new HTML', async () => {
    const { user, input, onChange } = renderEditor(() => ({
      body: { code: 200, msg: 'ok', fileName: '/files/abc.png' },
    }))
    await user.upload(input, png(1024))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(String(onChange.mock.lastCall?.[0])).toContain('src="/xgz/files/abc.png"')
  })
})

describe('sanitizeRichText', () => {
  it('drops scripts and event handlers but keeps formatting and images', () => {
    const out = sanitizeRichText(
      '<p><strong>茶</strong><img src="/xgz/files/a.png" onerror="alert(1)"><script>alert(2)</script></p>',
    )
    expect(out).toBe('<p><strong>茶</strong><img src="/xgz/files/a.png"></p>')
  })
})
