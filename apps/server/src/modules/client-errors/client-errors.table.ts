import type { Generated } from 'kysely'

/** One error a user's browser reported (docs/product/shell.md "Error log"), secrets removed. */
export interface ClientErrorTable {
  id: Generated<number>
  userId: number
  userName: string
  userAgent: string
  message: string
  /** The entry's "where": a component stack, source:line:col, or the failed call. */
  source: string
  url: string
  stack: string
  /** The browser's clock. */
  occurredAt: number
  /** The server's clock: what the page filters by and the pruning reads. */
  createdAt: number
}
