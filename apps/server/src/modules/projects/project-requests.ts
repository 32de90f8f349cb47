// What a project's requests share (项目取消, 优惠管理): the states 草稿 → 审核中 → 已通过 (a
// rejection or a withdrawal back to 草稿), the number of the year, edits and deletes of
// drafts only, and the move an approval's end makes.
import { CANCEL_STATES } from '@app/contracts'
import { type ExpressionBuilder, type Kysely, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { versionMissError } from '#server/lib/resource.ts'
import { type StateMachine, defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import type { ApprovalStatus } from '#server/modules/workflow/approval.service.ts'
import { scopeOf as projectScope } from './projects.service.ts'

/** 0 草稿, 1 审核中, 2 已通过. */
export const REQUEST_STATES = CANCEL_STATES
export type RequestState = keyof typeof REQUEST_STATES
const NAMES = Object.keys(REQUEST_STATES) as RequestState[]
export const requestStateOf = (state: number): RequestState => NAMES[state] ?? 'draft'
/** States still open: a project has at most one open request of a kind. */
export const OPEN_STATES: readonly number[] = [REQUEST_STATES.draft, REQUEST_STATES.auditing]

/** The tables of the requests, and the column of their numbers. */
type RequestTable = 'projectCancel' | 'projectDiscount'
// Kysely cannot follow a table chosen at run time; these are the columns all of them have
type Loose = Kysely<{ rows: { guid: string; state: number; version: number; updatedAt: number } }>
const loose = (db: Db) => db as unknown as Loose

/**
 * A request kind's machine: submit (its submit permission), approve and reject (audit), withdraw
 * (submit); labels under `<labels>.states` and `<labels>.action`.
 */
export const requestMachine = (
  docType: string,
  labels: string,
  permissions: { submit: string; audit: string },
): StateMachine<RequestState> =>
  defineStateMachine<RequestState>({
    docType,
    states: NAMES,
    stateLabelKey: (state) => `${labels}.states.${REQUEST_STATES[state]}`,
    actionLabelKey: (action) => `${labels}.action.${action}`,
    transitions: [
      { action: 'submit', from: ['draft'], to: 'auditing', permission: permissions.submit },
      { action: 'approve', from: ['auditing'], to: 'approved', permission: permissions.audit },
      { action: 'reject', from: ['auditing'], to: 'draft', permission: permissions.audit },
      { action: 'withdraw', from: ['auditing'], to: 'draft', permission: permissions.submit },
    ],
  })

/** The next free number of the year: QX-2026-0003. */
export async function nextRequestNumber(
  db: Db,
  table: RequestTable,
  column: 'cancelNumber' | 'discountNumber',
  prefix: string,
  year: number,
): Promise<string> {
  const head = `${prefix}-${year}-`
  const last = await (db as unknown as Kysely<Record<RequestTable, Record<typeof column, string>>>)
    .selectFrom(table)
    .select((eb) => eb.fn.max(column).as('n'))
    .where(column, 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

/** 409 naming the state when a request is no longer a draft (edit, delete). */
export function draftOnly(machine: StateMachine<RequestState>, state: number, action: string) {
  if (state !== REQUEST_STATES.draft)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: machine.stateLabelKey(requestStateOf(state)) },
      action: { key: machine.actionLabelKey(action) },
    })
}

/** Moves a request to `to` at its version (409 when another step came first). */
export async function moveRequest(
  db: Db,
  table: RequestTable,
  guid: string,
  version: number,
  to: number,
  now: number,
): Promise<void> {
  const res = await loose(db)
    .updateTable(table as 'rows')
    .set((eb) => ({ state: to, updatedAt: now, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
}

/**
 * The state an approval's end moves a request to (approved: 已通过; rejected or withdrawn:
 * 草稿), or the 409 naming its state when the machine does not allow it.
 */
export function closingState(
  machine: StateMachine<RequestState>,
  state: number,
  status: Exclude<ApprovalStatus, 'pending'>,
): RequestState {
  const action = { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' }[status]
  const from = requestStateOf(state)
  const way = machine.transitions.find((t) => t.action === action && t.from.includes(from))
  if (!way)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: machine.stateLabelKey(from) },
      action: { key: machine.actionLabelKey(action) },
    })
  return way.to
}

/** A project the caller reaches, as a request reads it (undefined outside its scope). */
export async function requestProject(db: Db, user: AuthUser, guid: string) {
  return db
    .selectFrom('project')
    .select([
      'guid',
      'projectNumber',
      'title',
      'customer',
      'status',
      'loadInTime',
      'startTime',
      'loadOutTime',
      'ownerId',
      'deptId',
    ])
    .where('guid', '=', guid)
    .where(await projectScope(db, user))
    .executeTakeFirst()
}

/** What a request's list and sheet show of others: its project and its applicant's name. */
export const requestLookup = (
  db: Db,
  rows: readonly { projectGuid: string; createdBy: number | null }[],
) =>
  projectsAndNames(
    db,
    rows.map((r) => r.projectGuid),
    rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])),
  )

/**
 * The projects (number, title, opening, customer) and users' names a page of records about
 * projects shows, read once for the page (a request's, a declaration file's).
 */
export async function projectsAndNames(
  db: Db,
  projectGuids: readonly string[],
  userIds: readonly number[],
) {
  const guids = [...new Set(projectGuids)]
  const ids = [...new Set(userIds)]
  const [projects, users] = await Promise.all([
    guids.length === 0
      ? []
      : db
          .selectFrom('project')
          .leftJoin('customer', 'customer.guid', 'project.customerGuid')
          .select([
            'project.guid',
            'project.projectNumber',
            'project.title',
            'project.startTime',
            sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
          ])
          // a sheet of thousands reads every project rather than name them all
          .$if(guids.length <= 1000, (q) => q.where('project.guid', 'in', guids))
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('sysUser')
          .select(['id', 'nickName'])
          .$if(ids.length <= 1000, (q) => q.where('id', 'in', ids))
          .execute(),
  ])
  return {
    projects: new Map(projects.map((p) => [p.guid, p])),
    names: new Map(users.map((u) => [u.id, u.nickName])),
  }
}

/** The projects whose title or number holds `v`: a request's keyword looks through them. */
export const projectsMatching = (
  eb: Pick<ExpressionBuilder<Database, never>, 'selectFrom'>,
  v: string,
) =>
  eb
    .selectFrom('project')
    .select('project.guid')
    .where((p) =>
      p.or([
        contains(p.ref('project.title'), v),
        containsIgnoringCase(p.ref('project.projectNumber'), v),
      ]),
    )
