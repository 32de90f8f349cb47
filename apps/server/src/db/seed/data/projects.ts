// The venue projects (docs/product/demo-data.md "Projects"), dated relative to the day of seeding.
import { CUSTOMERS } from './customers.ts'
import { dayOffset, seasonOf, yearOf } from './dates.ts'
import { industryGuid, regionGuid } from './dictionaries.ts'
import { Occupancy, siteTokens } from './occupancy.ts'
import { createRng } from './random.ts'
import type { ProjectFormFlag, SeedProject } from './types.ts'

/** Project states (docs/product/domain.md "Project status machine"); stored as these integers. */
export const PROJECT_STATUS = {
  意向: 0,
  预定: 1,
  待签约: 2,
  已签约: 3,
  进行中: 4,
  已完成: 5,
  已结算: 6,
  已流失: 7,
  已取消: 8,
  已释放: 9,
} as const
export type ProjectStatusName = keyof typeof PROJECT_STATUS

/** The label of a status value. */
export const PROJECT_STATUS_LABELS: Record<number, ProjectStatusName> = Object.fromEntries(
  Object.entries(PROJECT_STATUS).map(([label, value]) => [value, label]),
) as Record<number, ProjectStatusName>

/** States whose bookings occupy the grid (leads, lost and cancelled projects hold nothing). */
export const BOOKED_STATUSES: readonly number[] = [
  PROJECT_STATUS.预定,
  PROJECT_STATUS.待签约,
  PROJECT_STATUS.已签约,
  PROJECT_STATUS.进行中,
  PROJECT_STATUS.已完成,
  PROJECT_STATUS.已结算,
]

/** The seeded window around today (docs/product/demo-data.md "Dates": about −90 to +180 days). */
export const SEED_WINDOW = { fromDay: -90, toDay: 180 } as const

const HALLS = ['1号馆', '2号馆', '3号馆', '4号馆', '5号馆', '6号馆', '7号馆', '8号馆', '9号馆']
const ALL_HALLS = HALLS.join(',')

interface ProjectDef {
  guid: string
  seq: number
  /** Title without the leading year; {season} is replaced by the season of opening. */
  title: string
  /** Prefix the title with the year of opening. */
  yearPrefix: boolean
  formFlag: ProjectFormFlag
  status: ProjectStatusName
  industry: string | null
  region: string | null
  customer: string
  halls: string
  /** Days from today: load-in, opening, closing, load-out. */
  days: readonly [number, number, number, number]
  holdLevel?: 1 | 2 | 3
  salesOwner: string
  remark?: string
}

