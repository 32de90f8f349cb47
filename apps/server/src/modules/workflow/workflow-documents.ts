import { hasAnyPermission } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import type { ApprovalStatus } from './approval.service.ts'
import type { ApprovalRequestRecord } from './workflow.table.ts'

/**
 * A kind of workflow record, as the shared calls (history, 待我审核, act) need it. Each
 * module with a workflow registers its kinds once, at load (a discount, a cancellation).
 */
export interface WorkflowDocument {
  docType: string
  /** Reading a record, its history and its documents needs this permission. */
  queryPermission: string
  /** Attaching documents to a record and removing them needs this one. */
  editPermission: string
  /** The record's detail page (`/project/discountManagement?guid=…`): messages lead there. */
  linkOf: (docGuid: string) => string
  /**
   * Whether the caller may reach the record (a role's data scope): its history and documents
   * are then a 404 like the record itself. Every record of the kind when absent.
   */
  reachable?: (db: Db, user: AuthUser, docGuid: string) => Promise<boolean>
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

/**
 * The registered kind `docType`, when the user holds the permission `need` names on it:
 * 400 for a kind nobody registered, 403 without the permission.
 */
export function documentFor(
  docType: string,
  permissions: readonly string[],
  need: 'queryPermission' | 'editPermission',
): WorkflowDocument {
  const doc = documents.get(docType)
  if (!doc) throw AppError.badRequest('workflow.unknownDocument')
  if (!hasAnyPermission(permissions, [doc[need]])) throw AppError.forbidden()
  return doc
}

/**
 * documentFor, and the record `docGuid` within the caller's reach (404 outside it).
 */
export async function reachableDocument(
  db: Db,
  docType: string,
  docGuid: string,
  user: AuthUser,
  need: 'queryPermission' | 'editPermission',
): Promise<WorkflowDocument> {
  const doc = documentFor(docType, user.permissions, need)
  if (doc.reachable && !(await doc.reachable(db, user, docGuid))) throw AppError.notFound()
  return doc
}
