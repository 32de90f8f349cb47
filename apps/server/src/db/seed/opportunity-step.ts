// 商机 in the demo (domain.md §3): 张伟's opportunities at every stage with their follow-ups
// (they show in the customers' logs too), two overdue, the won ones linked to their seeded
// projects, a lost one with its reason; each one's stage history as its moves wrote it.
import { OPPORTUNITY_STAGES, STAGE_WIN_RATES } from '@app/contracts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { OPPORTUNITY_DOC_TYPE } from '#server/modules/customers/opportunity.resource.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { SEED_OPPORTUNITIES } from './data/opportunities.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000

export async function seedOpportunities(trx: Trx, { now }: SeedContext): Promise<void> {
  const zhangwei = await trx
    .selectFrom('sysUser')
    .select(['id', 'nickName', 'deptId'])
    .where('userName', '=', 'zhangwei')
    .executeTakeFirst()
  if (!zhangwei) return
  const projects = new Set(
    (await trx.selectFrom('project').select('guid').execute()).map((p) => p.guid),
  )
  const day = (offset: number) => dayText(now + offset * DAY)
  const year = new Date(now).getFullYear()
  for (const [i, o] of SEED_OPPORTUNITIES.entries()) {
    const createdAt = now + o.created * DAY
    const projectGuid = o.project && projects.has(o.project) ? o.project : null
    await trx
      .insertInto('opportunity')
      .values({
        guid: o.guid,
        opportunityNumber: `SJ-${year}-${String(i + 1).padStart(4, '0')}`,
        name: o.name,
        customerGuid: o.customer,
        stage: o.stage,
        winRate: STAGE_WIN_RATES[o.stage] ?? 0,
        expectedAmount: o.amount * 100,
        expectedArea: o.area,
        startDate: o.days && day(o.days[0]),
        endDate: o.days && day(o.days[1]),
        formFlag: o.formFlag,
        siteGuids: JSON.stringify(o.sites),
        nextFollowDate: o.next === null ? null : day(o.next),
        projectGuid,
        lostReason: o.lostReason ?? '',
        remark: '',
        ownerId: zhangwei.id,
        deptId: zhangwei.deptId,
        createdBy: zhangwei.id,
        createdAt,
        updatedAt: now + Math.max(o.created, ...o.followUps.map((f) => f.day)) * DAY,
      })
      .execute()
    for (const [j, f] of o.followUps.entries())
      await trx
        .insertInto('customerFollowUp')
        .values({
          guid: `fu-opp-${i + 1}-${j + 1}`,
          customerGuid: o.customer,
          opportunityGuid: o.guid,
          method: f.method,
          content: f.content,
          nextDate: f.next === null ? null : day(f.next),
          userId: zhangwei.id,
          userName: zhangwei.nickName,
          createdAt: now + f.day * DAY,
        })
        .execute()
    // its moves, a day apart after it was entered: one stage at a time, then won or lost
    const final = OPPORTUNITY_STAGES[o.stage] ?? 'lead'
    const path = OPPORTUNITY_STAGES.slice(0, Math.min(o.stage, 4) + 1)
    const steps = [
      ...path.slice(1).map((to, k) => ({ action: 'advance', from: path[k] ?? 'lead', to })),
      ...(final === 'won' || final === 'lost'
        ? [{ action: final === 'won' ? 'win' : 'lose', from: path.at(-1) ?? 'lead', to: final }]
        : []),
    ]
    for (const [k, s] of steps.entries())
      await recordTransition(trx, {
        docType: OPPORTUNITY_DOC_TYPE,
        docGuid: o.guid,
        ...s,
        user: zhangwei,
        comment: s.action === 'lose' ? (o.lostReason ?? '') : '',
        now: createdAt + (k + 1) * DAY,
      })
  }
}
