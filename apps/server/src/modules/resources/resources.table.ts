import type { Generated, Selectable } from 'kysely'

/** 资源: an LED screen, advertising position, parking area or piece of equipment. */
export interface VenueResourceTable {
  id: Generated<number>
  guid: string
  name: string
  type: string
  unit: string
  quantity: number
  price: number
  siteGuid: string | null
  status: number
  sort: number
  remark: string
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type VenueResourceRow = Selectable<VenueResourceTable>
