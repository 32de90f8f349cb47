// 合同管理's workflow (docs/product/domain.md "Contract"): a template filled from a project;
// a draft submitted to its chain by its total (a 预定 project becomes 待签约 then); the last
// approval makes it 待签订, a rejection or a withdrawal a draft again; the signed scan makes it
// 已签订 and, in the same transaction, its project 已签约 (PROJECT_MACHINE's 'sign') and its
// bookings 已确认; then 履行中 → 已完成, or 已终止.
import {
  ADDENDUM,
  BOOKING_STATUS,
  CONTRACT_STATES,
  CONTRACT_TYPES,
  type Contract,
  type ContractAct,
  type ContractFill,
  type ContractFillQuery,
  type ContractSign,
  type ContractSubmit,
  type ContractTemplateOptions,
  type ContractType,
  type Instalment,
  amountInWords,
  instalmentSchema,
} from '@app/contracts'
import { sql } from 'kysely'
import { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { found } from '#server/lib/resource.ts'
import { sanitizeRichText } from '#server/lib/rich-text.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { filesNamedIn, setFileRefs } from '#server/modules/files/files.refs.ts'
import { findFile } from '#server/modules/files/files.repository.ts'
import { writeContractIncome } from '#server/modules/finance/income.ts'
import { quoteOf } from '#server/modules/projects/project-quote.ts'
import { requestProject } from '#server/modules/projects/project-requests.ts'
import {
  PROJECT_MACHINE,
  PROJECT_STATES,
  stateOf,
  statusAsOf,
} from '#server/modules/projects/project-workflow.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import {
  type ApprovalStatus,
  announce,
  submitForApproval,
} from '#server/modules/workflow/approval.service.ts'
import type { ApprovalRequestRecord } from '#server/modules/workflow/workflow.table.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  CONTRACT_DOC_TYPE,
  CONTRACT_MACHINE,
  contractStateOf,
  contracts,
  moveContract,
} from './contract.resource.ts'
import { dueDateOf, fillPlaceholders, planOf, totalsOf } from './contract-plan.ts'

/** The contract's detail page: approvers' messages lead there. */
export const contractLink = (guid: string) => `/contractManagement/contractManagement?guid=${guid}`

/** The file reference of a contract's signed scan (files.refs.ts keeps the file while it is). */
export const contractScanRef = (guid: string) => `contract:${guid}`

/** The stored JSON of a plan template's instalments (a row that does not parse gives none). */
const instalmentsOf = (json: string): Instalment[] => {
  const parsed = z.array(instalmentSchema).safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : []
}

/** A project's days an instalment counts from; before signing, today stands for the signing. */
const planDaysOf = (
  p: { loadInTime: number | null; loadOutTime: number | null },
  signDay: number,
) => ({
  sign: dayText(signDay) ?? '',
  loadIn: dayText(p.loadInTime === null ? null : Number(p.loadInTime)),
  loadOut: dayText(p.loadOutTime === null ? null : Number(p.loadOutTime)),
})

/** The enabled templates a contract is filled from, by name (the pickers of 新增). */
export async function contractTemplateOptions(db: Db): Promise<ContractTemplateOptions> {
  const [texts, plans] = await Promise.all([
    db
      .selectFrom('contractTemplate')
      .select(['guid', 'name', 'contractType'])
      .where('status', '=', 1)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('paymentPlanTemplate')
      .select(['guid', 'name'])
      .where('status', '=', 1)
      .orderBy('name')
      .execute(),
  ])
  return { texts, plans }
}

/**
 * 生成: the template's text filled from the project (customer, title, its bookings a line a
 * site and dates, the total in words), the amounts from its quote (subtotal less approved
 * discounts, tax at the rate of its priced lines, rounded once) and the plan template's
 * instalments over that total. Nothing is saved.
 */
