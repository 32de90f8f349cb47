// 合同管理 (/contractManagement/contractManagement), docs/product/domain.md "Contract": a
// project's contract, declared on the resource pattern; its workflow (fill, submit to the
// chain, what approval and signing do) is in contract.service.ts.
import {
  ADDENDUM,
  API,
  CONTRACT_STATES,
  type Contract,
  type ContractType,
  type ContractInstalmentSave,
  INSTALMENT_TYPES,
  PERMISSIONS,
  amountInWords,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime, versionMissError } from '#server/lib/resource.ts'
import { richTextToPlain, sanitizeRichText } from '#server/lib/rich-text.ts'
import { defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import {
  projectsMatching,
  requestLookup,
  requestProject,
} from '#server/modules/projects/project-requests.ts'
import { PROJECT_STATES, statusAsOf } from '#server/modules/projects/project-workflow.ts'
import {
  VENUE_PARTY,
  customerInvoicing,
  customerParty,
} from '#server/modules/parties/document-parties.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { basisPointsOf, totalsOf } from './contract-plan.ts'

const P = PERMISSIONS.contract

/** The workflow kind of a contract: its approval chain, history and documents. */
export const CONTRACT_DOC_TYPE = 'contract'

export type ContractState = keyof typeof CONTRACT_STATES
const NAMES = Object.keys(CONTRACT_STATES) as ContractState[]
export const contractStateOf = (state: number): ContractState => NAMES[state] ?? 'draft'

/**
 * A contract's states (domain.md "Contract"): a draft goes to its chain; the last approval
 * makes it 待签订, a rejection or the submitter's withdrawal a draft again; the signed scan
 * makes it 已签订, then 履行中 → 已完成, or 已终止 with a reason.
 */
export const CONTRACT_MACHINE = defineStateMachine<ContractState>({
  docType: CONTRACT_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `contract.states.${CONTRACT_STATES[state]}`,
  actionLabelKey: (action) => `contract.action.${action}`,
  transitions: [
    { action: 'submit', from: ['draft'], to: 'auditing', permission: P.submit },
    { action: 'approve', from: ['auditing'], to: 'approved', permission: P.audit },
    { action: 'reject', from: ['auditing'], to: 'draft', permission: P.audit },
    { action: 'withdraw', from: ['auditing'], to: 'draft', permission: P.withdraw },
    { action: 'sign', from: ['approved'], to: 'signed', permission: P.sign },
    { action: 'perform', from: ['signed'], to: 'performing', permission: P.sign },
    { action: 'complete', from: ['performing'], to: 'completed', permission: P.sign },
    {
      action: 'terminate',
      from: ['signed', 'performing'],
      to: 'terminated',
      permission: P.sign,
      commentRequired: true,
    },
  ],
})

/** 409 naming the state when a contract is no longer a draft (edit, delete). */
export function draftOnly(state: number, action: string) {
  if (state !== CONTRACT_STATES.draft)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: CONTRACT_MACHINE.stateLabelKey(contractStateOf(state)) },
      action: { key: CONTRACT_MACHINE.actionLabelKey(action) },
    })
}

/** Project states a contract is drawn up in: held, to be signed; an addendum once signed. */
const CONTRACTABLE: readonly number[] = [PROJECT_STATES.reserved, PROJECT_STATES.pending]
const AMENDABLE: readonly number[] = [PROJECT_STATES.signed, PROJECT_STATES.ongoing]
/** Contract states that still stand (a project has one main contract standing at a time). */
const STANDING: readonly number[] = [0, 1, 2, 3, 4, 5]

/** The contracts a caller may see: their projects' owners and departments in its scope. */
const contractScope = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'contract.deptId', 'contract.ownerId')

