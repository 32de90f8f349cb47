import type { Generated } from 'kysely'

/** 形式发票 (docs/product/domain.md "Finance"): amounts in fen. */
export interface ProformaInvoiceTable {
  id: Generated<number>
  guid: string
  /** PI-<year>-NNNN, given at 开具; null while a draft. */
  invoiceNumber: string | null
  projectGuid: string
  customerGuid: string | null
  subtotal: number
  tax: number
  total: number
  /** 0 草稿 … 4 已作废 (contracts PROFORMA_STATES). */
  state: number
  validityDays: number
  /** yyyy-MM-dd, set at 开具. */
  issueDate: string | null
  validUntil: string | null
  formalInvoiceNumber: string
  voidReason: string
  remark: string
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** One line of a proforma: a booked block priced from the price list. */
export interface ProformaInvoiceLineTable {
  id: Generated<number>
  invoiceGuid: string
  seq: number
  /** 'booking', or 'discount': the project's approved discounts as one negative line. */
  kind: string
  siteName: string
  periodType: string
  fromDate: string
  toDate: string
  days: number
  holidayDays: number
  unit: string
  /** Fen per unit. */
  unitPrice: number
  /** Hundredths of a unit: 320000 = 3,200 ㎡. */
  quantity: number
  amount: number
  /** Hundredths of a percent: 600 = 6%. */
  taxRate: number
}

/** The last number given in a year (numbers without gaps: raised in the issuing transaction). */
export interface ProformaInvoiceCounterTable {
  year: number
  lastSeq: number
}
