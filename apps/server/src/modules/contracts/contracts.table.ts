import type { Generated } from 'kysely'

/** 合同 (docs/product/domain.md "Contract"): amounts in fen. */
export interface ContractTable {
  id: Generated<number>
  guid: string
  /** HT-<year>-NNNN. */
  contractNumber: string
  /** 场地租赁合同 / 会议服务合同 / 补充协议 / 框架协议 (contracts CONTRACT_TYPES). */
  type: string
  /** The contract an addendum (补充协议) amends. */
  parentGuid: string | null
  projectGuid: string
  customerGuid: string | null
  templateGuid: string | null
  planTemplateGuid: string | null
  title: string
  /** Sanitised HTML, its placeholders filled. */
  content: string
  amountExclTax: number
  /** Hundredths of a percent: 600 = 6%. */
  taxRate: number
  tax: number
  total: number
  discount: number
  deposit: number
  /** 0 草稿 … 6 已终止 (contracts CONTRACT_STATES). */
  state: number
  /** The signed scan (`/files/<sha256>.<ext>`) and its name; '' until signed. */
  scanUrl: string
  scanName: string
  signedAt: number | null
  /** The project's owner and department (a role's data scope reads them). */
  ownerId: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** One instalment of a contract's payment plan (付款计划). */
export interface ContractInstalmentTable {
  id: Generated<number>
  guid: string
  contractGuid: string
  seq: number
  /** 定金 / 首付款 / 进度款 / 尾款 / 押金. */
  kind: string
  /** Hundredths of a percent: 3000 = 30%. */
  ratio: number
  amount: number
  /** yyyy-MM-dd; null when its anchor has no date yet. */
  dueDate: string | null
  /** The offset as written: 签约后7日内. */
  offsetText: string
  received: Generated<number>
}
