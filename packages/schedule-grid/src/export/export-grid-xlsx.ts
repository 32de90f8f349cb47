import type { GridExportReply } from './grid-export.worker.ts'
import type { GridWorkbookInput } from './grid-workbook.ts'

export type { GridWorkbookInput } from './grid-workbook.ts'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The grid's range as an .xlsx Blob, built in a module Web Worker so the page stays
 * responsive (exceljs over a quarter takes about a second). The app saves the Blob
 * through its download flow. Rejects when the worker fails or cannot start.
 */
export function exportGridXlsx(data: GridWorkbookInput): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const worker = new Worker(new URL('./grid-export.worker.ts', import.meta.url), {
      type: 'module',
    })
    const done = () => worker.terminate()
    worker.onmessage = (event: MessageEvent<GridExportReply>) => {
      done()
      if (event.data.ok) resolve(new Blob([event.data.bytes], { type: XLSX_MIME }))
      else reject(new Error(event.data.message))
    }
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault()
      done()
      reject(new Error(event.message || 'the export worker failed'))
    }
    worker.onmessageerror = () => {
      done()
      reject(new Error('the export worker sent an unreadable answer'))
    }
    worker.postMessage(data)
  })
}
