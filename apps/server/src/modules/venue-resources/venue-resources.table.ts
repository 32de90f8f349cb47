import type { AdminRecordColumns } from '#server/lib/resource.ts'

/** 资源: an LED screen, advertising position, parking area or piece of equipment. */
export interface VenueResourceTable extends AdminRecordColumns {
  name: string
  type: string
  unit: string
  quantity: number
  price: number
  siteGuid: string | null
}
