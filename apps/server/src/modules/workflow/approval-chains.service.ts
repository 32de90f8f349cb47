// The approval chains an administrator edits (docs/product/domain.md "Approval chains"): one
// list of nodes per document type. A save replaces the type's chain at once; requests
// already submitted keep the chain they were given (approval_request.nodes).
import { APPROVAL_DOC_TYPES, type ApprovalChain } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/plugins/app-error.ts'

export async function listChains(db: Db): Promise<ApprovalChain[]> {
  const nodes = await db
    .selectFrom('approvalNode')
    .select(['docType', 'name', 'roleKey', 'minAmount'])
    .orderBy('docType')
    .orderBy('seq')
    .execute()
  return APPROVAL_DOC_TYPES.map((docType) => ({
    docType,
    nodes: nodes
      .filter((n) => n.docType === docType)
      .map((n) => ({
        name: n.name,
        roleKey: n.roleKey,
        minAmount: n.minAmount === null ? null : Number(n.minAmount),
      })),
  }))
}

/** Replaces a chain; 400 naming the first node whose role does not exist or is disabled. */
export async function saveChain(db: Db, chain: ApprovalChain, now: number): Promise<ApprovalChain> {
  const keys = [...new Set(chain.nodes.map((n) => n.roleKey))]
  const enabled = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .selectFrom('sysRole')
            .select('roleKey')
            .where('roleKey', 'in', keys)
            .where('status', '=', 1)
            .execute()
        ).map((r) => r.roleKey),
  )
  const unknown = chain.nodes.findIndex((n) => !enabled.has(n.roleKey))
  if (unknown >= 0)
    throw AppError.invalidField(`nodes.${unknown}.roleKey`, 'workflow.roleUnknown', {
      role: chain.nodes[unknown]?.roleKey ?? '',
    })
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('approvalNode').where('docType', '=', chain.docType).execute()
    if (chain.nodes.length > 0)
      await trx
        .insertInto('approvalNode')
        .values(
          chain.nodes.map((n, i) => ({
            docType: chain.docType,
            seq: i + 1,
            name: n.name,
            roleKey: n.roleKey,
            minAmount: n.minAmount,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
  })
  return chain
}
