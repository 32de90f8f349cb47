import { API } from '@app/contracts'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DocumentUpload } from '#web/features/document-upload/document-upload.tsx'
import { Providers } from '#web/testing/app-providers.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'

// One upload button for every document a record takes (attachments, a signed scan, a
// declaration file, a file template): the file goes to /common/uploadDocument, then to the
// screen's own call; one message for each outcome, never two.

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
})

const setup = (reply: Reply, onUploaded = vi.fn(() => Promise.resolve())) => {
  const network = fakeNetwork((config) =>
    config.url === API.files.uploadDocument.path
      ? reply
      : { status: 404, body: envelope(null, 404, `unhandled ${config.url}`) },
  )
  restore = network.restore
  const { container } = render(
    <Providers>
      <DocumentUpload
        done="recordDetail.uploaded"
        failed="recordDetail.loadFailed"
        onUploaded={onUploaded}
      >
        上传附件
      </DocumentUpload>
    </Providers>,
  )
  const input = container.querySelector('input[type=file]') as HTMLInputElement
  const file = new File(['%PDF-1.4'], '场地平面图.pdf', { type: 'application/pdf' })
  return { network, onUploaded, pick: () => userEvent.upload(input, file) }
}

describe('<DocumentUpload>', () => {
  it('uploads the file, hands over its stored and original names, and says it is done', async () => {
    const { network, onUploaded, pick } = setup({
      body: { code: 200, msg: 'ok', fileName: '/profile/upload/2026/11/27/a1b2.pdf' },
    })
    expect(screen.getByRole('button', { name: /上传附件/ })).toBeTruthy()
    await pick()
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({
        fileName: '/profile/upload/2026/11/27/a1b2.pdf',
        originalName: '场地平面图.pdf',
      }),
    )
    expect(await screen.findByText('附件已上传')).toBeTruthy()
    expect(network.calls).toHaveLength(1)
  })

  it('tells the server’s refusal once and hands nothing over', async () => {
    const { onUploaded, pick } = setup({
      body: envelope(null, 400, '文件类型不支持：仅允许 PDF、Office 文档和图片'),
    })
    await pick()
    expect(await screen.findByText('文件类型不支持：仅允许 PDF、Office 文档和图片')).toBeTruthy()
    expect(onUploaded).not.toHaveBeenCalled()
    expect(screen.queryByText('加载失败，请重试')).toBeNull()
    expect(screen.queryByText('附件已上传')).toBeNull()
  })

  it('says it failed when the screen’s own call fails for a reason not told yet', async () => {
    const { pick } = setup(
      { body: { code: 200, msg: 'ok', fileName: '/profile/upload/x.pdf' } },
      vi.fn(() => Promise.reject(new Error('lost'))),
    )
    await pick()
    expect(await screen.findByText('加载失败，请重试')).toBeTruthy()
    expect(screen.queryByText('附件已上传')).toBeNull()
  })
})
