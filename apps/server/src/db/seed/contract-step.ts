// 合同管理's seed (docs/product/domain.md "Contract"): a contract for each signed, ongoing or
// finished demo project (¥0.3 m–¥6 m, signed with its scan-less history, the plan 30/60/10
// from 标准三期付款), and the medical-device expo's (待签约) submitted and waiting at its
// first node, 财务审核 (zhaomin sees it in 待我审核). Receipts come with finance.
import { CONTRACT_STATES, type Instalment, instalmentSchema } from '@app/contracts'
import { sql } from 'kysely'
import { z } from 'zod'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { sanitizeRichText } from '#server/lib/rich-text.ts'
import { fillPlaceholders, planOf, totalsOf } from '#server/modules/contracts/contract-plan.ts'
import { writeInstalments } from '#server/modules/contracts/contract.resource.ts'
import { quoteOf } from '#server/modules/projects/project-quote.ts'
import { PROJECT_STATES, statusAsOf } from '#server/modules/projects/project-workflow.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { submitForApproval } from '#server/modules/workflow/approval.service.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000

/** The demo projects with a contract; the medical expo's is the one under audit. */
const CONTRACTED = [
  'prj-tea-expo',
  'prj-robot-expo',
  'prj-furniture-expo',
  'prj-anime-expo',
  'prj-digital-forum',
  'prj-tengyuan-conf',
  'prj-coffee-expo',
  'prj-education-expo',
  'prj-medical-expo',
]

/** The contract chain as seeded (approval-chains.ts): 总经理 from ¥3,000,000. */
const CHAIN = [
  { name: '财务审核', roleKey: 'finance_manager', user: 'zhaomin', from: 0 },
  { name: '法务审核', roleKey: 'contract_auditor', user: 'zhouting', from: 0 },
  { name: '分管领导', roleKey: 'leader', user: 'huangjun', from: 0 },
  { name: '总经理', roleKey: 'general_manager', user: 'chenguodong', from: 300_000_000 },
]
const nodesFor = (total: number) => CHAIN.filter((n) => total >= n.from)

const clamp = (fen: number) => Math.min(Math.max(fen, 30_000_000), 600_000_000)

