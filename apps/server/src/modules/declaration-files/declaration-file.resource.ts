// 申报文件 (/project/declarationFile), docs/product/domain.md "Declaration files": the items of
// the projects' checklists, declared on the resource pattern (list across projects, detail, an
// item added or changed by hand, delete, export); generation, upload and audit are in
// declaration-files.service.ts.
import {
  API,
  DECLARATION_STATES,
  type DeclarationFile,
  PERMISSIONS,
  hasAnyPermission,
} from '@app/contracts'
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { type StateMachine, defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { fileRef, removeFileRefs } from '#server/modules/files/files.refs.ts'
import { projectsAndNames, projectsMatching } from '#server/modules/projects/project-requests.ts'
import { dayText, scopeOf as projectScope } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

const P = PERMISSIONS.declarationFile

/** The workflow kind of an item: its history rows. */
export const DECLARATION_DOC_TYPE = 'declaration_file'

export type DeclarationState = keyof typeof DECLARATION_STATES
const NAMES = Object.keys(DECLARATION_STATES) as DeclarationState[]
export const declarationStateOf = (state: number): DeclarationState => NAMES[state] ?? 'pending'

/**
 * An item's states: uploaded (again while it waits, or after a 退回) it is 已提交; an auditor
 * passes it or sends it back with a reason. A passed item is done.
 */
export const DECLARATION_MACHINE: StateMachine<DeclarationState> = defineStateMachine({
  docType: DECLARATION_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `declarationFile.states.${DECLARATION_STATES[state]}`,
  actionLabelKey: (action) => `declarationFile.action.${action}`,
  transitions: [
    {
      action: 'upload',
      from: ['pending', 'submitted', 'returned'],
      to: 'submitted',
      permission: P.upload,
    },
    { action: 'approve', from: ['submitted'], to: 'approved', permission: P.audit },
    {
      action: 'return',
      from: ['submitted'],
      to: 'returned',
      permission: P.audit,
      commentRequired: true,
    },
  ],
})

/** Today as the venue counts days (yyyy-MM-dd). */
export const venueToday = (now = Date.now()) => dayText(now) ?? ''

/** Not passed and due before today: flagged on screen. */
export const isOverdue = (r: { state: number; dueDate: string | null }, today: string) =>
  r.state !== DECLARATION_STATES.approved && r.dueDate !== null && r.dueDate < today

/**
 * The items a caller may see: those of the projects in its data scope; an auditor (审核) reads
 * every project's, since the checklists of all the organisers come to the one office.
 */
export async function declarationScope(db: Db, user: AuthUser): Promise<Expression<SqlBool>> {
  if (hasAnyPermission(user.permissions, [P.audit])) return sql<SqlBool>`1 = 1`
  const eb = expressionBuilder<Database, 'declarationFile'>()
  return eb(
    'declarationFile.projectGuid',
    'in',
    eb
      .selectFrom('project')
      .select('project.guid')
      .where(await projectScope(db, user)),
  )
}

/** What the list and sheet show of others: the items' projects and the people named. */
async function lookup(
  db: Db,
  rows: readonly {
    projectGuid: string
    submittedBy: number | null
    auditedBy: number | null
  }[],
) {
  const { projects, names } = await projectsAndNames(
    db,
    rows.map((r) => r.projectGuid),
    rows.flatMap((r) => [r.submittedBy, r.auditedBy]).filter((x) => x !== null),
  )
  return { projects, names, today: venueToday() }
}

const num = (v: number | null) => (v === null ? null : Number(v))

export const declarationFiles = defineResource({
  table: 'declarationFile',
  endpoints: API.declarationFiles.file,
  scope: declarationScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        contains(eb.ref('declarationFile.name'), v),
        eb('declarationFile.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    projectGuid: (eb, v) => eb('declarationFile.projectGuid', '=', v),
    state: (eb, v) => eb('declarationFile.state', '=', v),
    overdue: (eb, v) => {
      const today = venueToday()
      const late = eb.and([
        eb('declarationFile.state', '<>', DECLARATION_STATES.approved),
        eb('declarationFile.dueDate', '<', today),
      ])
      return v === 1 ? late : eb.not(late)
    },
    required: (eb, v) => eb('declarationFile.required', '=', v),
    // whole venue days: the days of the two instants
    dueFrom: (eb, v) => eb('declarationFile.dueDate', '>=', venueToday(v)),
    dueTo: (eb, v) => eb('declarationFile.dueDate', '<=', venueToday(v)),
  },
  // what is still open first, soonest due first (items without a deadline last), a checklist
  // in its templates' order
  orderBy: (q) =>
    q
      .orderBy(
        sql`case when declaration_file.state = ${DECLARATION_STATES.approved} then 1 else 0 end`,
      )
      .orderBy(sql`coalesce(declaration_file.due_date, '9999-12-31')`)
      .orderBy('declarationFile.projectGuid')
      .orderBy('declarationFile.sort'),
  lookup,
  toItem: (r, { projects, names, today }): DeclarationFile => {
    const p = projects.get(r.projectGuid)
    return {
      guid: r.guid,
      projectGuid: r.projectGuid,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      customerName: p?.customerName ?? '',
      projectStartDate: dayText(num(p?.startTime ?? null)),
      templateGuid: r.templateGuid,
      name: r.name,
      required: r.required,
      dueDate: r.dueDate,
      state: r.state,
      overdue: isOverdue(r, today),
      fileUrl: r.fileUrl,
      fileName: r.fileName,
      fileSize: Number(r.fileSize),
      returnReason: r.returnReason,
      submittedByName: (r.submittedBy !== null && names.get(r.submittedBy)) || '',
      submittedAt: num(r.submittedAt),
      auditedByName: (r.auditedBy !== null && names.get(r.auditedBy)) || '',
      auditedAt: num(r.auditedAt),
      sort: r.sort,
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
    }
  },
  sheet: [
    {
      key: 'projectTitle',
      width: 36,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.title ?? '',
    },
    { key: 'name', width: 30 },
    {
      key: 'required',
      width: 8,
      value: (r, t) => t(`declarationFile.requiredSheet.${r.required}`),
    },
    { key: 'dueDate', width: 12 },
    { key: 'state', width: 10, value: (r, t) => t(`declarationFile.states.${r.state}`) },
    {
      key: 'overdue',
      width: 8,
      value: (r, t, { today }) => (isOverdue(r, today) ? t('declarationFile.overdue') : ''),
    },
    { key: 'fileName', width: 30 },
    {
      key: 'submittedByName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.submittedBy ?? 0) ?? '',
    },
    { key: 'submittedAt', width: 20, value: (r) => formatTime(num(r.submittedAt)) },
    {
      key: 'auditedByName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.auditedBy ?? 0) ?? '',
    },
    { key: 'returnReason', width: 30 },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  // the creator and the times (the table keeps no department: its project's scope reads)
  stamp: (now) => ({ createdAt: now, updatedAt: now }),
  beforeSave: async ({ trx, user, fields, stored }) => {
    const project = await trx
      .selectFrom('project')
      .select('guid')
      .where('guid', '=', fields.projectGuid)
      .executeTakeFirst()
    if (!project) throw AppError.invalidField('projectGuid', 'projectCancel.projectMissing')
    if (stored && stored.projectGuid !== project.guid)
      throw AppError.invalidField('projectGuid', 'declarationFile.projectFixed')
    if (stored) return
    const last = await trx
      .selectFrom('declarationFile')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('projectGuid', '=', project.guid)
      .executeTakeFirst()
    return {
      state: DECLARATION_STATES.pending,
      templateGuid: null,
      sort: Number(last?.sort ?? 0) + 1,
      createdBy: user.id,
    }
  },
  // a passed item stays; the others go with their history and their files' references
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('declarationFile')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '=', DECLARATION_STATES.approved)
      .executeTakeFirst()
    if (kept)
      throw AppError.conflict('workflow.notInThisState', {
        state: { key: DECLARATION_MACHINE.stateLabelKey('approved') },
        action: { key: DECLARATION_MACHINE.actionLabelKey('remove') },
      })
    await trx
      .deleteFrom('workflowHistory')
      .where('docType', '=', DECLARATION_DOC_TYPE)
      .where('docGuid', 'in', guids)
      .execute()
    await removeFileRefs(trx, guids.map(fileRef.declarationFile))
  },
})
