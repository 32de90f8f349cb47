import type { Generated } from 'kysely'

/** Dictionary values; `dictType` 'industry' and 'region' feed the exhibition filters. */
export interface DictDataTable {
  id: Generated<number>
  guid: string
  dictType: string
  label: string
  value: string
  color: string | null
  sort: number
  status: number
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
