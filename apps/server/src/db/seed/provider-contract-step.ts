// 服务商合同's seed (issue 14): eight providers across the kinds and both directions. The
// catering concession pays 15% of its revenue, settled monthly (three months settled, the
// last pending); the ticketing agent 8% per exhibition; the others fixed amounts. One draft,
// one ended at its term, one terminated early; evaluations on the ones that worked. Each
// move is in its contract's history, as the calls write it.
import {
  PROVIDER_CONTRACT_STATES,
  type ProviderBilling,
  type ProviderDirection,
  type ProviderKind,
  type SettlementCycle,
  shareAmountOf,
} from '@app/contracts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { dayOffset } from './data/dates.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000
const S = PROVIDER_CONTRACT_STATES

interface SeedSettlement {
  period: string
  /** A share's base revenue (fen); its amount follows from the contract's ratio. */
  revenue?: number
  /** A fixed one's amount (fen). */
  amount?: number
  settled: boolean
  /** Days before today it was entered. */
  ago: number
}

interface SeedProvider {
  name: string
  kind: ProviderKind
  direction: ProviderDirection
  billing: ProviderBilling
  /** The term, in days from today. */
  from: number
  to: number
  amount: number
  /** Hundredths of a percent. */
  ratio: number
  bond: number
  cycle: SettlementCycle
  contact: string
  phone: string
  remark: string
  state: number
  terminated?: string
  settlements: SeedSettlement[]
  evaluations: { ago: number; score: number; comment: string; by: string }[]
}

