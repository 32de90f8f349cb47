// A workflow record's state machine, declared in one place per resource (issue 13, section 1):
// its states, the actions allowed from each, the permission of each action and what an
// action needs (a comment). Plain data and functions: the resource's service runs the
// transition itself (its own update, at its record's version) and records it with
// recordTransition, so the history of every record reads the same.
import { hasAnyPermission } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

export interface Transition<S extends string> {
  /** The action's name in calls and history (`submit`, `approve`, `cancel`). */
  action: string
  /** The states it may start from. */
  from: readonly S[]
  to: S
  /** The permission a caller needs (contracts PERMISSIONS). */
  permission: string
  /** A reason must come with it (a rejection, a loss). */
  commentRequired?: boolean
}

export interface StateMachine<S extends string> {
  /** The record kind in history rows and approval requests (`project`, `discount`). */
  docType: string
  states: readonly S[]
  /** The text key naming a state to a user (it goes in the 409 message). */
  stateLabelKey: (state: S) => string
  /** The text key naming an action to a user. */
  actionLabelKey: (action: string) => string
  transitions: readonly Transition<S>[]
}

/**
 * Checks a machine once, where it is declared: every state named is one of its states, and
 * no action leaves one state two ways.
 *
 * @example
 * export const DISCOUNT_MACHINE = defineStateMachine({ docType: 'discount', states: [...], ... })
 */
export function defineStateMachine<S extends string>(machine: StateMachine<S>): StateMachine<S> {
  const states = new Set<string>(machine.states)
  const seen = new Set<string>()
  for (const t of machine.transitions) {
    for (const s of [...t.from, t.to])
      if (!states.has(s))
        throw new Error(`${machine.docType}: ${t.action} names unknown state ${s}`)
    for (const s of t.from) {
      const key = `${s} ${t.action}`
      if (seen.has(key)) throw new Error(`${machine.docType}: ${t.action} leaves ${s} twice`)
      seen.add(key)
    }
  }
  return machine
}

/** The actions the record's state and the user's permissions allow: what the web offers. */
export const allowedActions = <S extends string>(
  machine: StateMachine<S>,
  state: S,
  permissions: readonly string[],
): string[] =>
  machine.transitions
    .filter((t) => t.from.includes(state) && hasAnyPermission(permissions, [t.permission]))
    .map((t) => t.action)

/**
 * The transition `action` takes from `state`, or the refusal a caller gets: 403 without its
 * permission, 409 naming the state when the state does not allow it, 400 when it needs a
 * comment and has none. Nothing is changed by a refusal.
 */
export function checkTransition<S extends string>(
  machine: StateMachine<S>,
  state: S,
  action: string,
  user: Pick<AuthUser, 'permissions'>,
  comment = '',
): Transition<S> {
  const ways = machine.transitions.filter((t) => t.action === action)
  if (ways.length === 0) throw AppError.badRequest('workflow.unknownAction', { action })
  const way = ways.find((t) => t.from.includes(state))
  if (!way)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: machine.stateLabelKey(state) },
      action: { key: machine.actionLabelKey(action) },
    })
  if (!hasAnyPermission(user.permissions, [way.permission])) throw AppError.forbidden()
  if (way.commentRequired && !comment.trim())
    throw AppError.invalidField('comment', 'workflow.commentRequired', {
      action: { key: machine.actionLabelKey(action) },
    })
  return way
}

/** Writes one history row: who did what to which record, from and to which state, why. */
export async function recordTransition(
  db: Db,
  row: {
    docType: string
    docGuid: string
    action: string
    from: string | null
    to: string | null
    user: Pick<AuthUser, 'id' | 'nickName'>
    comment?: string
    now: number
  },
): Promise<void> {
  await db
    .insertInto('workflowHistory')
    .values({
      docType: row.docType,
      docGuid: row.docGuid,
      action: row.action,
      fromState: row.from,
      toState: row.to,
      userId: row.user.id,
      userName: row.user.nickName,
      comment: (row.comment ?? '').slice(0, 500),
      createdAt: row.now,
    })
    .execute()
}

/** A record's history, oldest first: the timeline of its detail page. */
export async function historyOf(db: Db, docType: string, docGuid: string) {
  return db
    .selectFrom('workflowHistory')
    .select(['id', 'action', 'fromState', 'toState', 'userName', 'comment', 'createdAt'])
    .where('docType', '=', docType)
    .where('docGuid', '=', docGuid)
    .orderBy('id')
    .execute()
}
