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
}
