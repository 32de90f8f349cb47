import type { Generated } from 'kysely'
import type { AdminRecordColumns } from '#server/lib/resource.ts'

/** 客户: its contacts as JSON (CustomerContact[]), the primary one copied out for the list. */
export interface CustomerTable extends AdminRecordColumns {
  name: string
  creditCode: string
  type: string
  industry: string
  region: string
  grade: string
  source: string
  ownerId: number | null
  contacts: string
  contactName: string
  contactMobile: string
  /** 1 when blacklisted. */
  blacklisted: number
  creditNote: string
  invoiceTitle: string
  invoiceTaxNo: string
  invoiceBank: string
  invoiceAccount: string
  invoiceAddressPhone: string
}

/** A follow-up of a customer (跟进记录). */
export interface CustomerFollowUpTable {
  id: Generated<number>
  guid: string
  customerGuid: string
  method: string
  content: string
  /** yyyy-MM-dd, or null. */
  nextDate: string | null
  userId: number
  userName: string
  createdAt: number
  /** The opportunity it was made on (商机), or null for the customer itself. */
  opportunityGuid: string | null
}

/** 商机: stage 0 线索 … 4 商务谈判, 5 赢单, 6 输单 (contracts OPPORTUNITY_STAGES). */
export interface OpportunityTable {
  id: Generated<number>
  guid: string
  /** SJ-<year>-NNNN. */
  opportunityNumber: string
  name: string
  customerGuid: string
  stage: number
  winRate: number
  /** Fen. */
  expectedAmount: number
  expectedArea: number | null
  /** yyyy-MM-dd. */
  startDate: string | null
  endDate: string | null
  formFlag: string
  /** JSON array of site guids. */
  siteGuids: string
  nextFollowDate: string | null
  projectGuid: string | null
  lostReason: string
  remark: string
  ownerId: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