export async function fillContract(
  db: Db,
  user: AuthUser,
  query: ContractFillQuery,
  now: number,
): Promise<ContractFill> {
  const project = await requestProject(db, user, query.projectGuid)
  if (!project) throw AppError.invalidField('projectGuid', 'contract.projectMissing')
  const template = await db
    .selectFrom('contractTemplate')
    .select(['name', 'contractType', 'content'])
    .where('guid', '=', query.templateGuid)
    .where('status', '=', 1)
    .executeTakeFirst()
  if (!template) throw AppError.invalidField('templateGuid', 'contract.templateMissing')
  const plan = query.planTemplateGuid
    ? await db
        .selectFrom('paymentPlanTemplate')
        .select('instalments')
        .where('guid', '=', query.planTemplateGuid)
        .where('status', '=', 1)
        .executeTakeFirst()
    : undefined
  if (query.planTemplateGuid && !plan)
    throw AppError.invalidField('planTemplateGuid', 'contract.planMissing')
  const [customer, quote] = await Promise.all([
    db
      .selectFrom('project')
      .leftJoin('customer', 'customer.guid', 'project.customerGuid')
      .select([
        'project.customerGuid',
        sql<string>`coalesce(customer.name, project.customer)`.as('name'),
      ])
      .where('project.guid', '=', project.guid)
      .executeTakeFirstOrThrow(),
    quoteOf(db, project.guid),
  ])
  // one rate for the contract: its priced lines' (the largest line's when they differ)
  const priced = quote.lines.filter((l) => l.price !== null)
  const taxRate = priced.reduce((a, l) => (l.amount > a.amount ? l : a), {
    amount: -1,
    taxRate: 6,
  }).taxRate
  const amountExclTax = quote.subtotal - quote.discount
  const { tax, total } = totalsOf(amountExclTax, taxRate)
  const content = sanitizeRichText(
    fillPlaceholders(template.content, {
      customerName: customer.name,
      projectTitle: project.title,
      siteLines: quote.lines.map(
        (l) =>
          `${l.siteName} ${l.fromDate}${l.toDate === l.fromDate ? '' : `至${l.toDate}`}（${l.periodType || l.usage}，${l.days}天）`,
      ),
      total,
    }),
  )
  const type: ContractType = (CONTRACT_TYPES as readonly string[]).includes(template.contractType)
    ? (template.contractType as ContractType)
    : CONTRACT_TYPES[0]
  return {
    type,
    title: `${project.title}${type}`,
    customerGuid: customer.customerGuid,
    customerName: customer.name,
    content,
    amountExclTax,
    taxRate,
    tax,
    total,
    discount: quote.discount,
    deposit: 0,
    totalInWords: amountInWords(total),
    instalments: planOf(
      total,
      plan ? instalmentsOf(plan.instalments) : [],
      planDaysOf(project, now),
    ),
  }
}

/** A contract's project as a move reads it. */
const projectOf = (db: Db, guid: string) =>
  db
    .selectFrom('project')
    .select(['guid', 'title', 'status', 'loadInTime', 'loadOutTime', 'version'])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow()

/** Moves a project one step of its machine (the caller's contract call stands for it). */
async function moveProject(
  db: Db,
  p: { guid: string; status: number; loadInTime: number | null; loadOutTime: number | null },
  action: 'toContract' | 'sign',
  user: Pick<AuthUser, 'id' | 'nickName'>,
  comment: string,
  now: number,
) {
  const from = stateOf(statusAsOf(p, now))
  const way = PROJECT_MACHINE.transitions.find((t) => t.action === action && t.from.includes(from))
  if (!way) return false
  await db
    .updateTable('project')
    .set((eb) => ({
      status: PROJECT_STATES[way.to],
      ...(way.to === 'signed' ? { holdLevel: null } : {}),
      updatedAt: now,
      version: eb('version', '+', 1),
    }))
    .where('guid', '=', p.guid)
    .execute()
  // docs/product/domain.md "Project status machine": 待签约 blocks pending, 已签约 confirmed
  await db
    .updateTable('scheduleMission')
    .set({
      status: action === 'sign' ? BOOKING_STATUS.confirmed : BOOKING_STATUS.pending,
      updatedAt: now,
    })
    .where('projectGuid', '=', p.guid)
    .where('status', '!=', BOOKING_STATUS.cancelled)
    .execute()
  await recordTransition(db, {
    docType: PROJECT_MACHINE.docType,
    docGuid: p.guid,
    action,
    from,
    to: way.to,
    user,
    comment,
    now,
  })
  return true
}

/**
 * Submits a draft at the version the caller saw, to the chain for its total: 409 naming the
 * state when it is not a draft, 403 without the submit permission. A main contract of a 预定
 * project moves the project to 待签约 (its blocks pending: no new hold over them).
 */
export async function submitContract(
  db: Db,
  user: AuthUser,
  body: ContractSubmit,
  now: number,
): Promise<Contract> {
  const { item, result } = await db.transaction().execute(async (trx) => {
    const stored = found(await contracts.find(trx, body.guid, user))
    checkTransition(CONTRACT_MACHINE, contractStateOf(stored.state), 'submit', user)
    await moveContract(trx, stored.guid, body.version, { state: CONTRACT_STATES.auditing }, now)
    const project = await projectOf(trx, stored.projectGuid)
    if (stored.type !== ADDENDUM && project.status === PROJECT_STATES.reserved)
      await moveProject(trx, project, 'toContract', user, stored.contractNumber, now)
    const submitted = await submitForApproval(
      trx,
      {
        docType: CONTRACT_DOC_TYPE,
        docGuid: stored.guid,
        title: `${stored.contractNumber} ${stored.title}`,
        amount: Number(stored.total),
        link: contractLink(stored.guid),
      },
      user,
      now,
    )
    // a chain with no node for the amount approves at once
    if (submitted.status === 'approved')
      await closeContract(trx, submitted.request, 'approved', user, now)
    return { item: await contracts.detail(trx, stored.guid, user), result: submitted }
  })
  announce(db, result)
  return item
}

/**
 * What the end of a contract's approval does (WorkflowDocument.onClosed): approved, it is
 * 待签订; rejected or withdrawn, a draft again (409 naming its state when it is neither).
 */
