import type { Generated } from 'kysely'

/** 申报文件: one item of a project's declaration checklist. */
export interface DeclarationFileTable {
  id: Generated<number>
  guid: string
  projectGuid: string
  /** The file template it was generated from; null for an item added by hand. */
  templateGuid: string | null
  name: string
  /** 1: the item must be there (必填); 0: optional. */
  required: number
  /** yyyy-MM-dd: the opening day less the template's days; null when none. */
  dueDate: string | null
  /** 0 未提交, 1 已提交, 2 审核通过, 3 退回 (contracts DECLARATION_STATES). */
  state: number
  /** The uploaded file (`/files/<sha256>.<ext>`), the name it had and its bytes; '' until one. */
  fileUrl: Generated<string>
  fileName: Generated<string>
  fileSize: Generated<number>
  /** Why it was sent back (退回), kept until the next upload. */
  returnReason: Generated<string>
  submittedBy: number | null
  submittedAt: number | null
  auditedBy: number | null
  auditedAt: number | null
  sort: Generated<number>
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
