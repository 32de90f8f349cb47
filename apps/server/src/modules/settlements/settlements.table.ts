import type { Generated } from 'kysely'

/** 对账结算 (docs/product/domain.md "Finance"): a project's settlement sheet, amounts in fen. */
export interface SettlementTable {
  id: Generated<number>
  guid: string
  /** JS-<year>-NNNN. */
  settlementNumber: string
  projectGuid: string
  customerGuid: string | null
  /** The totals of the project's signed contracts, addenda included. */
  contractAmount: number
  extras: number
  discounts: number
  /** contract + extras − discounts (a check of the table holds it). */
  receivable: number
  received: number
  /** The 履约保证金 its contracts hold. */
  deposit: number
  depositOffset: number
  /** What 结清 recorded as paid (+) or refunded (−) to close the balance; within `received`. */
  finalPayment: number
  /** receivable − received − deposit offset: > 0 应补, < 0 应退 (a check holds it). */
  balance: number
  /** 0 草稿 … 3 已结清 (contracts SETTLEMENT_STATES). */
  state: number
  /** yyyy-MM-dd. */
  confirmedDate: string | null
  settledDate: string | null
  returnReason: string
  remark: string
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** A line the user enters: an extra (加班, 水电, 超面积, 损坏赔偿, 其他) or a discount. */
export interface SettlementLineTable {
  id: Generated<number>
  settlementGuid: string
  seq: number
  /** contracts SETTLEMENT_LINE_KINDS. */
  kind: string
  description: string
  /** Fen, ≥ 0: a discount subtracts. */
  amount: number
}
