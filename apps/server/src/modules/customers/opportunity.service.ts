// 商机's moves: 推进 a stage at a time, 输单 with its reason, 重新激活 a lost one and 赢单, which
// makes the project in the same transaction; the board's columns; the follow-up log.
import {
  type FollowUp,
  OPPORTUNITY_BOARD_CARDS,
  OPPORTUNITY_STAGE_VALUES,
  type Opportunity,
  PERMISSIONS,
  hasAnyPermission,
  type OpportunityActBody,
  type OpportunityBoardColumn,
  type OpportunityBoardQuery,
  type OpportunityFollowUpAdd,
  type OpportunityWinBody,
  STAGE,
  STAGE_WIN_RATES,
} from '@app/contracts'
import type { Expression, SqlBool } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { found, versionMissError } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { saveProjectIn } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { toFollowUp } from './customers.service.ts'
import {
  OPPORTUNITY_DOC_TYPE,
  OPPORTUNITY_MACHINE,
  opportunities,
  stageName,
} from './opportunity.resource.ts'

type Stored = NonNullable<Awaited<ReturnType<typeof opportunities.find>>>

/**
 * Moves the opportunity to `stage` at the version seen (409 when another move came first),
 * with the stage's win % and what else the move sets, and writes its history row.
 */
async function moveTo(
  trx: Db,
  o: Stored,
  version: number,
  move: { action: string; stage: number; comment?: string; set?: Partial<Stored> },
  user: AuthUser,
  now: number,
) {
  const res = await trx
    .updateTable('opportunity')
    .set((eb) => ({
      ...move.set,
      stage: move.stage,
      winRate: STAGE_WIN_RATES[move.stage] ?? 0,
      updatedAt: now,
      version: eb('version', '+', 1),
    }))
    .where('guid', '=', o.guid)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
  await recordTransition(trx, {
    docType: OPPORTUNITY_DOC_TYPE,
    docGuid: o.guid,
    action: move.action,
    from: stageName(o.stage),
    to: stageName(move.stage),
    user,
    comment: move.comment,
    now,
  })
}

/**
 * 推进 (one stage on), 输单 (the reason is kept) or 重新激活 (a lost one back to 线索): 409
 * naming the stage when the machine does not allow it from there, 403 without the
 * permission, 400 for 输单 without a reason. Nothing changes on a refusal.
 */
export async function actOnOpportunity(
  db: Db,
  user: AuthUser,
  body: OpportunityActBody & { comment: string },
  now: number,
): Promise<Opportunity> {
  return db.transaction().execute(async (trx) => {
    const o = found(await opportunities.find(trx, body.guid, user))
    const way = checkTransition(
      OPPORTUNITY_MACHINE,
      stageName(o.stage),
      body.action,
      user,
      body.comment,
    )
    const stage = STAGE[way.to]
    await moveTo(
      trx,
      o,
      body.version,
      {
        action: body.action,
        stage,
        comment: body.comment,
        set: { lostReason: body.action === 'lose' ? body.comment : '' },
      },
      user,
      now,
    )
    return opportunities.detail(trx, o.guid, user)
  })
}

/**
 * 赢单 from 商务谈判: a project (意向) for the opportunity's customer, owner, area and form,
 * on the days given, linked to the opportunity, in one transaction with the move. The
 * caller must reach the customer and may add projects.
 */
export async function winOpportunity(
  db: Db,
  user: AuthUser,
  body: OpportunityWinBody,
  now: number,
): Promise<Opportunity> {
  return db.transaction().execute(async (trx) => {
    const o = found(await opportunities.find(trx, body.guid, user))
    checkTransition(OPPORTUNITY_MACHINE, stageName(o.stage), 'win', user)
    // 赢单 makes a project: nobody makes one through it who may not add one
    if (!hasAnyPermission(user.permissions, [PERMISSIONS.project.add])) throw AppError.forbidden()
    const customer = await trx
      .selectFrom('customer')
      .select(['industry', 'region'])
      .where('guid', '=', o.customerGuid)
      .executeTakeFirst()
    const project = await saveProjectIn(
      trx,
      user,
      {
        title: body.title,
        formFlag: o.formFlag as '1',
        customerGuid: o.customerGuid,
        industry: customer?.industry ?? '',
        region: customer?.region ?? '',
        loadInDate: body.loadInDate,
        startDate: body.startDate,
        endDate: body.endDate,
        loadOutDate: body.loadOutDate,
        expectedArea: o.expectedArea,
        expectedVisitors: null,
        ownerId: o.ownerId,
        holdUntil: null,
        remark: `${o.opportunityNumber} ${o.name}`.slice(0, 500),
      },
      now,
    )
    await moveTo(
      trx,
      o,
      body.version,
      {
        action: 'win',
        stage: STAGE.won,
        comment: project.projectNumber,
        set: { projectGuid: project.guid },
      },
      user,
      now,
    )
    await recordTransition(trx, {
      docType: 'project',
      docGuid: project.guid,
      action: 'fromOpportunity',
      from: null,
      to: 'lead',
      user,
      comment: o.opportunityNumber,
      now,
    })
    return opportunities.detail(trx, o.guid, user)
  })
}