/** The next free number of the year: HT-2026-0087. */
export async function nextContractNumber(db: Db, year: number): Promise<string> {
  const head = `HT-${year}-`
  const last = await db
    .selectFrom('contract')
    .select((eb) => eb.fn.max('contractNumber').as('n'))
    .where('contractNumber', 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

/** Writes a contract's instalments anew (a draft's plan is replaced whole). */
export async function writeInstalments(
  db: Db,
  contractGuid: string,
  items: readonly (ContractInstalmentSave & { received?: number })[],
): Promise<void> {
  await db.deleteFrom('contractInstalment').where('contractGuid', '=', contractGuid).execute()
  if (items.length)
    await db
      .insertInto('contractInstalment')
      .values(
        items.map((i, n) => ({
          guid: newGuid(),
          contractGuid,
          seq: n + 1,
          kind: i.kind,
          ratio: basisPointsOf(i.ratio),
          amount: i.amount,
          dueDate: i.dueDate ?? null,
          offsetText: i.offsetText ?? '',
          received: i.received ?? 0,
        })),
      )
      .execute()
}

/** Moves a contract to `to` at its version (409 when another step came first). */
export async function moveContract(
  db: Db,
  guid: string,
  version: number,
  set: { state: number } & Partial<{ scanUrl: string; scanName: string; signedAt: number }>,
  now: number,
): Promise<void> {
  const res = await db
    .updateTable('contract')
    .set((eb) => ({ ...set, updatedAt: now, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

export const contracts = defineResource({
  table: 'contract',
  endpoints: API.contracts.contract,
  scope: contractScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('contract.contractNumber'), v),
        containsIgnoringCase(eb.ref('contract.title'), v),
        eb('contract.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    type: (eb, v) => eb('contract.type', '=', v),
    state: (eb, v) => eb('contract.state', '=', v),
    projectGuid: (eb, v) => eb('contract.projectGuid', '=', v),
  },
  orderBy: (q) => q,
  lookup: async (db, rows) => {
    const parents = [...new Set(rows.flatMap((r) => (r.parentGuid ? [r.parentGuid] : [])))]
    const guids = rows.map((r) => r.guid)
    const one = rows.length === 1 ? rows[0] : undefined
    const [shared, parentRows, instalments, customer] = await Promise.all([
      requestLookup(db, rows),
      parents.length === 0
        ? []
        : db
            .selectFrom('contract')
            .select(['guid', 'contractNumber'])
            .where('guid', 'in', parents)
            .execute(),
      // the plan is the detail's: a list or sheet of many reads none
      rows.length !== 1
        ? []
        : db
            .selectFrom('contractInstalment')
            .selectAll()
            .where('contractGuid', 'in', guids)
            .orderBy('seq')
            .execute(),
      // 乙方's invoicing data, for the printed contract: the detail's only
      customerInvoicing(db, one?.customerGuid),
    ])
    return {
      ...shared,
      parents: new Map(parentRows.map((p) => [p.guid, p.contractNumber])),
      instalments,
      customer,
    }
  },
  toItem: (r, { projects, names, parents, instalments, customer }): Contract => {
    const p = projects.get(r.projectGuid)
    return {
      guid: r.guid,
      contractNumber: r.contractNumber,
      type: r.type as ContractType,
      title: r.title,
      parentGuid: r.parentGuid,
      parentNumber: (r.parentGuid && parents.get(r.parentGuid)) || null,
      projectGuid: r.projectGuid,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      customerName: p?.customerName ?? '',
      amountExclTax: Number(r.amountExclTax),
      taxRate: r.taxRate / 100,
      tax: Number(r.tax),
      total: Number(r.total),
      discount: Number(r.discount),
      deposit: Number(r.deposit),
      state: r.state,
      signedAt: r.signedAt === null ? null : Number(r.signedAt),
      handlerName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      customerGuid: r.customerGuid,
      templateGuid: r.templateGuid,
      planTemplateGuid: r.planTemplateGuid,
      content: r.content,
      totalInWords: amountInWords(Number(r.total)),
      scanUrl: r.scanUrl,
      scanName: r.scanName,
      instalments: instalments
        .filter((i) => i.contractGuid === r.guid)
        .map((i) => ({
          guid: i.guid,
          seq: i.seq,
          kind: (INSTALMENT_TYPES as readonly string[]).includes(i.kind)
            ? (i.kind as (typeof INSTALMENT_TYPES)[number])
            : '进度款',
          ratio: i.ratio / 100,
          amount: Number(i.amount),
          dueDate: i.dueDate,
          offsetText: i.offsetText,
          received: Number(i.received),
        })),
      venueParty: VENUE_PARTY,
      customerParty: customerParty(customer, p?.customerName || ''),
    }
  },
  toRow: ({
    customerGuid: _c,
    templateGuid: _t,
    planTemplateGuid: _p,
    content: _x,
    totalInWords: _w,
    scanUrl: _u,
    scanName: _n,
    instalments: _i,
    venueParty: _v,
    customerParty: _cp,
    ...row
  }) => row,
  sheet: [
    { key: 'contractNumber', width: 14 },
    { key: 'type', width: 14 },
    { key: 'title', width: 36 },
    {
      key: 'customerName',
      width: 30,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.customerName ?? '',
    },
    { key: 'amountExclTax', value: (r) => Number(r.amountExclTax) / 100 },
    { key: 'taxRate', value: (r) => r.taxRate / 100 },
    { key: 'tax', value: (r) => Number(r.tax) / 100 },
    { key: 'total', value: (r) => Number(r.total) / 100 },
    { key: 'state', width: 10, value: (r, t) => t(`contract.states.${r.state}`) },
    {
      key: 'handlerName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.createdBy ?? 0) ?? '',
    },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  // the creator and the times; the project's owner and department come from beforeSave
  stamp: (now) => ({ createdAt: now, updatedAt: now }),
  // the text is stored sanitised; the plan is written by afterSave; the rate in hundredths
  toColumns: ({ instalments: _i, taxRate, content, ...f }) => ({
    ...f,
    taxRate: basisPointsOf(taxRate),
    content: sanitizeRichText(content),
  }),
  beforeSave: async ({ trx, user, fields, stored, now }) => {
    if (stored) draftOnly(stored.state, 'edit')
    if (!richTextToPlain(sanitizeRichText(fields.content)))
      throw AppError.invalidField('content', 'contract.empty')
    const project = await requestProject(trx, user, fields.projectGuid)
    if (!project) throw AppError.invalidField('projectGuid', 'contract.projectMissing')
    if (stored && stored.projectGuid !== project.guid)
      throw AppError.invalidField('projectGuid', 'contract.projectFixed')
    const addendum = fields.type === ADDENDUM
    if (addendum !== (fields.parentGuid !== null))
      throw AppError.invalidField(
        'parentGuid',
        addendum ? 'contract.parentRequired' : 'contract.parentOnlyAddendum',
      )
    const state = statusAsOf(project, now)
    if (!(addendum ? AMENDABLE : CONTRACTABLE).includes(state))
      throw AppError.conflict(addendum ? 'contract.projectNotSigned' : 'contract.projectState', {
        title: project.title,
        state: { key: `dashboard.status.${state}` },
      })
    if (addendum) {
      const parent = await trx
        .selectFrom('contract')
        .select(['guid', 'state', 'type'])
        .where('guid', '=', fields.parentGuid ?? '')
        .where('projectGuid', '=', project.guid)
        .executeTakeFirst()
      if (!parent || parent.type === ADDENDUM || parent.state < CONTRACT_STATES.signed)
        throw AppError.invalidField('parentGuid', 'contract.parentMissing')
    } else {
      const standing = await trx
        .selectFrom('contract')
        .select('contractNumber')
        .where('projectGuid', '=', project.guid)
        .where('type', '<>', ADDENDUM)
        .where('state', 'in', [...STANDING])
        .where('guid', '<>', stored?.guid ?? '')
        .executeTakeFirst()
      if (standing)
        throw AppError.conflict('contract.alreadyOpen', {
          title: project.title,
          number: standing.contractNumber,
        })
    }
    // docs/product/domain.md "Money": tax on the amount before tax, rounded once
    const { tax, total } = totalsOf(fields.amountExclTax, fields.taxRate)
    const sum = fields.instalments.reduce((s, i) => s + i.amount, 0)
    if (sum !== total)
      throw AppError.invalidField('instalments', 'contract.planTotal', {
        sum: yuan(sum),
        total: yuan(total),
      })
    const customer = await trx
      .selectFrom('project')
      .select('customerGuid')
      .where('guid', '=', project.guid)
      .executeTakeFirst()
    return {
      tax,
      total,
      customerGuid: customer?.customerGuid ?? null,
      ownerId: project.ownerId,
      deptId: project.deptId,
      ...(stored
        ? {}
        : {
            contractNumber: await nextContractNumber(trx, new Date(now).getFullYear()),
            state: CONTRACT_STATES.draft,
            createdBy: user.id,
          }),
    }
  },
  afterSave: ({ trx, guid, fields }) => writeInstalments(trx, guid, fields.instalments),
  // only drafts go; their plan, history and documents with them
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('contract')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '<>', CONTRACT_STATES.draft)
      .executeTakeFirst()
    if (kept) draftOnly(kept.state, 'remove')
    await trx.deleteFrom('contractInstalment').where('contractGuid', 'in', guids).execute()
    for (const table of ['workflowHistory', 'recordAttachment'] as const)
      await trx
        .deleteFrom(table)
        .where('docType', '=', CONTRACT_DOC_TYPE)
        .where('docGuid', 'in', guids)
        .execute()
  },
})
