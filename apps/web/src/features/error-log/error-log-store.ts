import { create } from 'zustand'
import type { ErrorEntry } from '#web/features/error-log/error-entry.ts'

/** docs/product/shell.md "Error log": the browser keeps the latest 50 errors. */
export const ERROR_LOG_CAP = 50

export interface KeptError extends ErrorEntry {
  /** This tab's running number (the dialog's row key). */
  id: number
}

interface ErrorLogState {
  entries: KeptError[]
  add: (entry: ErrorEntry) => void
  clear: () => void
}

let nextId = 1

/** The errors kept in this tab, oldest first (not stored: a reload starts empty). */
export const useErrorLog = create<ErrorLogState>()((set) => ({
  entries: [],
  add: (entry) =>
    set((s) => ({ entries: [...s.entries, { ...entry, id: nextId++ }].slice(-ERROR_LOG_CAP) })),
  clear: () => set({ entries: [] }),
}))
