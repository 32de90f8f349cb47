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

/** A line of the income ledger (收入明细), written by the system; amounts in fen. */
export interface IncomeRecordTable {
  id: Generated<number>
  guid: string
  /** yyyy-MM-dd. */
  incomeDate: string
  projectGuid: string
  /** 场租 / 服务费 / 水电 / 加班 / 广告 / 停车 / 其他 (contracts INCOME_TYPES). */
  type: string
  /** The contract it comes from (written once per contract and type); null for other lines. */
  sourceGuid: string | null
  /** What it comes from, as shown: a contract's number, or the line's text. */
  source: string
  amountExclTax: number
  /** Hundredths of a percent: 600 = 6%. */
  taxRate: number
  tax: number
  total: number
  /** 1 once invoiced. */
  invoiced: number
  /** yyyy-MM. */
  recognisedMonth: string
  /** The project's department and owner (a role's data scope reads them). */
  deptId: number | null
  ownerId: number | null
  createdAt: number
}