export async function closeContract(
  db: Db,
  request: ApprovalRequestRecord,
  status: Exclude<ApprovalStatus, 'pending'>,
  _user: Pick<AuthUser, 'id' | 'nickName'>,
  now: number,
): Promise<void> {
  const c = await db
    .selectFrom('contract')
    .select(['guid', 'state', 'version'])
    .where('guid', '=', request.docGuid)
    .executeTakeFirst()
  if (!c) throw AppError.notFound()
  const action = { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' }[status]
  const from = contractStateOf(c.state)
  const way = CONTRACT_MACHINE.transitions.find((t) => t.action === action && t.from.includes(from))
  if (!way)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: CONTRACT_MACHINE.stateLabelKey(from) },
      action: { key: CONTRACT_MACHINE.actionLabelKey(action) },
    })
  await moveContract(db, c.guid, c.version, { state: CONTRACT_STATES[way.to] }, now)
}

/**
 * 签订: the signed scan of an approved contract (待签订 → 已签订), 400 on the field when the
 * name names no stored upload. A main contract signs its project in the same transaction
 * (待签约 → 已签约 by PROJECT_MACHINE's 'sign', a 预定 one through 待签约 first; its bookings
 * 已确认, the grid shows them green at once; its contract amount the total); 409 naming the
 * project's state when it can no longer be signed (lost, released, cancelled). The instalments
 * due after the signing count from today.
 */
export async function signContract(
  db: Db,
  user: AuthUser,
  body: ContractSign,
  now: number,
): Promise<Contract> {
  return db.transaction().execute(async (trx) => {
    const stored = found(await contracts.find(trx, body.guid, user))
    const from = contractStateOf(stored.state)
    const way = checkTransition(CONTRACT_MACHINE, from, 'sign', user)
    const [sha256] = filesNamedIn([body.scanUrl])
    const file = sha256 ? await findFile(trx, sha256) : undefined
    if (!file) throw AppError.invalidField('scanUrl', 'contract.scanMissing')
    await moveContract(
      trx,
      stored.guid,
      body.version,
      {
        state: CONTRACT_STATES[way.to],
        scanUrl: body.scanUrl,
        scanName: body.scanName,
        signedAt: now,
      },
      now,
    )
    await setFileRefs(trx, contractScanRef(stored.guid), [body.scanUrl])
    // its income enters the ledger (收入明细) with it
    await writeContractIncome(trx, stored.guid, now)
    await recordTransition(trx, {
      docType: CONTRACT_DOC_TYPE,
      docGuid: stored.guid,
      action: 'sign',
      from,
      to: way.to,
      user,
      comment: body.scanName,
      now,
    })
    const project = await projectOf(trx, stored.projectGuid)
    if (stored.type !== ADDENDUM) {
      const state = statusAsOf(project, now)
      if (state === PROJECT_STATES.reserved)
        await moveProject(trx, project, 'toContract', user, stored.contractNumber, now)
      if (state === PROJECT_STATES.reserved || state === PROJECT_STATES.pending) {
        checkTransition(PROJECT_MACHINE, 'pending', 'sign', user)
        await moveProject(
          trx,
          { ...project, status: PROJECT_STATES.pending },
          'sign',
          user,
          stored.contractNumber,
          now,
        )
      } else if (state !== PROJECT_STATES.signed && state !== PROJECT_STATES.ongoing)
        throw AppError.conflict('contract.projectState', {
          title: project.title,
          state: { key: `dashboard.status.${state}` },
        })
      await trx
        .updateTable('project')
        .set({ contractAmount: Number(stored.total) })
        .where('guid', '=', project.guid)
        .execute()
    }
    // 签约后 N 日内 now counts from the signing
    const due = await trx
      .selectFrom('contractInstalment')
      .select(['guid', 'offsetText'])
      .where('contractGuid', '=', stored.guid)
      .where('offsetText', 'like', '签约后%')
      .execute()
    const days = planDaysOf(project, now)
    for (const i of due)
      await trx
        .updateTable('contractInstalment')
        .set({ dueDate: dueDateOf(i.offsetText, days) })
        .where('guid', '=', i.guid)
        .execute()
    return contracts.detail(trx, stored.guid, user)
  })
}

/** 履行中, 已完成 or 已终止 (a reason required) at the version seen. */
export async function actOnContract(
  db: Db,
  user: AuthUser,
  body: ContractAct,
  now: number,
): Promise<Contract> {
  const comment = body.comment ?? ''
  return db.transaction().execute(async (trx) => {
    const stored = found(await contracts.find(trx, body.guid, user))
    const from = contractStateOf(stored.state)
    const way = checkTransition(CONTRACT_MACHINE, from, body.action, user, comment)
    await moveContract(trx, stored.guid, body.version, { state: CONTRACT_STATES[way.to] }, now)
    await recordTransition(trx, {
      docType: CONTRACT_DOC_TYPE,
      docGuid: stored.guid,
      action: body.action,
      from,
      to: way.to,
      user,
      comment,
      now,
    })
    return contracts.detail(trx, stored.guid, user)
  })
}
