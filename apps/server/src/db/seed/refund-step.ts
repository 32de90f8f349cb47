// 退款审核's seed (docs/product/domain.md "退款审核", demo data of issue 14): beside the pet
// show's cancellation refund (待审核, sales-steps.ts), a deposit returned after the coffee show
// waiting at 财务经理 (赵敏 sees it in 待我审核), an overpayment of the robot show approved by
// both nodes (王芳 may pay it), and the furniture fair's deposit already paid.
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { nextRefundNumber } from '#server/modules/refunds/refund-arrival.ts'
import { submitForApproval } from '#server/modules/workflow/approval.service.ts'
import { menuIdsByPaths } from './data/menus.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000
const NODES = [
  { name: '财务经理', roleKey: 'finance_manager' },
  { name: '分管领导', roleKey: 'leader' },
]

/** yyyy-MM-dd of a time, in the venue's day (UTC+8). */
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

export async function seedRefunds(trx: Trx, { now }: SeedContext): Promise<void> {
  const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'nickName']).execute()
  const by = new Map(users.map((u) => [u.userName, u]))
  const wangfang = by.get('wangfang')
  const zhaomin = by.get('zhaomin')
  const huangjun = by.get('huangjun')
  if (!wangfang || !zhaomin || !huangjun) return
  // 财务专员 pays approved refunds (data/identity.ts): a database seeded before gets the button
  const cashier = await trx
    .selectFrom('sysRole')
    .select('id')
    .where('roleKey', '=', 'finance_specialist')
    .executeTakeFirst()
  if (cashier) {
    const held = new Set(
      (
        await trx
          .selectFrom('sysRoleMenu')
          .select('menuId')
          .where('roleId', '=', cashier.id)
          .execute()
      ).map((m) => m.menuId),
    )
    const missing = menuIdsByPaths(['/financialManagement/refundAudit'], {
      system: 'venue',
      buttons: ['pay'],
    }).filter((id) => !held.has(id))
    if (missing.length)
      await trx
        .insertInto('sysRoleMenu')
        .values(missing.map((menuId) => ({ roleId: cashier.id, menuId })))
        .execute()
  }
  const projects = await trx
    .selectFrom('project')
    .select(['guid', 'customer', 'ownerId', 'deptId'])
    .where('guid', 'in', ['prj-coffee-expo', 'prj-robot-expo', 'prj-furniture-expo'])
    .execute()
  const projectOf = new Map(projects.map((p) => [p.guid, p]))
  const year = new Date(now).getFullYear()

  const add = async (
    n: number,
    fields: {
      sourceType: 'deposit' | 'overpayment'
      projectGuid: string
      payeeBank: string
      payeeAccount: string
      amount: number
      reason: string
      state: number
      at: number
    },
  ) => {
    const p = projectOf.get(fields.projectGuid)
    const row = {
      guid: `rf-seed-${n}`,
      // the next free number: a database seeded before may hold more cancellations' refunds
      refundNumber: await nextRefundNumber(trx, year),
      sourceType: fields.sourceType,
      sourceGuid: '',
      projectGuid: p?.guid ?? '',
      payee: p?.customer ?? '',
      payeeBank: fields.payeeBank,
      payeeAccount: fields.payeeAccount,
      amount: fields.amount,
      reason: fields.reason,
      state: fields.state,
      ownerId: p?.ownerId ?? wangfang.id,
      deptId: p?.deptId ?? null,
      createdBy: wangfang.id,
      createdAt: fields.at,
      updatedAt: fields.at,
    }
    await trx.insertInto('refundRequest').values(row).execute()
    return row
  }
  /** A request approved by both nodes, with its history, as the chain would leave it. */
  const approved = async (
    row: { guid: string; refundNumber: string; payee: string; amount: number },
    at: number,
  ) => {
    await trx
      .insertInto('approvalRequest')
      .values({
        guid: `ap-seed-${row.guid}`,
        docType: 'refund',
        docGuid: row.guid,
        title: `${row.refundNumber} ${row.payee}`,
        amount: row.amount,
        submitterId: wangfang.id,
        status: 'approved',
        nodes: JSON.stringify(NODES),
        step: 1,
        currentRole: null,
        assigneeId: null,
        acted: 1,
        createdAt: at,
        updatedAt: at + 2 * DAY,
        version: 2,
      })
      .execute()
    const steps: Array<[string, string | null, string | null, typeof wangfang, number, string]> = [
      ['approval.submit', null, '财务经理', wangfang, at, ''],
      ['approval.approve', '财务经理', '分管领导', zhaomin, at + DAY, '金额与收款记录核对无误'],
      ['approval.approve', '分管领导', null, huangjun, at + 2 * DAY, '同意'],
    ]
    for (const [action, from, to, user, when, comment] of steps)
      await recordTransition(trx, {
        docType: 'refund',
        docGuid: row.guid,
        action,
        from,
        to,
        user,
        comment,
        now: when,
      })
  }

  // the coffee show's venue deposit, submitted yesterday: waiting at 财务经理
  const deposit = await add(2, {
    sourceType: 'deposit',
    projectGuid: 'prj-coffee-expo',
    payeeBank: '招商银行深圳车公庙支行',
    payeeAccount: '7559 2104 8810 602',
    amount: 5_000_000,
    reason: '展会已撤馆，场地验收无损坏，退还场地押金',
    state: 2,
    at: now - 2 * DAY,
  })
  await submitForApproval(
    trx,
    {
      docType: 'refund',
      docGuid: deposit.guid,
      title: `${deposit.refundNumber} ${deposit.payee}`,
      amount: deposit.amount,
      link: `/financialManagement/refundAudit?guid=${deposit.guid}`,
    },
    { ...wangfang, roles: ['finance_specialist'], permissions: [] },
    now - DAY,
  )

  // the robot show's second instalment paid twice in part: approved, to be paid
  const over = await add(3, {
    sourceType: 'overpayment',
    projectGuid: 'prj-robot-expo',
    payeeBank: '中国工商银行广州天河支行',
    payeeAccount: '3602 0012 0920 0158 866',
    amount: 1_280_000,
    reason: '第二期进度款重复汇入，退还多收部分',
    state: 3,
    at: now - 6 * DAY,
  })
  await approved(over, now - 5 * DAY)

  // the furniture fair's deposit: approved and paid with its bank serial
  const paidAt = now - 8 * DAY
  const paid = await add(4, {
    sourceType: 'deposit',
    projectGuid: 'prj-furniture-expo',
    payeeBank: '中国银行深圳福田支行',
    payeeAccount: '7490 5823 1160 3372',
    amount: 3_000_000,
    reason: '展会结算完毕，退还场地押金',
    state: 4,
    at: now - 14 * DAY,
  })
  await approved(paid, now - 13 * DAY)
  const serial = `${dayOf(paidAt).replace(/-/g, '')}0048210`
  await trx
    .updateTable('refundRequest')
    .set({ paidSerial: serial, paidDate: dayOf(paidAt), paidBy: wangfang.id, updatedAt: paidAt })
    .where('guid', '=', paid.guid)
    .execute()
  await recordTransition(trx, {
    docType: 'refund',
    docGuid: paid.guid,
    action: 'pay',
    from: 'approved',
    to: 'paid',
    user: wangfang,
    comment: `${dayOf(paidAt)} ${serial}`,
    now: paidAt,
  })
}
