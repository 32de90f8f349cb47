import type { Generated } from 'kysely'

/** 服务商合同 (issue 14): amounts in fen, the share in hundredths of a percent. */
export interface ServiceProviderContractTable {
  id: Generated<number>
  guid: string
  /** FW-<year>-NNNN. */
  contractNumber: string
  providerName: string
  /** 主场搭建 … 设备租赁 (contracts PROVIDER_KINDS). */
  providerKind: string
  /** 收入类 / 支出类. */
  direction: string
  /** fixed / share (contracts PROVIDER_BILLINGS). */
  billing: string
  /** yyyy-MM-dd. */
  startDate: string
  endDate: string
  amount: number
  /** Hundredths of a percent: 1500 = 15%; 0 unless billed by share. */
  shareRatio: number
  performanceBond: number
  /** 月结 / 季结 / 按展会 / 一次性. */
  settlementCycle: string
  contactName: string
  contactPhone: string
  remark: string
  /** 0 草稿, 1 履行中, 2 已到期, 3 已终止 (contracts PROVIDER_CONTRACT_STATES). */
  state: number
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** One period's settlement of a provider contract. */
export interface ProviderSettlementTable {
  id: Generated<number>
  guid: string
  contractGuid: string
  period: string
  baseRevenue: number
  /** The contract's share when it was settled, hundredths of a percent. */
  shareRatio: number
  amount: number
  /** 0 待结算, 1 已结算. */
  state: number
  settledAt: number | null
  remark: string
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** An evaluation of a provider's service. */
export interface ProviderEvaluationTable {
  id: Generated<number>
  guid: string
  contractGuid: string
  /** yyyy-MM-dd. */
  evalDate: string
  /** 1 … 5. */
  score: number
  comment: string
  userId: number | null
  userName: string
  createdAt: number
}