export async function seedContracts(trx: Trx, { now }: SeedContext): Promise<void> {
  const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'nickName']).execute()
  const by = new Map(users.map((u) => [u.userName, u]))
  const zhangwei = by.get('zhangwei')
  const [template, conference, plan] = await Promise.all([
    trx
      .selectFrom('contractTemplate')
      .select(['guid', 'content'])
      .where('name', '=', '展览场地租赁合同')
      .executeTakeFirst(),
    trx
      .selectFrom('contractTemplate')
      .select(['guid', 'content'])
      .where('name', '=', '会议场地服务合同')
      .executeTakeFirst(),
    trx
      .selectFrom('paymentPlanTemplate')
      .select(['guid', 'instalments'])
      .where('name', '=', '标准三期付款')
      .executeTakeFirst(),
  ])
  if (!zhangwei || !template || !plan) return
  const instalments: Instalment[] = z.array(instalmentSchema).parse(JSON.parse(plan.instalments))
  const projects = await trx
    .selectFrom('project')
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .select([
      'project.guid',
      'project.title',
      'project.status',
      'project.formFlag',
      'project.customerGuid',
      'project.contractAmount',
      'project.loadInTime',
      'project.loadOutTime',
      'project.ownerId',
      'project.deptId',
      sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
    ])
    .where('project.guid', 'in', CONTRACTED)
    .execute()
  const year = new Date(now).getFullYear()
  let n = 0
  for (const guid of CONTRACTED) {
    const p = projects.find((x) => x.guid === guid)
    if (!p) continue
    const pending = p.status === PROJECT_STATES.pending
    n += 1
    const number = `HT-${year}-${String(n).padStart(4, '0')}`
    const contractGuid = `ht-seed-${n}`
    const quote = await quoteOf(trx, p.guid)
    // a signed one's amount as the customers step set it; the pending one's from its quote
    const wanted = clamp(Number(p.contractAmount ?? quote.total) || quote.total)
    const amountExclTax = Math.round(wanted / 1.06)
    const { tax, total } = totalsOf(amountExclTax, 6)
    const meeting = Number(p.formFlag) === 2 && conference
    const type = meeting ? '会议服务合同' : '场地租赁合同'
    const content = sanitizeRichText(
      fillPlaceholders((meeting ? conference : template).content, {
        customerName: p.customerName,
        projectTitle: p.title,
        siteLines: quote.lines.map(
          (l) =>
            `${l.siteName} ${l.fromDate}至${l.toDate}（${l.periodType || l.usage}，${l.days}天）`,
        ),
        total,
      }),
    )
    // signed a couple of weeks before the load-in (or before today, for the ones underway)
    const loadIn = p.loadInTime === null ? now : Number(p.loadInTime)
    const signedAt = Math.min(now - 3 * DAY, loadIn - 45 * DAY)
    const submittedAt = pending ? now - DAY : signedAt - 7 * DAY
    const state = statusAsOf(p, now)
    const contractState = pending
      ? CONTRACT_STATES.auditing
      : state === PROJECT_STATES.ongoing
        ? CONTRACT_STATES.performing
        : state === PROJECT_STATES.done || state === PROJECT_STATES.settled
          ? CONTRACT_STATES.completed
          : CONTRACT_STATES.signed
    await trx
      .insertInto('contract')
      .values({
        guid: contractGuid,
        contractNumber: number,
        type,
        parentGuid: null,
        projectGuid: p.guid,
        customerGuid: p.customerGuid,
        templateGuid: meeting ? conference.guid : template.guid,
        planTemplateGuid: plan.guid,
        title: `${p.title}${type}`,
        content,
        amountExclTax,
        taxRate: 600,
        tax,
        total,
        discount: quote.discount,
        deposit: 0,
        state: contractState,
        scanUrl: '',
        scanName: '',
        signedAt: pending ? null : signedAt,
        ownerId: p.ownerId,
        deptId: p.deptId,
        createdBy: zhangwei.id,
        createdAt: submittedAt - DAY,
        updatedAt: pending ? submittedAt : signedAt,
      })
      .execute()
    const days = {
      sign: dayText(pending ? now : signedAt) ?? '',
      loadIn: dayText(p.loadInTime === null ? null : Number(p.loadInTime)),
      loadOut: dayText(p.loadOutTime === null ? null : Number(p.loadOutTime)),
    }
    await writeInstalments(trx, contractGuid, planOf(total, instalments, days))
    if (!pending)
      await trx
        .updateTable('project')
        .set({ contractAmount: total })
        .where('guid', '=', p.guid)
        .execute()
    if (pending) {
      await submitForApproval(
        trx,
        {
          docType: 'contract',
          docGuid: contractGuid,
          title: `${number} ${p.title}${type}`,
          amount: total,
          link: `/contractManagement/contractManagement?guid=${contractGuid}`,
        },
        { ...zhangwei, roles: ['sales_manager'], permissions: [] },
        submittedAt,
      )
      continue
    }
    // approved by every node of its chain, then signed
    const nodes = nodesFor(total)
    await trx
      .insertInto('approvalRequest')
      .values({
        guid: `ap-seed-ht-${n}`,
        docType: 'contract',
        docGuid: contractGuid,
        title: `${number} ${p.title}${type}`,
        amount: total,
        submitterId: zhangwei.id,
        status: 'approved',
        nodes: JSON.stringify(nodes.map(({ name, roleKey }) => ({ name, roleKey }))),
        step: nodes.length - 1,
        currentRole: null,
        assigneeId: null,
        acted: 1,
        createdAt: submittedAt,
        updatedAt: submittedAt + nodes.length * DAY,
        version: nodes.length,
      })
      .execute()
    const steps: Array<[string, string | null, string | null, string, number]> = [
      ['approval.submit', null, '财务审核', 'zhangwei', submittedAt],
      ...nodes.map((node, i): [string, string | null, string | null, string, number] => [
        'approval.approve',
        node.name,
        nodes[i + 1]?.name ?? null,
        node.user,
        submittedAt + (i + 1) * DAY,
      ]),
      ['sign', 'approved', 'signed', 'admin', signedAt],
    ]
    for (const [action, from, to, who, at] of steps)
      await recordTransition(trx, {
        docType: 'contract',
        docGuid: contractGuid,
        action,
        from,
        to,
        user: by.get(who) ?? zhangwei,
        now: at,
      })
  }
}