const CORE: ProjectDef[] = [
  {
    guid: 'prj-tea-expo',
    seq: 158,
    title: '第十四届中国（深圳）国际茶产业博览会',
    yearPrefix: true,
    formFlag: '1',
    status: '已签约',
    industry: '茶及茶文化',
    region: '华南',
    customer: CUSTOMERS.teaAssociation,
    halls: '1号馆,2号馆,3号馆,4号馆',
    days: [5, 8, 11, 12],
    salesOwner: 'zhangwei',
    remark: '布展3天、展期4天、撤展1天；主场服务商：星港国际会展服务有限公司',
  },
  {
    guid: 'prj-robot-expo',
    seq: 147,
    title: '粤港澳大湾区工业自动化及机器人展览会',
    yearPrefix: true,
    formFlag: '1',
    status: '进行中',
    industry: '机械制造',
    region: '华南',
    customer: CUSTOMERS.mechSociety,
    halls: '5号馆,6号馆,7号馆,8号馆',
    days: [-3, -1, 1, 2],
    salesOwner: 'zhangwei',
  },
  {
    guid: 'prj-furniture-expo',
    seq: 121,
    title: '第二十一届中国国际家具及家居建材博览会（{season}）',
    yearPrefix: false,
    formFlag: '1',
    status: '已结算',
    industry: '家居建材',
    region: '华南',
    customer: CUSTOMERS.huananGroup,
    halls: ALL_HALLS,
    days: [-40, -37, -34, -32],
    salesOwner: 'zhangwei',
    remark: '结算单已确认，余额为0',
  },
  {
    guid: 'prj-nev-expo',
    seq: 201,
    title: '中国国际新能源汽车及零部件博览会',
    yearPrefix: true,
    formFlag: '1',
    status: '预定',
    industry: '汽车及零部件',
    region: '华东',
    customer: CUSTOMERS.huibo,
    halls: '1号馆,2号馆,3号馆,4号馆,东广场',
    days: [150, 154, 157, 159],
    holdLevel: 1,
    salesOwner: 'zhangwei',
    remark: '第一意向；同档期另有第二意向客户',
  },
  {
    guid: 'prj-nev-expo-2',
    seq: 204,
    title: '中国（华南）新能源汽车产业博览会',
    yearPrefix: true,
    formFlag: '1',
    status: '预定',
    industry: '汽车及零部件',
    region: '华南',
    customer: CUSTOMERS.pengzhan,
    halls: '1号馆,2号馆,3号馆,4号馆,东广场',
    days: [150, 154, 157, 159],
    holdLevel: 2,
    salesOwner: 'zhangwei',
    remark: '本档期为第二意向，第一意向释放后顺延',
  },
  {
    guid: 'prj-medical-expo',
    seq: 189,
    title: '{season}国际医疗器械及医院用品博览会',
    yearPrefix: true,
    formFlag: '1',
    status: '待签约',
    industry: '医疗健康',
    region: '华东',
    customer: CUSTOMERS.huananGroup,
    halls: '1号馆,2号馆,3号馆',
    days: [118, 121, 124, 125],
    salesOwner: 'zhangwei',
    remark: '合同审核中（财务审核节点）',
  },
  {
    guid: 'prj-anime-expo',
    seq: 166,
    title: '第十届星港国际动漫游戏展',
    yearPrefix: false,
    formFlag: '1',
    status: '已签约',
    industry: '文化创意/动漫',
    region: '华南',
    customer: CUSTOMERS.xinghe,
    halls: '9号馆',
    days: [20, 22, 25, 26],
    salesOwner: 'zhangwei',
    remark: '大型群众性活动；大型群众性活动安全许可、消防报备尚未提交',
  },
  {
    guid: 'prj-digital-forum',
    seq: 172,
    title: '中国数字经济高峰论坛',
    yearPrefix: true,
    formFlag: '2',
    status: '已签约',
    industry: '电子信息',
    region: '华南',
    customer: CUSTOMERS.commerceBureau,
    halls: '国际报告厅,会议室201,会议室202,会议室203,会议室204,会议室205,会议室206',
    days: [32, 33, 34, 34],
    salesOwner: 'zhangwei',
  },
  {
    guid: 'prj-tengyuan-conf',
    seq: 175,
    title: '腾远科技{year}年度客户大会暨新品发布会',
    yearPrefix: false,
    formFlag: '3',
    status: '已签约',
    industry: '电子信息',
    region: '华南',
    customer: CUSTOMERS.tengyuan,
    halls: '多功能厅A,多功能厅B',
    days: [45, 46, 46, 46],
    salesOwner: 'zhangwei',
  },
  {
    guid: 'prj-job-fair',
    seq: 183,
    // Named 春季 whatever the month: the post-Spring-Festival fair is called that.
    title: '春季大型人才招聘会',
    yearPrefix: true,
    formFlag: '1',
    status: '预定',
    industry: '综合',
    region: '华南',
    customer: CUSTOMERS.talent,
    halls: '5号馆',
    days: [90, 91, 92, 92],
    holdLevel: 1,
    salesOwner: 'zhangwei',
  },
  {
    guid: 'prj-ecommerce-expo',
    seq: 161,
    title: '跨境电商选品博览会',
    yearPrefix: true,
    formFlag: '1',
    status: '已流失',
    industry: '消费品',
    region: '华南',
    customer: CUSTOMERS.pengzhan,
    halls: '5号馆,6号馆',
    days: [60, 62, 64, 65],
    salesOwner: 'zhangwei',
    remark: '流失原因：客户选择竞争场馆（价格因素）',
  },
  {
    guid: 'prj-pet-expo',
    seq: 163,
    title: '宠物用品及服务展',
    yearPrefix: true,
    formFlag: '1',
    status: '已取消',
    industry: '消费品',
    region: '华南',
    customer: CUSTOMERS.huananGroup,
    halls: '7号馆,8号馆',
    days: [75, 77, 79, 80],
    salesOwner: 'zhangwei',
    remark: '客户原因取消；按合同没收档期保证金¥20,000（2个馆）',
  },
  {
    guid: 'prj-optics-expo',
    seq: 210,
    title: '国际光电博览会',
    yearPrefix: true,
    formFlag: '1',
    status: '意向',
    industry: '电子信息',
    region: '华南',
    customer: CUSTOMERS.ccpit,
    halls: '1号馆,2号馆',
    days: [170, 173, 175, 176],
    salesOwner: 'zhangwei',
  },
  {
    guid: 'prj-coffee-expo',
    seq: 152,
    title: '咖啡与新茶饮展',
    yearPrefix: true,
    formFlag: '1',
    status: '已完成',
    industry: '食品饮料',
    region: '华南',
    customer: CUSTOMERS.pengzhan,
    halls: '5号馆,6号馆',
    days: [-20, -18, -16, -15],
    salesOwner: 'zhangwei',
  },
  {
    guid: 'prj-education-expo',
    seq: 109,
    title: '教育装备展',
    yearPrefix: true,
    formFlag: '1',
    status: '已结算',
    industry: '教育培训',
    region: '华中',
    customer: CUSTOMERS.huibo,
    halls: '6号馆,7号馆,8号馆',
    days: [-70, -68, -66, -65],
    salesOwner: 'zhangwei',
  },
]

