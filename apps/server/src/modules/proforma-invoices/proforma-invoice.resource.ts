// 形式发票 (/financialManagement/proformaInvoice), docs/product/domain.md "Finance": a
// project's proforma invoice declared on the resource pattern; a draft's lines are computed
// by the server (proforma-lines.ts), its steps (开具, 确认, 转正式发票, 作废) are in
// proforma-invoice.service.ts. Proformas are finance's documents across every project: the
// finance roles' data scope is their own department, which owns no project, so the list is
// not scoped (its permissions are the finance pages').
import {
  API,
  BOOKING_STATUS,
  PERMISSIONS,
  PROFORMA_LINE_KINDS,
  PROFORMA_STATES,
  type ProformaInvoice,
  type ProformaLine,
  amountInWords,
} from '@app/contracts'
import { type Expression, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { defineStateMachine, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { projectsMatching } from '#server/modules/projects/project-requests.ts'
import { PROJECT_STATES } from '#server/modules/projects/project-workflow.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { previewOf } from './proforma-lines.ts'
import {
  VENUE_PARTY,
  documentLookup,
  customerParty,
} from '#server/modules/parties/document-parties.ts'

const P = PERMISSIONS.proformaInvoice

/** The workflow kind of a proforma: its history rows. */
export const PROFORMA_DOC_TYPE = 'proforma_invoice'

export type ProformaState = keyof typeof PROFORMA_STATES
const NAMES = Object.keys(PROFORMA_STATES) as ProformaState[]
export const proformaStateOf = (state: number): ProformaState => NAMES[state] ?? 'draft'

/**
 * A proforma's states (domain.md "Finance"): 草稿 → 已开具 (its number given) → 已确认 (by the
 * customer) → 已转正式发票 (the formal invoice's number), or 已作废 with a reason before it is
 * converted; a void one keeps its number, so the year's numbers have no gaps.
 */
export const PROFORMA_MACHINE = defineStateMachine<ProformaState>({
  docType: PROFORMA_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `proformaInvoice.states.${PROFORMA_STATES[state]}`,
  actionLabelKey: (action) => `proformaInvoice.action.${action}`,
  transitions: [
    { action: 'issue', from: ['draft'], to: 'issued', permission: P.issue },
    { action: 'confirm', from: ['issued'], to: 'confirmed', permission: P.issue },
    { action: 'convert', from: ['confirmed'], to: 'converted', permission: P.issue },
    {
      action: 'void',
      from: ['draft', 'issued', 'confirmed'],
      to: 'void',
      permission: P.void,
      commentRequired: true,
    },
  ],
})

/** 409 naming the state when a proforma is no longer a draft (edit, delete). */
export function draftOnly(state: number, action: string) {
  if (state !== PROFORMA_STATES.draft)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: PROFORMA_MACHINE.stateLabelKey(proformaStateOf(state)) },
      action: { key: PROFORMA_MACHINE.actionLabelKey(action) },
    })
}

/** Project states a proforma is not drawn up in: lost, cancelled, released. */
const CLOSED_PROJECTS: readonly number[] = [
  PROJECT_STATES.lost,
  PROJECT_STATES.cancelled,
  PROJECT_STATES.released,
]

/** A project a proforma may be drawn up for (undefined when gone or closed). */
export const proformaProject = (db: Db, guid: string) =>
  db
    .selectFrom('project')
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .select([
      'project.guid',
      'project.customerGuid',
      'project.deptId',
      sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
    ])
    .where('project.guid', '=', guid)
    .where('project.status', 'not in', [...CLOSED_PROJECTS])
    .executeTakeFirst()

/** The projects with live bookings a proforma can be drawn up for, by title or number. */
export const proformaProjects = (db: Db, keyword: string | undefined) =>
  db
    .selectFrom('project')
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .select([
      'project.guid',
      'project.projectNumber',
      'project.title',
      sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
    ])
    .where('project.status', 'not in', [...CLOSED_PROJECTS])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('scheduleMission as m')
          .select('m.mid')
          .whereRef('m.projectGuid', '=', 'project.guid')
          .where('m.status', '!=', BOOKING_STATUS.cancelled),
      ),
    )
    .$if(Boolean(keyword), (q) =>
      q.where('project.guid', 'in', (eb) => projectsMatching(eb, keyword ?? '')),
    )
    .orderBy('project.projectNumber', 'desc')
    .limit(50)
    .execute()

