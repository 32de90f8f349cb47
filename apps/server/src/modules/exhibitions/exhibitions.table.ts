import type { Generated, Selectable } from 'kysely'

export interface ExhibitionTable {
  guid: string
  title: string
  projectIdNumber: string
  projectGuid: string | null
  industryGuid: string | null
  regionGuid: string | null
  organiser: string
  homeContractor: string
  halls: string
  applyTimeStart: number | null
  applyTimeEnd: number | null
  loadInTime: number | null
  startTime: number | null
  endTime: number | null
  loadOutTime: number | null
  status: number
  onHome: number
  remark: string
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type ExhibitionRecord = Selectable<ExhibitionTable>