/** Meetings, activities and smaller shows that keep every fortnight of the grid busy. */
interface FillerDef {
  title: string
  formFlag: ProjectFormFlag
  industry: string
  customer: string
  halls: string
  /** Days of load-in before opening, open days, load-out days after closing. */
  shape: readonly [number, number, number]
}

const FILLERS: FillerDef[] = [
  {
    title: '华南汽车后市场交流会',
    formFlag: '2',
    industry: '汽车及零部件',
    customer: CUSTOMERS.huibo,
    halls: '国际报告厅',
    shape: [1, 1, 0],
  },
  {
    title: '星港智能家居新品发布会',
    formFlag: '3',
    industry: '家居建材',
    customer: CUSTOMERS.tengyuan,
    halls: '多功能厅',
    shape: [1, 1, 0],
  },
  {
    title: '国际物流与供应链峰会',
    formFlag: '2',
    industry: '物流',
    customer: CUSTOMERS.ccpit,
    halls: '国际报告厅,会议室201',
    shape: [1, 2, 0],
  },
  {
    title: '新能源储能产业对接会',
    formFlag: '2',
    industry: '新能源',
    customer: CUSTOMERS.mechSociety,
    halls: '会议室205,会议室206',
    shape: [0, 1, 0],
  },
  {
    title: '纺织服装采购洽谈会',
    formFlag: '1',
    industry: '纺织服装',
    customer: CUSTOMERS.huananGroup,
    halls: '6号馆',
    shape: [2, 3, 1],
  },
  {
    title: '农业科技成果展示会',
    formFlag: '1',
    industry: '农业',
    customer: CUSTOMERS.commerceBureau,
    halls: '8号馆',
    shape: [2, 3, 1],
  },
  {
    title: '星港青年创新创业大会',
    formFlag: '3',
    industry: '综合',
    customer: CUSTOMERS.commerceBureau,
    halls: '多功能厅A',
    shape: [1, 1, 0],
  },
  {
    title: '动漫嘉年华周末市集',
    formFlag: '3',
    industry: '文化创意/动漫',
    customer: CUSTOMERS.xinghe,
    halls: '西广场',
    shape: [1, 2, 1],
  },
  {
    title: '餐饮连锁加盟展',
    formFlag: '1',
    industry: '食品饮料',
    customer: CUSTOMERS.pengzhan,
    halls: '5号馆',
    shape: [2, 3, 1],
  },
  {
    title: '美妆个护新品发布会',
    formFlag: '3',
    industry: '消费品',
    customer: CUSTOMERS.tengyuan,
    halls: '多功能厅B',
    shape: [1, 1, 0],
  },
  {
    title: '医疗器械行业年会',
    formFlag: '2',
    industry: '医疗健康',
    customer: CUSTOMERS.huananGroup,
    halls: '国际报告厅,会议室202,会议室203',
    shape: [1, 2, 0],
  },
  {
    title: '半导体技术研讨会',
    formFlag: '2',
    industry: '电子信息',
    customer: CUSTOMERS.ccpit,
    halls: '会议室201,会议室202',
    shape: [0, 2, 0],
  },
  {
    title: '婚庆博览会',
    formFlag: '1',
    industry: '消费品',
    customer: CUSTOMERS.pengzhan,
    halls: '7号馆',
    shape: [1, 2, 1],
  },
  {
    title: '新春年货购物节',
    formFlag: '1',
    industry: '食品饮料',
    customer: CUSTOMERS.commerceBureau,
    halls: '8号馆,东广场',
    shape: [2, 5, 1],
  },
  {
    title: '汽车消费节',
    formFlag: '1',
    industry: '汽车及零部件',
    customer: CUSTOMERS.huibo,
    halls: '9号馆,东广场',
    shape: [2, 4, 1],
  },
  {
    title: '图书交易会',
    formFlag: '1',
    industry: '文化创意/动漫',
    customer: CUSTOMERS.huananGroup,
    halls: '6号馆',
    shape: [2, 3, 1],
  },
  {
    title: '跨境电商发展论坛',
    formFlag: '2',
    industry: '物流',
    customer: CUSTOMERS.commerceBureau,
    halls: '国际报告厅',
    shape: [1, 1, 0],
  },
  {
    title: '游戏开发者大会',
    formFlag: '2',
    industry: '文化创意/动漫',
    customer: CUSTOMERS.xinghe,
    halls: '国际报告厅,会议室203,会议室204',
    shape: [1, 2, 0],
  },
  {
    title: '家装设计周',
    formFlag: '1',
    industry: '家居建材',
    customer: CUSTOMERS.huananGroup,
    halls: '5号馆,6号馆',
    shape: [2, 4, 1],
  },
  {
    title: '茶艺师职业技能大赛',
    formFlag: '3',
    industry: '茶及茶文化',
    customer: CUSTOMERS.teaAssociation,
    halls: '多功能厅C',
    shape: [1, 2, 0],
  },
  {
    title: '工业互联网应用大会',
    formFlag: '2',
    industry: '机械制造',
    customer: CUSTOMERS.mechSociety,
    halls: '国际报告厅,会议室205',
    shape: [1, 2, 0],
  },
  {
    title: '母婴童用品展',
    formFlag: '1',
    industry: '消费品',
    customer: CUSTOMERS.pengzhan,
    halls: '7号馆,8号馆',
    shape: [2, 3, 1],
  },
  {
    title: '职业教育产教融合对接会',
    formFlag: '2',
    industry: '教育培训',
    customer: CUSTOMERS.talent,
    halls: '会议室201,会议室202,会议室203',
    shape: [0, 1, 0],
  },
  {
    title: '户外运动装备展',
    formFlag: '1',
    industry: '消费品',
    customer: CUSTOMERS.huibo,
    halls: '西广场,6号馆',
    shape: [2, 3, 1],
  },
]

