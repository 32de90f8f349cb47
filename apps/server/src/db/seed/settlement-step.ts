// 对账结算's seed (docs/product/domain.md "Finance", demo data of issue 14): the sheets of the
// projects that are over. The furniture fair's and the education fair's are 已结清 (their
// projects 已结算; the furniture fair's customer paid the extras, the education fair's was
// refunded a concession larger than its extras); the robot fair's, drawn up at its tear-down,
// waits for the customer (待客户确认). The coffee fair, 已完成, is left to be settled. Figures
// come from the projects' contracts and claims as a new sheet's do (draftFigures), numbered
// JS-yyyy-nnnn in the order drawn up, each step with its history row.
import { SETTLEMENT_STATES, type SettlementLineSave } from '@app/contracts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import {
  SETTLEMENT_DOC_TYPE,
  basisOf,
  draftFigures,
  nextSettlementNumber,
  settlementProject,
  writeSettlementLines,
} from '#server/modules/settlements/settlement.resource.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000

type Step = 'submit' | 'confirm' | 'settle'

/** Each seeded sheet: its project, lines, steps, when it was drawn up (days ago). */
const WANTED: {
  project: string
  lines: SettlementLineSave[]
  steps: Step[]
  daysAgo: number
  remark?: string
  reference?: string
}[] = [
  {
    project: 'prj-education-expo',
    lines: [
      { kind: 'utilities', description: '布展期间临时用电（6–8号馆）', amount: 640_000 },
      { kind: 'discount', description: '8号馆空调故障半天，经协商减免', amount: 1_500_000 },
    ],
    steps: ['submit', 'confirm', 'settle'],
    daysAgo: 62,
    reference: '退款已付，银行流水 TK20260001',
  },
  {
    project: 'prj-furniture-expo',
    lines: [
      { kind: 'overtime', description: '撤展加班 2 晚（22:00–次日02:00）', amount: 1_200_000 },
      { kind: 'utilities', description: '展期水电费（按表计量）', amount: 860_000 },
      { kind: 'damage', description: '3号馆地坪划伤修复', amount: 320_000 },
      { kind: 'discount', description: '老客户续展优惠（签约后批准）', amount: 500_000 },
    ],
    steps: ['submit', 'confirm', 'settle'],
    daysAgo: 30,
    remark: '结算单已确认，余额为0',
    reference: '尾差已到账，银行流水 20260301880123',
  },
  {
    project: 'prj-robot-expo',
    lines: [
      { kind: 'overtime', description: '布展加班 3 晚', amount: 960_000 },
      { kind: 'utilities', description: '展期水电费（预估，按表计量后调整）', amount: 1_580_000 },
      { kind: 'overArea', description: '7号馆超出合同面积 160㎡ × 4 天', amount: 2_400_000 },
    ],
    steps: ['submit'],
    daysAgo: 1,
  },
]

const TO: Record<Step, keyof typeof SETTLEMENT_STATES> = {
  submit: 'pending',
  confirm: 'confirmed',
  settle: 'settled',
}

export async function seedSettlements(trx: Trx, { now }: SeedContext): Promise<void> {
  const users = await trx
    .selectFrom('sysUser')
    .select(['id', 'nickName', 'userName'])
    .where('userName', 'in', ['wangfang', 'zhaomin'])
    .execute()
  const wangfang = users.find((u) => u.userName === 'wangfang')
  const zhaomin = users.find((u) => u.userName === 'zhaomin') ?? wangfang
  if (!wangfang || !zhaomin) return
  let n = 0
  for (const w of WANTED) {
    const project = await settlementProject(trx, w.project)
    if (!project) continue
    const basis = await basisOf(trx, project)
    if (basis.contractAmount === 0) continue
    n += 1
    const guid = `js-seed-${n}`
    const createdAt = now - w.daysAgo * DAY
    const figures = draftFigures(basis, w.lines, null)
    await trx
      .insertInto('settlement')
      .values({
        guid,
        settlementNumber: await nextSettlementNumber(
          trx,
          Number((dayText(createdAt) ?? '').slice(0, 4)),
        ),
        projectGuid: project.guid,
        customerGuid: project.customerGuid,
        ...figures,
        finalPayment: 0,
        state: SETTLEMENT_STATES.draft,
        confirmedDate: null,
        settledDate: null,
        returnReason: '',
        remark: w.remark ?? '',
        deptId: project.deptId,
        createdBy: wangfang.id,
        createdAt,
        updatedAt: createdAt,
      })
      .execute()
    await writeSettlementLines(trx, guid, w.lines)
    const history = (
      user: typeof wangfang,
      action: string,
      from: string | null,
      to: string,
      at: number,
      comment = '',
    ) =>
      recordTransition(trx, {
        docType: SETTLEMENT_DOC_TYPE,
        docGuid: guid,
        action,
        from,
        to,
        user,
        comment,
        now: at,
      })
    await history(wangfang, 'create', null, 'draft', createdAt)
    let from: keyof typeof SETTLEMENT_STATES = 'draft'
    let at = createdAt
    for (const step of w.steps) {
      at = Math.min(at + 2 * DAY, now - 3_600_000)
      const set: Record<string, string | number> = { state: SETTLEMENT_STATES[TO[step]] }
      let comment = ''
      if (step === 'confirm') set.confirmedDate = dayText(at) ?? ''
      if (step === 'settle') {
        // the rest of the balance paid (or refunded) at 结清, as the app records it
        const finalPayment = figures.balance
        Object.assign(set, {
          settledDate: dayText(at) ?? '',
          received: figures.received + finalPayment,
          finalPayment,
          balance: 0,
        })
        comment = `${(finalPayment / 100).toFixed(2)} ${w.reference ?? ''}`.trim()
      }
      await trx
        .updateTable('settlement')
        .set((eb) => ({ ...set, updatedAt: at, version: eb('version', '+', 1) }))
        .where('guid', '=', guid)
        .execute()
      await history(step === 'submit' ? wangfang : zhaomin, step, from, TO[step], at, comment)
      from = TO[step]
    }
  }
}
