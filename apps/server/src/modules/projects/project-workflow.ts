// The project status machine (docs/product/domain.md "Project status machine"), declared once:
// the states as stored, the actions a user takes and the permission of each. 进行中 and 已完成
// follow the calendar (statusAsOf); 已取消 comes only through 项目取消 (its approval).
import { PERMISSIONS, type ProjectAction } from '@app/contracts'
import { type Transition, defineStateMachine } from '#server/lib/workflow/state-machine.ts'

/** The states, by the integers the project table stores (contracts PROJECT_STATUS_VALUES). */
export const PROJECT_STATES = {
  lead: 0,
  reserved: 1,
  pending: 2,
  signed: 3,
  ongoing: 4,
  done: 5,
  settled: 6,
  lost: 7,
  cancelled: 8,
  released: 9,
} as const
export type ProjectState = keyof typeof PROJECT_STATES

const NAMES = Object.keys(PROJECT_STATES) as ProjectState[]
/** The state of a stored status. */
export const stateOf = (status: number): ProjectState => NAMES[status] ?? 'lead'

const P = PERMISSIONS.project

export const PROJECT_MACHINE = defineStateMachine<ProjectState>({
  docType: 'project',
  states: NAMES,
  stateLabelKey: (state) => `dashboard.status.${PROJECT_STATES[state]}`,
  actionLabelKey: (action) => `project.action.${action}`,
  transitions: [
    { action: 'reserve', from: ['lead'], to: 'reserved', permission: P.edit },
    { action: 'toContract', from: ['reserved'], to: 'pending', permission: P.edit },
    { action: 'sign', from: ['pending'], to: 'signed', permission: PERMISSIONS.contract.sign },
    {
      action: 'lose',
      from: ['lead', 'reserved', 'pending'],
      to: 'lost',
      permission: P.edit,
      commentRequired: true,
    },
    { action: 'release', from: ['reserved', 'pending'], to: 'released', permission: P.edit },
    { action: 'settle', from: ['done'], to: 'settled', permission: PERMISSIONS.settlement.confirm },
  ] satisfies (Transition<ProjectState> & { action: ProjectAction })[],
})

const DAY_MS = 86_400_000
/** The states the calendar moves: 已签约 → 进行中 from load-in → 已完成 the day after load-out. */
const BY_DATE: readonly number[] = [
  PROJECT_STATES.signed,
  PROJECT_STATES.ongoing,
  PROJECT_STATES.done,
]

/**
 * A project's status as of `now`: a signed project is 进行中 from its load-in day and 已完成
 * from the day after its load-out, whatever is stored, so every server instance agrees
 * without a job moving rows.
 */
export function statusAsOf(
  p: { status: number; loadInTime: number | null; loadOutTime: number | null },
  now: number,
): number {
  if (!BY_DATE.includes(p.status)) return p.status
  if (p.loadOutTime !== null && now >= Number(p.loadOutTime) + DAY_MS) return PROJECT_STATES.done
  if (p.loadInTime !== null && now >= Number(p.loadInTime)) return PROJECT_STATES.ongoing
  return PROJECT_STATES.signed
}

/** The stored statuses statusAsOf moves, for the list's filter by state. */
export const DATE_DRIVEN_STATUSES = BY_DATE
export { DAY_MS }