/** Writes a proforma's lines anew (a draft's are replaced whole). */
export async function writeLines(
  db: Db,
  invoiceGuid: string,
  lines: readonly ProformaLine[],
): Promise<void> {
  await db.deleteFrom('proformaInvoiceLine').where('invoiceGuid', '=', invoiceGuid).execute()
  if (lines.length)
    await db
      .insertInto('proformaInvoiceLine')
      .values(
        lines.map((l) => ({
          invoiceGuid,
          seq: l.seq,
          kind: l.kind,
          siteName: l.siteName,
          periodType: l.periodType,
          fromDate: l.fromDate,
          toDate: l.toDate,
          days: l.days,
          holidayDays: l.holidayDays,
          unit: l.unit,
          unitPrice: l.unitPrice,
          // in hundredths: an area or hours may carry decimals
          quantity: Math.round(l.quantity * 100),
          amount: l.amount,
          taxRate: Math.round(l.taxRate * 100),
        })),
      )
      .execute()
}

/**
 * The next number of the year, raised in the caller's transaction: a counter row per year,
 * incremented by one upsert that locks it until the transaction ends, so two issuing at once
 * queue on it and a rolled-back issue gives its number back (no gaps, no duplicates).
 */
export async function nextProformaNumber(db: Db, year: number): Promise<string> {
  const row = await db
    .insertInto('proformaInvoiceCounter')
    .values({ year, lastSeq: 1 })
    .onConflict((oc) =>
      oc
        .column('year')
        .doUpdateSet((eb) => ({ lastSeq: eb('proformaInvoiceCounter.lastSeq', '+', 1) })),
    )
    .returning('lastSeq')
    .executeTakeFirstOrThrow()
  return `PI-${year}-${String(row.lastSeq).padStart(4, '0')}`
}

const yuan = (fen: number) => Number(fen) / 100
const isKind = (k: string): k is ProformaLine['kind'] =>
  (PROFORMA_LINE_KINDS as readonly string[]).includes(k)