const two = (n: number) => String(n).padStart(2, '0')
/** yyyy-MM-dd of a local midnight. */
const dateText = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}
/** yyyy-MM of the month `back` months before today's. */
const monthBack = (today: Date, back: number) => {
  const d = new Date(today.getFullYear(), today.getMonth() - back, 1)
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}`
}
/** 2026年第3季度 of the quarter `back` quarters before today's. */
const quarterBack = (today: Date, back: number) => {
  const q = Math.floor(today.getMonth() / 3) - back
  const year = today.getFullYear() + Math.floor(q / 4)
  return `${year}年第${(((q % 4) + 4) % 4) + 1}季度`
}

const providers = (today: Date): SeedProvider[] => [
  {
    name: '星港味道餐饮管理有限公司',
    kind: '餐饮',
    direction: '收入类',
    billing: 'share',
    from: -150,
    to: 580,
    amount: 0,
    ratio: 1500,
    bond: 20_000_000,
    cycle: '月结',
    contact: '周海波',
    phone: '13823456701',
    remark: '1号馆、3号馆餐饮档口特许经营，按月营业额15%分成',
    state: S.performing,
    settlements: [4, 3, 2, 1].map((back, i) => ({
      period: monthBack(today, back),
      revenue: [68_450_000, 91_237_550, 57_880_300, 103_520_090][i] ?? 0,
      settled: back > 1,
      ago: back * 30 - 5,
    })),
    evaluations: [
      { ago: 62, score: 4, comment: '展期出餐及时，高峰排队略长', by: 'liuyang' },
      { ago: 20, score: 5, comment: '食品安全检查全部合格，观众评价好', by: 'liuyang' },
    ],
  },
  {
    name: '深圳城市传媒广告有限公司',
    kind: '广告',
    direction: '收入类',
    billing: 'fixed',
    from: -200,
    to: 530,
    amount: 120_000_000,
    ratio: 0,
    bond: 10_000_000,
    cycle: '季结',
    contact: '林晓君',
    phone: '13923456702',
    remark: '场馆户外LED及廊桥灯箱广告位经营权，年费¥1,200,000',
    state: S.performing,
    settlements: [2, 1].map((back) => ({
      period: quarterBack(today, back),
      amount: 30_000_000,
      settled: true,
      ago: back * 90 - 10,
    })),
    evaluations: [{ ago: 40, score: 4, comment: '广告画面更换及时', by: 'zhangwei' }],
  },
  {
    name: '洁美物业服务有限公司',
    kind: '保洁',
    direction: '支出类',
    billing: 'fixed',
    from: -120,
    to: 245,
    amount: 96_000_000,
    ratio: 0,
    bond: 5_000_000,
    cycle: '月结',
    contact: '陈丽华',
    phone: '13723456703',
    remark: '全馆日常保洁及展期加强保洁外包',
    state: S.performing,
    settlements: [3, 2, 1].map((back) => ({
      period: monthBack(today, back),
      amount: 8_000_000,
      settled: back > 1,
      ago: back * 30 - 3,
    })),
    evaluations: [
      { ago: 35, score: 3, comment: '撤展后垃圾清运不够及时，已约谈整改', by: 'liuyang' },
    ],
  },
  {
    name: '盾安保安服务有限公司',
    kind: '安保',
    direction: '支出类',
    billing: 'fixed',
    from: -90,
    to: 640,
    amount: 150_000_000,
    ratio: 0,
    bond: 8_000_000,
    cycle: '季结',
    contact: '马国强',
    phone: '13623456704',
    remark: '场馆秩序维护、安检及夜间巡逻，两年期',
    state: S.performing,
    settlements: [{ period: quarterBack(today, 1), amount: 18_750_000, settled: false, ago: 6 }],
    evaluations: [{ ago: 15, score: 5, comment: '大型展会安检有序，无安全事故', by: 'liuyang' }],
  },
  {
    name: '华艺展览工程有限公司',
    kind: '主场搭建',
    direction: '支出类',
    billing: 'fixed',
    from: -260,
    to: -30,
    amount: 38_000_000,
    ratio: 0,
    bond: 3_800_000,
    cycle: '按展会',
    contact: '郑志明',
    phone: '13523456705',
    remark: '主场服务商：标准展位搭建、电箱及地毯铺设',
    state: S.expired,
    settlements: [
      { period: '春季茶博会主场搭建', amount: 21_000_000, settled: true, ago: 150 },
      { period: '家具展主场搭建', amount: 17_000_000, settled: true, ago: 60 },
    ],
    evaluations: [
      { ago: 28, score: 4, comment: '搭建按期完成，个别展位电路需返工', by: 'liuyang' },
    ],
  },
  {
    name: '顺畅会展物流有限公司',
    kind: '物流',
    direction: '支出类',
    billing: 'fixed',
    from: 15,
    to: 380,
    amount: 26_000_000,
    ratio: 0,
    bond: 2_000_000,
    cycle: '按展会',
    contact: '吴建军',
    phone: '13423456706',
    remark: '展品进出馆运输及仓储，待审核生效',
    state: S.draft,
    settlements: [],
    evaluations: [],
  },
  {
    name: '票通天下票务有限公司',
    kind: '票务',
    direction: '收入类',
    billing: 'share',
    from: -100,
    to: 265,
    amount: 0,
    ratio: 800,
    bond: 5_000_000,
    cycle: '按展会',
    contact: '许文涛',
    phone: '13323456707',
    remark: '展会门票线上代售，按售票收入8%向场馆分成',
    state: S.performing,
    settlements: [
      { period: '动漫游戏展门票', revenue: 236_880_000, settled: true, ago: 45 },
      { period: '咖啡文化节门票', revenue: 88_345_500, settled: false, ago: 4 },
    ],
    evaluations: [],
  },
  {
    name: '光影视听设备租赁有限公司',
    kind: '设备租赁',
    direction: '支出类',
    billing: 'fixed',
    from: -180,
    to: 185,
    amount: 18_000_000,
    ratio: 0,
    bond: 1_000_000,
    cycle: '一次性',
    contact: '罗建平',
    phone: '13223456708',
    remark: '会议厅音响、投影及同传设备租赁',
    state: S.terminated,
    terminated: '设备多次故障影响会议，经协商提前解除合同',
    settlements: [],
    evaluations: [{ ago: 75, score: 2, comment: '同传设备两次中断，响应慢', by: 'liuyang' }],
  },
]

export async function seedProviderContracts(trx: Trx, { today, now }: SeedContext): Promise<void> {
  const users = await trx
    .selectFrom('sysUser')
    .select(['id', 'userName', 'nickName', 'deptId'])
    .execute()
  const by = new Map(users.map((u) => [u.userName, u]))
  const admin = by.get('admin')
  // 财务经理 audits them and settles; 运营 and 销售 evaluate the service they saw
  const zhaomin = by.get('zhaomin') ?? admin
  if (!admin || !zhaomin) return
  const year = new Date(now).getFullYear()
  const day = (offset: number) => dateText(dayOffset(today, offset))
  for (const [i, p] of providers(today).entries()) {
    const n = i + 1
    const guid = `fw-seed-${n}`
    // drawn up a week before its term started (or a few days ago, for one still ahead)
    const createdAt = Math.min(dayOffset(today, p.from - 7), now - 3 * DAY) + 9 * 3_600_000
    const approvedAt = createdAt + 2 * DAY
    const endedAt = p.state === S.expired ? dayOffset(today, p.to + 1) : now - 10 * DAY
    await trx
      .insertInto('serviceProviderContract')
      .values({
        guid,
        contractNumber: `FW-${year}-${String(n).padStart(4, '0')}`,
        providerName: p.name,
        providerKind: p.kind,
        direction: p.direction,
        billing: p.billing,
        startDate: day(p.from),
        endDate: day(p.to),
        amount: p.amount,
        shareRatio: p.ratio,
        performanceBond: p.bond,
        settlementCycle: p.cycle,
        contactName: p.contact,
        contactPhone: p.phone,
        remark: p.remark,
        state: p.state,
        deptId: admin.deptId,
        createdBy: admin.id,
        createdAt,
        updatedAt:
          p.state === S.draft ? createdAt : p.state === S.performing ? approvedAt : endedAt,
      })
      .execute()
    if (p.state === S.draft) continue
    const move = (action: string, from: string | null, to: string, at: number, comment = '') =>
      recordTransition(trx, {
        docType: 'provider_contract',
        docGuid: guid,
        action,
        from,
        to,
        user: zhaomin,
        comment,
        now: at,
      })
    await move('approve', 'draft', 'performing', approvedAt)
    for (const [k, s] of p.settlements.entries()) {
      const share = p.billing === 'share'
      const amount = share ? shareAmountOf(s.revenue ?? 0, p.ratio) : (s.amount ?? 0)
      const at = now - s.ago * DAY
      const settledAt = s.settled ? at + 3 * DAY : null
      const money = `${s.period} ¥${(amount / 100).toFixed(2)}`
      await trx
        .insertInto('providerSettlement')
        .values({
          guid: `fw-seed-${n}-s${k + 1}`,
          contractGuid: guid,
          period: s.period,
          baseRevenue: share ? (s.revenue ?? 0) : 0,
          shareRatio: share ? p.ratio : 0,
          amount,
          state: s.settled ? 1 : 0,
          settledAt,
          remark: '',
          createdBy: zhaomin.id,
          createdAt: at,
          updatedAt: settledAt ?? at,
          version: s.settled ? 1 : 0,
        })
        .execute()
      await move('addSettlement', null, 'pending', at, money)
      if (settledAt !== null) await move('settle', 'pending', 'settled', settledAt, money)
    }
    for (const [k, e] of p.evaluations.entries()) {
      const who = by.get(e.by) ?? admin
      await trx
        .insertInto('providerEvaluation')
        .values({
          guid: `fw-seed-${n}-e${k + 1}`,
          contractGuid: guid,
          evalDate: day(-e.ago),
          score: e.score,
          comment: e.comment,
          userId: who.id,
          userName: who.nickName,
          createdAt: dayOffset(today, -e.ago) + 15 * 3_600_000,
        })
        .execute()
    }
    if (p.state === S.expired) await move('expire', 'performing', 'expired', endedAt)
    if (p.terminated) await move('terminate', 'performing', 'terminated', endedAt, p.terminated)
  }
}
