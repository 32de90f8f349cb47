import type { Generated } from 'kysely'

export interface ProjectTable {
  guid: string
  projectNumber: string
  title: string
  formFlag: string
  status: number
  industryGuid: string | null
  regionGuid: string | null
  customer: string
  halls: string
  loadInTime: number | null
  startTime: number | null
  endTime: number | null
  loadOutTime: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
