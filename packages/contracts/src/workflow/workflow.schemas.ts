import { z } from 'zod'
import { guidSchema } from '../common/envelope.schemas.ts'

/** One transition of a workflow record, as its detail page's timeline shows it. */
export const workflowHistoryItemSchema = z.object({
  id: z.number().int(),
  /** `approval.submit`, `approval.approve` …, or the record's own action (`lose`). */
  action: z.string(),
  /** The state or approval node before and after (either may be absent). */
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  userName: z.string(),
  comment: z.string(),
  createdAt: z.number().int(),
})
export type WorkflowHistoryItem = z.infer<typeof workflowHistoryItemSchema>

export const workflowHistoryQuerySchema = z.object({
  docType: z.string().trim().min(1).max(40),
  docGuid: guidSchema,
})

/** A request waiting for the caller (待我审核). */
export const pendingApprovalSchema = z.object({
  guid: guidSchema,
  docType: z.string(),
  docGuid: z.string(),
  title: z.string(),
  /** fen, when the document has an amount. */
  amount: z.number().int().nullable(),
  /** The current node's name (财务经理). */
  node: z.string(),
  submitter: z.string(),
  /** Where the document's detail opens. */
  link: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type PendingApproval = z.infer<typeof pendingApprovalSchema>

export const APPROVAL_ACTIONS = ['approve', 'reject', 'transfer', 'withdraw'] as const

export const approvalActBodySchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(APPROVAL_ACTIONS),
  /** Required to reject. */
  comment: z.string().max(500).default(''),
  /** The user a transfer hands the node to. */
  toUserId: z.number().int().positive().optional(),
})
export type ApprovalActBody = z.input<typeof approvalActBodySchema>

export const approvalActResultSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  version: z.number().int(),
})

/** A document's latest approval request, as its detail page shows it and acts on it. */
export const approvalRequestSchema = z.object({
  guid: guidSchema,
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  /** The chain's node names in order, and the current one's index. */
  nodes: z.array(z.string()),
  step: z.number().int(),
  submitter: z.string(),
  /** The current node was handed to this user (a transfer); '' otherwise. */
  assignee: z.string(),
  /** The caller may approve, reject or transfer it now. */
  canAct: z.boolean(),
  /** The caller may withdraw it now (its submitter, before any node acted). */
  canWithdraw: z.boolean(),
  createdAt: z.number().int(),
  version: z.number().int(),
})
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>

/** A user a node can be handed to. */
export const transferTargetSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  deptName: z.string(),
})
export type TransferTarget = z.infer<typeof transferTargetSchema>

/** A document a record carries (PDF, Office, images), uploaded by /common/uploadDocument. */
export const attachmentSchema = z.object({
  guid: guidSchema,
  /** The stored file, `/files/<sha256>.<ext>`, as the upload answered it. */
  fileName: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  uploaderName: z.string(),
  createdAt: z.number().int(),
})
export type Attachment = z.infer<typeof attachmentSchema>

export const attachmentAddBodySchema = z.object({
  docType: z.string().trim().min(1).max(40),
  docGuid: guidSchema,
  fileName: z
    .string()
    .regex(
      /^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/,
      'an uploaded file name (/files/<sha256>.<ext>)',
    ),
  originalName: z.string().trim().min(1).max(200),
})
export type AttachmentAddBody = z.input<typeof attachmentAddBodySchema>

/** The document types with an approval chain (docs/product/domain.md "Approval chains"). */
export const APPROVAL_DOC_TYPES = ['discount', 'project_cancel', 'contract', 'refund'] as const

export const approvalNodeSchema = z.object({
  /** What the node is called in the timeline and 待我审核 (财务经理). */
  name: z.string().trim().min(1).max(20),
  /** The role whose holders approve at this node. */
  roleKey: z.string().trim().min(1).max(64),
  /** fen; the node applies from this amount on (absent: always). */
  minAmount: z.number().int().min(0).max(1e13).nullable().default(null),
})

export const approvalChainSchema = z.object({
  docType: z.enum(APPROVAL_DOC_TYPES),
  nodes: z.array(approvalNodeSchema).max(10),
})
export type ApprovalChain = z.infer<typeof approvalChainSchema>

/** A role a chain's node can name, for the chain editor's picker. */
export const chainRoleSchema = z.object({
  roleKey: z.string(),
  roleName: z.string(),
  /** 1 enabled; a disabled role is shown but cannot be picked. */
  status: z.number().int(),
})
export type ChainRole = z.infer<typeof chainRoleSchema>
