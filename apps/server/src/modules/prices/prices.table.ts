import type { AdminRecordColumns } from '#server/lib/resource.ts'

/** 价格管理: a site's price for a period type (布展/展期/…), valid over inclusive dates. */
export interface SitePriceTable extends AdminRecordColumns {
  siteGuid: string
  periodType: string
  unit: string
  standardPrice: number
  floorPrice: number
  holidayFactor: number
  /** Percent, e.g. 6 for 6%. */
  taxRate: number
  validFrom: string
  validTo: string
}
