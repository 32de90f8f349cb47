import type { Generated, Selectable } from 'kysely'

/** One transition of a workflow record: the timeline of its detail page. */
export interface WorkflowHistoryTable {
  id: Generated<number>
  docType: string
  docGuid: string
  action: string
  fromState: string | null
  toState: string | null
  userId: number
  userName: string
  comment: string
  createdAt: number
}
export type WorkflowHistoryRecord = Selectable<WorkflowHistoryTable>

/** A node of a document type's approval chain. */
export interface ApprovalNodeTable {
  id: Generated<number>
  docType: string
  seq: number
  name: string
  roleKey: string
  /** The node applies from this amount (fen) on; null: always. */
  minAmount: number | null
  createdAt: number
  updatedAt: number
}
export type ApprovalNodeRecord = Selectable<ApprovalNodeTable>

/** One submission of a document to its chain. */
export interface ApprovalRequestTable {
  guid: string
  docType: string
  docGuid: string
  title: string
  amount: number | null
  submitterId: number
  status: string
  /** The chain at submission, JSON: ApprovalStep[]. */
  nodes: string
  /** Index of the current node in `nodes`. */
  step: number
  /** The current node's role while pending (待我审核 is looked up by it); else null. */
  currentRole: string | null
  /** A transfer's user: only they may act on the current node. */
  assigneeId: number | null
  /** 1 once any node acted (withdrawing is refused from then on). */
  acted: number
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type ApprovalRequestRecord = Selectable<ApprovalRequestTable>

/** A document a record carries: an uploaded file (`/files/<sha256>.<ext>`) and its name. */
export interface RecordAttachmentTable {
  guid: string
  docType: string
  docGuid: string
  fileName: string
  originalName: string
  size: number
  uploadedBy: number
  uploaderName: string
  createdAt: number
}
