import { VENUE_OCCUPYING_STATUSES } from '@app/contracts'
import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import {
  DATE_DRIVEN_STATUSES,
  DAY_MS,
  PROJECT_STATES,
} from '#server/modules/projects/project-workflow.ts'
import type { TimeWindow } from './venue-calendar.ts'

type ProjectEb = ExpressionBuilder<Database, 'project'>

/**
 * A project is in the venue from load-in to the end of its load-out day: it overlaps
 * [from, to) when it moves in before `to` and moves out at or after `from`. Opening and
 * closing stand in for load-in and load-out when those are not set; a project with
 * neither has no dates and is never in the venue.
 */
const occupies = (eb: ProjectEb, w: TimeWindow) =>
  eb.and([
    eb(eb.fn.coalesce('loadInTime', 'startTime'), '<', w.to),
    eb(eb.fn.coalesce('loadOutTime', 'endTime'), '>=', w.from),
  ])

/** Only states that hold the venue count (leads, lost, cancelled and released ones do not). */
const occupying = (db: Db) =>
  db.selectFrom('project').where('status', 'in', [...VENUE_OCCUPYING_STATUSES])

/**
 * How many projects are in the venue during each window, in one round trip (one
 * SUM(CASE …) column per window), in the order given.
 */
export async function countOccupyingIn(db: Db, windows: readonly TimeWindow[]): Promise<number[]> {
  if (windows.length === 0) return []
  const row = await occupying(db)
    .select((eb) =>
      windows.map((w, i) =>
        eb.fn
          .sum<number | string | null>(eb.case().when(occupies(eb, w)).then(1).else(0).end())
          .as(`w${i}`),
      ),
    )
    .executeTakeFirst()
  const values = (row ?? {}) as Record<string, number | string | null>
  return windows.map((_, i) => Number(values[`w${i}`] ?? 0))
}

/** The first `limit` projects in the venue during `w`, by load-in. */
export async function findOccupying(db: Db, w: TimeWindow, limit: number) {
  return occupying(db)
    .select([
      'guid',
      'title',
      'halls',
      'status',
      'loadInTime',
      'startTime',
      'endTime',
      'loadOutTime',
    ])
    .where((eb) => occupies(eb, w))
    .orderBy((eb) => eb.fn.coalesce('loadInTime', 'startTime'))
    .orderBy('guid')
    .limit(limit)
    .execute()
}

/**
 * A project's state as of `now` in SQL, as statusAsOf (projects/project-workflow.ts) tells
 * it: a signed one is 进行中 from its load-in and 已完成 from the day after its load-out.
 */
const stateAsOf = (eb: ProjectEb, now: number) => {
  const byDate = eb('status', 'in', [...DATE_DRIVEN_STATUSES])
  return eb
    .case()
    .when(eb.and([byDate, eb('loadOutTime', '<=', now - DAY_MS)]))
    .then(PROJECT_STATES.done)
    .when(eb.and([byDate, eb('loadInTime', '<=', now)]))
    .then(PROJECT_STATES.ongoing)
    .when(byDate)
    .then(PROJECT_STATES.signed)
    .else(eb.ref('status'))
    .end()
}

/** Projects per state as of `now` (states with none are absent). */
export async function countProjectsByStatus(db: Db, now: number) {
  const rows = await db
    .selectFrom('project')
    .select((eb) => [stateAsOf(eb, now).as('state'), eb.fn.countAll<number | string>().as('count')])
    // by the output column: the CASE written twice would carry its own parameters, which
    // PostgreSQL does not take for the same expression
    .groupBy(sql.ref('state'))
    .execute()
  return rows.map((r) => ({ status: Number(r.state), count: Number(r.count) }))
}

export async function countExhibitions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('exhibition')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
