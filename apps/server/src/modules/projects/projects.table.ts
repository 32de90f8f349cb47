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
  /** The customer (客户管理) it belongs to; null for a project entered before customers were. */
  customerGuid: string | null
  /** Its contract's total in fen; null until a contract is signed. */
  contractAmount: number | null
  /** The sales owner (a user id). */
  ownerId: number | null
  /** The hold's rank while 预定 (1 第一意向, 2, 3). */
  holdLevel: number | null
  expectedArea: number | null
  expectedVisitors: number | null
  /** Why it was lost (流失). */
  lostReason: Generated<string>
  remark: Generated<string>
}
