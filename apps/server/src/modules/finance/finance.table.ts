import type { Generated } from 'kysely'

/** 收款 (docs/product/domain.md "Finance"): money that arrived, in fen. */
export interface ReceiptTable {
  id: Generated<number>
  guid: string
  /** SK-<year>-NNNN. */
  receiptNumber: string
  payer: string
  amount: number
  /** The sum of its standing allocations (kept with them, in their transaction). */
  allocated: Generated<number>
  /** 对公转账 / POS / 支票 / 现金 / 微信 / 支付宝 (contracts RECEIPT_METHODS). */
  method: string
  /** yyyy-MM-dd. */
  arrivalDate: string
  /** Unique when given; null for cash. */
  bankSerial: string | null
  remark: string
  /** Who entered it, and their department (a role's data scope reads them). */
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** A part of a receipt given to an instalment; undone ones stay, with their reason. */
export interface ReceiptAllocationTable {
  id: Generated<number>
  guid: string
  receiptGuid: string
  instalmentGuid: string
  contractGuid: string
  amount: number
  createdBy: number | null
  createdAt: number
  undoneBy: number | null
  undoneAt: number | null
  undoReason: Generated<string>
}

/** A reminder sent about an instalment: 'due' (7 days before) or 'overdue'; each once. */
export interface InstalmentReminderTable {
  instalmentGuid: string
  kind: string
  sentAt: number
}