/** The conditions of the list's filters (and the caller's scope) for the board's queries. */
async function boardWhere(db: Db, query: OpportunityBoardQuery, user: AuthUser) {
  const def = opportunities.definition
  const scope = def.scope ? await def.scope(db, user) : undefined
  return (eb: Parameters<typeof def.filters.keyword>[0]) => {
    const parts: Expression<SqlBool>[] = scope ? [scope] : []
    if (query.keyword) parts.push(def.filters.keyword(eb, query.keyword))
    if (query.customerGuid) parts.push(def.filters.customerGuid(eb, query.customerGuid))
    if (query.ownerId !== undefined) parts.push(def.filters.ownerId(eb, query.ownerId))
    if (query.overdue !== undefined) parts.push(def.filters.overdue(eb, query.overdue))
    return eb.and(parts)
  }
}

/**
 * The board and the funnel: per stage the count, the expected amount and the same weighted
 * by win %, and the first cards (the next follow-up first, the undated last).
 */
export async function opportunityBoard(
  db: Db,
  query: OpportunityBoardQuery,
  user: AuthUser,
): Promise<OpportunityBoardColumn[]> {
  const where = await boardWhere(db, query, user)
  const totals = await db
    .selectFrom('opportunity')
    .where(where)
    .select((eb) => [
      'stage',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | null>('expectedAmount').as('amount'),
      eb.fn.sum<number | null>(eb('expectedAmount', '*', eb.ref('winRate'))).as('weighted'),
    ])
    .groupBy('stage')
    .execute()
  const byStage = new Map(totals.map((r) => [Number(r.stage), r]))
  return Promise.all(
    OPPORTUNITY_STAGE_VALUES.map(async (stage) => {
      const total = byStage.get(stage)
      const count = Number(total?.count ?? 0)
      const rows =
        count === 0
          ? []
          : await db
              .selectFrom('opportunity')
              .selectAll()
              .where(where)
              .where('stage', '=', stage)
              .orderBy('nextFollowDate', (ob) => ob.asc().nullsLast())
              .orderBy('id', 'desc')
              .limit(OPPORTUNITY_BOARD_CARDS)
              .execute()
      const lookup = await opportunities.definition.lookup?.(db, rows)
      const toItem = opportunities.definition.toItem
      const toRow = opportunities.definition.toRow
      return {
        stage,
        count,
        expectedAmount: Number(total?.amount ?? 0),
        weightedAmount: Math.round(Number(total?.weighted ?? 0) / 100),
        cards: lookup && toRow ? rows.map((r) => toRow(toItem(r, lookup), user)) : [],
      }
    }),
  )
}

/** An opportunity's follow-up log, newest first. */
export async function opportunityFollowUps(
  db: Db,
  opportunityGuid: string,
  user: AuthUser,
): Promise<FollowUp[]> {
  found(await opportunities.find(db, opportunityGuid, user))
  const rows = await db
    .selectFrom('customerFollowUp')
    .selectAll()
    .where('opportunityGuid', '=', opportunityGuid)
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toFollowUp)
}

/**
 * Records a follow-up of an opportunity the caller may see (its customer's log shows it too);
 * its next date becomes the opportunity's 下次跟进 (none clears it). A closed one takes none.
 */
export async function addOpportunityFollowUp(
  db: Db,
  input: OpportunityFollowUpAdd & { nextDate: string | null },
  user: AuthUser,
  now: number,
): Promise<FollowUp> {
  return db.transaction().execute(async (trx) => {
    const o = found(await opportunities.find(trx, input.opportunityGuid, user))
    if (o.stage === STAGE.won || o.stage === STAGE.lost)
      throw AppError.conflict('workflow.notInThisState', {
        state: { key: OPPORTUNITY_MACHINE.stateLabelKey(stageName(o.stage)) },
        action: { key: 'opportunity.action.follow' },
      })
    const row = {
      guid: newGuid(),
      customerGuid: o.customerGuid,
      opportunityGuid: o.guid,
      method: input.method,
      content: input.content,
      nextDate: input.nextDate,
      userId: user.id,
      userName: user.nickName,
      createdAt: now,
    }
    await trx.insertInto('customerFollowUp').values(row).execute()
    await trx
      .updateTable('opportunity')
      .set((eb) => ({
        nextFollowDate: input.nextDate,
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', o.guid)
      .execute()
    return toFollowUp(row)
  })
}
