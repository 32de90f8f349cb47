// 操作日志 of the demo (issue 13 §3: it was empty on a fresh start): the writes the seeded
// activity stands for, as the endpoint layer records a real call (plugins/endpoint.ts): who
// added the opportunities and logged the follow-ups, every move of the seeded records'
// histories (stages, submits, approvals, uploads and audits). Read from what the steps
// before wrote, so it runs last.
import { API, type Endpoint } from '@app/contracts'
import { translate } from '#server/i18n/messages.ts'
import { paramsForLog } from '#server/lib/redact.ts'
import { auditNameOf } from '#server/plugins/endpoint.ts'
import type { SeedContext, Trx } from './seed.ts'

/** The endpoint a history row's move went through, and its body's key fields. */
function callOf(
  docType: string,
  action: string,
  guid: string,
  comment: string,
): { endpoint: Endpoint; body: Record<string, unknown> } | undefined {
  if (action.startsWith('approval.')) {
    const step = action.slice('approval.'.length)
    if (step !== 'submit')
      return { endpoint: API.workflow.act, body: { docType, docGuid: guid, action: step, comment } }
    if (docType === 'discount') return { endpoint: API.projects.discountSubmit, body: { guid } }
    if (docType === 'project_cancel') return { endpoint: API.projects.cancelSubmit, body: { guid } }
    if (docType === 'refund') return { endpoint: API.refunds.submit, body: { guid } }
    return undefined
  }
  if (docType === 'refund' && action === 'pay')
    return { endpoint: API.refunds.pay, body: { guid, comment } }
  if (docType === 'opportunity')
    return action === 'win'
      ? { endpoint: API.customers.opportunityWin, body: { guid } }
      : { endpoint: API.customers.opportunityAct, body: { guid, action, comment } }
  if (docType === 'discount' && action === 'autoApprove')
    return { endpoint: API.projects.discountSubmit, body: { guid } }
  if (docType === 'declaration_file') {
    if (action === 'upload') return { endpoint: API.declarationFiles.upload, body: { guid } }
    return { endpoint: API.declarationFiles.audit, body: { guid, action, comment } }
  }
  if (docType === 'project' && action !== 'cancel' && action !== 'fromOpportunity')
    return { endpoint: API.projects.act, body: { guid, action, comment } }
  return undefined
}

export async function seedOperationLog(trx: Trx, { now }: SeedContext): Promise<void> {
  const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'nickName']).execute()
  const loginOf = new Map(users.map((u) => [u.id, u.userName]))
  // each staff member works from a desk of the venue's office network
  const ipOf = new Map(users.map((u, i) => [u.userName, `10.8.1.${21 + i}`]))
  const ok = translate('zh', 'ok')
  const rows: {
    userName: string
    endpoint: Endpoint
    /** What identifies the record (`guid`, the approval's `docGuid`); not the whole body. */
    body: Record<string, unknown>
    at: number
  }[] = []

  for (const h of await trx.selectFrom('workflowHistory').selectAll().execute()) {
    const call = callOf(h.docType, h.action, h.docGuid, h.comment)
    const userName = loginOf.get(h.userId)
    if (call && userName) rows.push({ userName, ...call, at: Number(h.createdAt) })
  }
  for (const o of await trx.selectFrom('opportunity').selectAll().execute()) {
    const userName = o.createdBy === null ? undefined : loginOf.get(o.createdBy)
    if (userName)
      rows.push({
        userName,
        endpoint: API.customers.opportunity.addOrUpdate,
        body: { name: o.name, customerGuid: o.customerGuid },
        at: Number(o.createdAt),
      })
  }
  for (const f of await trx.selectFrom('customerFollowUp').selectAll().execute()) {
    const userName = loginOf.get(f.userId)
    if (!userName) continue
    const content = { method: f.method, content: f.content, nextDate: f.nextDate }
    rows.push(
      f.opportunityGuid === null
        ? {
            userName,
            endpoint: API.customers.addFollowUp,
            body: { customerGuid: f.customerGuid, ...content },
            at: Number(f.createdAt),
          }
        : {
            userName,
            endpoint: API.customers.addOpportunityFollowUp,
            body: { opportunityGuid: f.opportunityGuid, ...content },
            at: Number(f.createdAt),
          },
    )
  }

  // only what happened by now (a seeded plan may lie ahead), oldest first as the log grew
  const past = rows.filter((r) => r.at <= now).sort((a, b) => a.at - b.at)
  for (const [i, r] of past.entries()) {
    const guid = r.body.guid ?? r.body.docGuid
    await trx
      .insertInto('sysOperLog')
      .values({
        userName: r.userName,
        ...auditNameOf(r.endpoint, r.body),
        method: r.endpoint.method,
        url: `/xgz${r.endpoint.path}`,
        target: typeof guid === 'string' ? guid : null,
        params: paramsForLog(undefined, r.body),
        success: 1,
        message: ok,
        ip: ipOf.get(r.userName) ?? '10.8.1.20',
        // what such calls take, varied
        durationMs: 18 + ((i * 37) % 140),
        createdAt: r.at,
      })
      .execute()
  }
}