type Days = readonly [number, number, number, number]

/** Booked projects overlapping the fortnight that starts `from` days after today. */
const countInWindow = (all: ReadonlyArray<{ days: Days; booked: boolean }>, from: number) =>
  all.filter((p) => p.booked && p.days[0] <= from + 13 && p.days[3] >= from).length

/**
 * The 国庆 closure when 1 October lies in the seeded window, else the 劳动节 one (one of the two
 * always does: the window is 270 days and they are at most 212 days apart).
 */
const holidayClosure = (today: Date): { title: string; days: Days } => {
  const t0 = dayOffset(today, 0)
  const dayOf = (y: number, m: number, d: number) =>
    Math.round((new Date(y, m - 1, d).getTime() - t0) / 86_400_000)
  const y = today.getFullYear()
  for (const [name, month, from, to] of [
    ['国庆', 10, 1, 7],
    ['劳动节', 5, 1, 5],
  ] as const) {
    for (const year of [y - 1, y, y + 1]) {
      const start = dayOf(year, month, from) - 1
      const end = dayOf(year, month, to)
      if (start >= SEED_WINDOW.fromDay && end <= SEED_WINDOW.toDay) {
        return { title: `${year}年${name}假期封馆及设施维护`, days: [start, start, end, end] }
      }
    }
  }
  throw new Error('no holiday in the seed window')
}

