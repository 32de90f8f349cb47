import type { Generated, Selectable } from 'kysely'

/** 价格管理: a site's price for a period type (布展/展期/…), valid over inclusive dates. */
export interface SitePriceTable {
  id: Generated<number>
  guid: string
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
  status: number
  sort: number
  remark: string
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type SitePriceRow = Selectable<SitePriceTable>
