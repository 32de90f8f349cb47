import type { Db } from '#server/db/database.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import type { ApprovalStatus } from './approval.service.ts'
import type { ApprovalRequestRecord } from './workflow.table.ts'

/**
 * A kind of workflow record, as the shared calls (history, 待我审核, act) need it. Each
 * module with a workflow registers its kinds once, at load (a discount, a cancellation).
 */
export interface WorkflowDocument {
  docType: string
  /** Reading a record and its history needs this permission. */
  queryPermission: string
  /** The record's detail page (`/project/discountManagement?guid=…`): messages lead there. */
  linkOf: (docGuid: string) => string
  /**
   * Moves the record when its approval request closes (approved: 通过; rejected or
   * withdrawn: back to 草稿), in the transaction of the closing action.
   */
  onClosed?: (
    db: Db,
    request: ApprovalRequestRecord,
    status: Exclude<ApprovalStatus, 'pending'>,
    user: AuthUser,
    now: number,
  ) => Promise<void>
}

const documents = new Map<string, WorkflowDocument>()

export const registerWorkflowDocument = (doc: WorkflowDocument): void => {
  documents.set(doc.docType, doc)
}

export const workflowDocumentOf = (docType: string): WorkflowDocument | undefined =>
  documents.get(docType)