export const proformaInvoices = defineResource({
  table: 'proformaInvoice',
  endpoints: API.proformaInvoices.invoice,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        // a draft's null number matches no pattern
        containsIgnoringCase(eb.ref('proformaInvoice.invoiceNumber') as Expression<string>, v),
        containsIgnoringCase(eb.ref('proformaInvoice.formalInvoiceNumber'), v),
        eb('proformaInvoice.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    state: (eb, v) => eb('proformaInvoice.state', '=', v),
    projectGuid: (eb, v) => eb('proformaInvoice.projectGuid', '=', v),
  },
  orderBy: (q) => q,
  // the lines and the buyer are the detail's: a list or a sheet reads none
  lookup: (db, rows) =>
    documentLookup(db, rows, (guid) =>
      db
        .selectFrom('proformaInvoiceLine')
        .selectAll()
        .where('invoiceGuid', '=', guid)
        .orderBy('seq')
        .execute(),
    ),
  toItem: (r, { projects, names, lines, customer: buyer }): ProformaInvoice => {
    const p = projects.get(r.projectGuid)
    const customerName = p?.customerName ?? ''
    return {
      guid: r.guid,
      invoiceNumber: r.invoiceNumber,
      projectGuid: r.projectGuid,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      customerName,
      subtotal: Number(r.subtotal),
      tax: Number(r.tax),
      total: Number(r.total),
      state: r.state,
      validityDays: r.validityDays,
      issueDate: r.issueDate,
      validUntil: r.validUntil,
      formalInvoiceNumber: r.formalInvoiceNumber,
      handlerName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      lines: lines
        .filter((l) => l.invoiceGuid === r.guid)
        .map((l) => ({
          seq: l.seq,
          kind: isKind(l.kind) ? l.kind : 'booking',
          siteName: l.siteName,
          periodType: l.periodType,
          fromDate: l.fromDate,
          toDate: l.toDate,
          days: l.days,
          holidayDays: l.holidayDays,
          unit: l.unit,
          unitPrice: Number(l.unitPrice),
          quantity: l.quantity / 100,
          amount: Number(l.amount),
          taxRate: l.taxRate / 100,
        })),
      totalInWords: amountInWords(Number(r.total)),
      remark: r.remark,
      voidReason: r.voidReason,
      seller: VENUE_PARTY,
      buyer: customerParty(buyer, customerName),
    }
  },
  toRow: ({
    lines: _l,
    totalInWords: _w,
    remark: _r,
    voidReason: _v,
    seller: _s,
    buyer: _b,
    ...row
  }) => row,
  sheet: [
    { key: 'invoiceNumber', width: 14, value: (r) => r.invoiceNumber ?? '' },
    {
      key: 'projectTitle',
      width: 36,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.title ?? '',
    },
    {
      key: 'customerName',
      width: 30,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.customerName ?? '',
    },
    { key: 'subtotal', value: (r) => yuan(r.subtotal) },
    { key: 'tax', value: (r) => yuan(r.tax) },
    { key: 'total', value: (r) => yuan(r.total) },
    { key: 'state', width: 12, value: (r, t) => t(`proformaInvoice.states.${r.state}`) },
    { key: 'issueDate', width: 12, value: (r) => r.issueDate ?? '' },
    { key: 'validUntil', width: 12, value: (r) => r.validUntil ?? '' },
    { key: 'formalInvoiceNumber', width: 16 },
    {
      key: 'handlerName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.createdBy ?? 0) ?? '',
    },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  toColumns: (f) => ({
    projectGuid: f.projectGuid,
    validityDays: f.validityDays,
    remark: f.remark,
  }),
  beforeSave: async ({ trx, user, fields, stored }) => {
    if (stored) draftOnly(stored.state, 'edit')
    if (stored && stored.projectGuid !== fields.projectGuid)
      throw AppError.invalidField('projectGuid', 'proformaInvoice.projectFixed')
    const project = await proformaProject(trx, fields.projectGuid)
    if (!project) throw AppError.invalidField('projectGuid', 'proformaInvoice.projectMissing')
    return {
      customerGuid: project.customerGuid,
      deptId: project.deptId,
      ...(stored ? {} : { state: PROFORMA_STATES.draft, createdBy: user.id }),
    }
  },
  // the lines and amounts as the project's bookings and prices give them at this save
  afterSave: async ({ trx, guid, fields, stored, user, now }) => {
    const project = await proformaProject(trx, fields.projectGuid)
    const preview = await previewOf(trx, {
      guid: fields.projectGuid,
      customerName: project?.customerName ?? '',
    })
    if (preview.lines.length === 0)
      throw AppError.invalidField('projectGuid', 'proformaInvoice.noLines')
    await writeLines(trx, guid, preview.lines)
    await trx
      .updateTable('proformaInvoice')
      .set({ subtotal: preview.subtotal, tax: preview.tax, total: preview.total })
      .where('guid', '=', guid)
      .execute()
    if (!stored)
      await recordTransition(trx, {
        docType: PROFORMA_DOC_TYPE,
        docGuid: guid,
        action: 'create',
        from: null,
        to: 'draft',
        user,
        now,
      })
  },
  // only drafts go; their lines and history with them
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('proformaInvoice')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '<>', PROFORMA_STATES.draft)
      .executeTakeFirst()
    if (kept) draftOnly(kept.state, 'remove')
    await trx.deleteFrom('proformaInvoiceLine').where('invoiceGuid', 'in', guids).execute()
    await trx
      .deleteFrom('workflowHistory')
      .where('docType', '=', PROFORMA_DOC_TYPE)
      .where('docGuid', 'in', guids)
      .execute()
  },
})