/** Past projects are done (settled once long over), running ones 进行中, future ones held. */
const statusByDate = (days: Days, i: number): ProjectStatusName => {
  if (days[3] < 0) return days[3] < -30 && i % 2 === 0 ? '已结算' : '已完成'
  if (days[0] <= 0) return '进行中'
  if (days[0] <= 60) return '已签约'
  return i % 2 === 0 ? '待签约' : '预定'
}

/**
 * The demo projects: the 16 of docs/product/demo-data.md "Projects" (two customers hold the same
 * 新能源汽车 dates), a holiday closure, then meetings and smaller shows placed so that every 14-day
 * window from −90 to +180 days holds 2–4 booked projects.
 */
export const buildProjects = (today: Date): SeedProject[] => {
  const at = (d: number) => dayOffset(today, d)
  const numberYear = (loadIn: number) => Math.min(yearOf(at(loadIn)), today.getFullYear())
  const make = (d: ProjectDef): SeedProject => {
    const open = at(d.days[1])
    const year = String(yearOf(open))
    const title = d.title.replaceAll('{season}', seasonOf(open)).replaceAll('{year}', year)
    return {
      guid: d.guid,
      projectNumber: `XM-${numberYear(d.days[0])}-${String(d.seq).padStart(4, '0')}`,
      title: d.yearPrefix ? `${year}${title}` : title,
      formFlag: d.formFlag,
      status: PROJECT_STATUS[d.status],
      industryGuid: d.industry === null ? null : industryGuid(d.industry),
      regionGuid: d.region === null ? null : regionGuid(d.region),
      customer: d.customer,
      halls: d.halls,
      loadInTime: at(d.days[0]),
      startTime: open,
      endTime: at(d.days[2]),
      loadOutTime: at(d.days[3]),
      holdLevel: d.holdLevel ?? null,
      salesOwner: d.salesOwner,
      remark: d.remark ?? '',
    }
  }

  const occupancy = new Occupancy()
  const book = (d: ProjectDef): void => {
    // A second or third hold may stack on a first one; that is the normal multi-hold.
    if (isBooked(d.status) && (d.holdLevel ?? 1) === 1) {
      occupancy.add(siteTokens(d.halls), d.days[0], d.days[3])
    }
  }
  CORE.forEach(book)

  // The closure takes the halls no event holds on those days.
  const closure = holidayClosure(today)
  const closedHalls = HALLS.filter((h) => occupancy.isFree([h], closure.days[0], closure.days[3]))
  if (closedHalls.length === 0) throw new Error('every hall is booked over the holiday')
  const defs: ProjectDef[] = [
    ...CORE,
    {
      guid: 'prj-holiday-closure',
      seq: 100,
      title: closure.title,
      yearPrefix: false,
      formFlag: '4',
      status: closure.days[3] < 0 ? '已完成' : closure.days[0] <= 0 ? '进行中' : '已签约',
      industry: null,
      region: null,
      customer: '星港国际会展中心（内部）',
      halls: closedHalls.join(','),
      days: closure.days,
      salesOwner: 'liuyang',
      remark: '封馆/维护：场馆内部预订，不对外出租',
    },
  ]
  book(defs[defs.length - 1] as ProjectDef)

  const placed = defs.map((d) => ({ days: d.days, booked: isBooked(d.status) }))
  const uses = new Map<number, number>()
  let cursor = 0
  let added = 0
  for (let from = SEED_WINDOW.fromDay; from <= SEED_WINDOW.toDay - 13; from++) {
    while (countInWindow(placed, from) < 2) {
      // Take the fillers in turn; skip one whose sites are all taken around this fortnight.
      let best: { index: number; days: Days; worst: number } | null = null
      for (let k = 0; k < FILLERS.length && best === null; k++) {
        const index = (cursor + k) % FILLERS.length
        const filler = FILLERS[index] as FillerDef
        const [before, open, after] = filler.shape
        const span = before + open + after
        const sites = siteTokens(filler.halls)
        // Try each load-in day that overlaps the window, latest first so it also covers the
        // coming fortnights; keep the one whose busiest fortnight is quietest.
        for (let l = from + 13; l >= from - span + 1; l--) {
          const days: Days = [l, l + before, l + before + open - 1, l + span - 1]
          if (days[0] < SEED_WINDOW.fromDay || days[3] > SEED_WINDOW.toDay) continue
          if (!occupancy.isFree(sites, days[0], days[3])) continue
          const trial = [...placed, { days, booked: true }]
          let worst = 0
          for (let w = days[0] - 13; w <= days[3]; w++) {
            worst = Math.max(worst, countInWindow(trial, w))
          }
          if (best === null || worst < best.worst) best = { index, days, worst }
        }
      }
      if (best === null) throw new Error(`no room for a filler at day ${from}`)
      const filler = FILLERS[best.index] as FillerDef
      const round = uses.get(best.index) ?? 0
      uses.set(best.index, round + 1)
      cursor = best.index + 1
      const status = statusByDate(best.days, added)
      const def: ProjectDef = {
        guid: `prj-extra-${String(added + 1).padStart(2, '0')}`,
        seq: 300 + added,
        title: round === 0 ? filler.title : `${filler.title}（第${round + 1}期）`,
        yearPrefix: true,
        formFlag: filler.formFlag,
        status,
        industry: filler.industry,
        region: '华南',
        customer: filler.customer,
        halls: filler.halls,
        days: best.days,
        ...(status === '预定' ? { holdLevel: 1 as const } : {}),
        salesOwner: 'zhangwei',
      }
      defs.push(def)
      book(def)
      placed.push({ days: best.days, booked: true })
      added++
    }
  }
  return defs.map(make)
}

