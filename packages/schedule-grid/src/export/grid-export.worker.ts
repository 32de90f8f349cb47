/// <reference lib="webworker" />
import { gridWorkbookBytes, type GridWorkbookInput } from './grid-workbook.ts'

/*
 * Builds the .xlsx off the main thread (docs/product/performance.md "Scheduling grid": the whole
 * quarter in a Web Worker). Receives a GridWorkbookInput, posts back `{ ok: true, bytes }` with the
 * ArrayBuffer transferred (no copy), or `{ ok: false, message }`.
 */

export type GridExportReply = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (event: MessageEvent<GridWorkbookInput>) => {
  gridWorkbookBytes(event.data).then(
    (view) => {
      // a view over part of a larger buffer must be cut out before it can be transferred
      const bytes =
        view.byteOffset === 0 && view.byteLength === view.buffer.byteLength
          ? (view.buffer as ArrayBuffer)
          : (view.slice().buffer as ArrayBuffer)
      scope.postMessage({ ok: true, bytes } satisfies GridExportReply, [bytes])
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      scope.postMessage({ ok: false, message } satisfies GridExportReply)
    },
  )
}
