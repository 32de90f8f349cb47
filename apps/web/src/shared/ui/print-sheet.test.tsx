import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PrintFields, PrintSheet, PrintTable } from '#web/shared/ui/print-sheet.tsx'

const sheet = (onClose = vi.fn()) =>
  render(
    <PrintSheet
      issuer={{ name: '星港国际会展中心', lines: ['星港市会展大道1号'] }}
      title="形式发票"
      meta={[{ label: '发票编号', value: 'PI-2026-0042' }]}
      stamp="草稿"
      documentTitle="形式发票 PI-2026-0042"
      onClose={onClose}
    >
      <PrintFields columns={2} items={[{ label: '项目', value: '茶博会', span: 2 }]} />
      <PrintTable
        rows={[{ seq: 1, site: '1号馆' }]}
        rowKey={(r) => String(r.seq)}
        columns={[{ key: 'site', title: '场地', render: (r) => r.site }]}
      />
    </PrintSheet>,
  )

describe('<PrintSheet>', () => {
  it('shows the document over the app, names the page after it and prints with 打印', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const before = document.title
    const { unmount } = sheet()
    const dialog = screen.getByRole('dialog', { name: '打印预览' })
    expect(dialog.parentElement).toBe(document.body)
    expect(screen.getByRole('heading', { name: '形式发票' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: '场地' })).toBeTruthy()
    expect(document.body.classList.contains('print-sheet-open')).toBe(true)
    expect(document.title).toBe('形式发票 PI-2026-0042')
    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }))
    expect(print).toHaveBeenCalledOnce()
    unmount()
    expect(document.body.classList.contains('print-sheet-open')).toBe(false)
    expect(document.title).toBe(before)
    print.mockRestore()
  })

  it('closes with 返回 and with Escape', async () => {
    const onClose = vi.fn()
    sheet(onClose)
    await userEvent.click(screen.getByRole('button', { name: /返\s*回/ }))
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
