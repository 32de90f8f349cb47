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
  remark: Generated<string>
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** A dictionary (数据管理): its values are the sys_dict_data rows of the same `dictType`. */
export interface DictTypeTable {
  id: Generated<number>
  guid: string
  dictType: string
  name: string
  status: Generated<number>
  sort: Generated<number>
  remark: Generated<string>
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