const isBooked = (status: ProjectStatusName): boolean =>
  BOOKED_STATUSES.includes(PROJECT_STATUS[status])

const NAME_WORDS = ['智能制造', '新能源', '数字经济', '茶文化', '家居建材', '医疗器械', '动漫游戏']
const BULK_TITLES = [
  '国际博览会',
  '产业展览会',
  '创新峰会',
  '交易会',
  '论坛',
  '年会',
  '发布会',
  '招聘会',
]

/**
 * `n` generated projects for the API benchmark (docs/product/performance.md "API"): states,
 * forms, industries, owners and dates spread as a venue's book would be (most leads and
 * holds, a third signed or past), two years around `now`, for the customers `customers`.
 */
export function buildProjectsBulk(
  n: number,
  owners: ReadonlyArray<{ id: number; deptId: number | null }>,
  dicts: { industries: readonly string[]; regions: readonly string[] },
  customers: ReadonlyArray<{ guid: string; name: string }>,
  now: number,
) {
  const rng = createRng(20_261_127)
  const day = 86_400_000
  const states = [0, 0, 1, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9]
  return Array.from({ length: n }, (_, i) => {
    const owner = rng.pick(owners)
    const customer = rng.pick(customers)
    const loadIn = now + rng.int(-365, 365) * day
    const open = rng.int(1, 3)
    const show = rng.int(1, 5)
    return {
      guid: `prj-bulk-${i + 1}`,
      projectNumber: `XB-${String(i + 1).padStart(6, '0')}`,
      title: `${rng.pick(['深圳', '广州', '大湾区', '华南', '中国'])}${rng.pick(
        NAME_WORDS,
      )}${rng.pick(BULK_TITLES)}${i + 1}`,
      formFlag: rng.pick(['1', '1', '1', '2', '3', '4'] as const),
      status: rng.pick(states),
      industryGuid: rng.pick(dicts.industries),
      regionGuid: rng.pick(dicts.regions),
      customer: customer.name,
      customerGuid: customer.guid,
      halls: '',
      loadInTime: loadIn,
      startTime: loadIn + open * day,
      endTime: loadIn + (open + show) * day,
      loadOutTime: loadIn + (open + show + 1) * day,
      ownerId: owner.id,
      deptId: owner.deptId,
      createdBy: owner.id,
      createdAt: now - i * 60_000,
      updatedAt: now - i * 60_000,
    }
  })
}
