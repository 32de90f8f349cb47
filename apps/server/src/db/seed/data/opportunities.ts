// 商机 (domain.md §3 "opportunities at every stage with follow-ups"): what 张伟's customers
// might book next, from a first lead to the two won ones (their projects are seeded) and a
// lost one. Days are offsets from today; amounts are yuan.

export interface SeedOpportunity {
  guid: string
  name: string
  customer: string
  /** 0 线索 … 4 商务谈判, 5 赢单, 6 输单. */
  stage: number
  amount: number
  area: number | null
  /** Expected opening and closing, days from today. */
  days: readonly [number, number] | null
  sites: readonly string[]
  formFlag: '1' | '2' | '3' | '4'
  /** The next follow-up, days from today (negative: overdue while open). */
  next: number | null
  /** The seeded project a won one became. */
  project?: string
  lostReason?: string
  /** When it was entered, days from today. */
  created: number
  followUps: ReadonlyArray<{ day: number; method: string; content: string; next: number | null }>
}

const halls = (...n: number[]) => n.map((i) => `site-h${i}`)

export const SEED_OPPORTUNITIES: SeedOpportunity[] = [
  {
    guid: 'opp-newyear-fair',
    name: '新春年货购物节',
    customer: 'cus-commerce-bureau',
    stage: 0,
    amount: 680_000,
    area: 30_000,
    days: [62, 70],
    sites: halls(9),
    formFlag: '1',
    next: 5,
    created: -4,
    followUps: [
      { day: -4, method: '电话', content: '商务局来电咨询春节前年货节档期，需求 9 号馆', next: 5 },
    ],
  },
  {
    guid: 'opp-smart-manufacturing',
    name: '智能制造装备展',
    customer: 'cus-mech-society',
    stage: 0,
    amount: 1_200_000,
    area: 40_000,
    days: [200, 203],
    sites: halls(1, 2),
    formFlag: '1',
    next: 12,
    created: -2,
    followUps: [],
  },
  {
    guid: 'opp-tea-culture',
    name: '粤港澳茶文化节',
    customer: 'cus-tea-association',
    stage: 1,
    amount: 260_000,
    area: 8_000,
    days: [150, 152],
    sites: ['site-plaza-e'],
    formFlag: '3',
    next: 3,
    created: -18,
    followUps: [
      { day: -15, method: '拜访', content: '拜访促进会秘书长，介绍东广场户外场地', next: -6 },
      {
        day: -6,
        method: '微信',
        content: '发送东广场平面图与往届活动照片，客户内部讨论中',
        next: 3,
      },
    ],
  },
  {
    guid: 'opp-autumn-jobs',
    name: '秋季大型人才招聘会',
    customer: 'cus-talent',
    stage: 1,
    amount: 150_000,
    area: 10_000,
    days: [280, 280],
    sites: halls(5),
    formFlag: '3',
    next: 20,
    created: -10,
    followUps: [
      { day: -10, method: '电话', content: '续签春季招聘会后，客户提出秋季场次意向', next: 20 },
    ],
  },
  {
    guid: 'opp-auto-tuning',
    name: '华南国际汽车改装展',
    customer: 'cus-huanan-group',
    stage: 2,
    amount: 1_850_000,
    area: 45_000,
    days: [120, 123],
    sites: [...halls(3, 4), 'site-plaza-w'],
    formFlag: '1',
    next: -3,
    created: -40,
    followUps: [
      {
        day: -35,
        method: '拜访',
        content: '华南展览集团提出改装车展需求：室内两个馆 + 西广场试驾',
        next: -20,
      },
      { day: -20, method: '会议', content: '确认西广场承重与试驾路线，客户待内部立项', next: -3 },
    ],
  },
  {
    guid: 'opp-tengyuan-dealers',
    name: '腾远科技经销商大会',
    customer: 'cus-tengyuan',
    stage: 2,
    amount: 320_000,
    area: 3_200,
    days: [95, 96],
    sites: ['site-mph', 'site-hall-intl'],
    formFlag: '2',
    next: 8,
    created: -12,
    followUps: [
      {
        day: -12,
        method: '邮件',
        content: '客户发来大会议程草案，需主会场 + 分会场 6 间',
        next: 8,
      },
    ],
  },
  {
    guid: 'opp-anime-summer',
    name: '星港动漫嘉年华（夏季）',
    customer: 'cus-xinghe',
    stage: 3,
    amount: 960_000,
    area: 30_000,
    days: [230, 233],
    sites: halls(9),
    formFlag: '1',
    next: 2,
    created: -30,
    followUps: [
      {
        day: -25,
        method: '拜访',
        content: '星河动漫希望夏季加办一届，规模与冬季展相当',
        next: -10,
      },
      {
        day: -9,
        method: '邮件',
        content: '已发送 9 号馆报价单（含进撤馆 2 天），待客户确认预算',
        next: 2,
      },
    ],
  },
  {
    guid: 'opp-mice-expo',
    name: '国际会展业博览会',
    customer: 'cus-huibo',
    stage: 3,
    amount: 540_000,
    area: 20_000,
    days: [175, 177],
    sites: halls(6),
    formFlag: '1',
    next: 15,
    created: -21,
    followUps: [
      {
        day: -14,
        method: '会议',
        content: '汇博提交展会方案，报价按展期 ¥12/㎡/天 测算',
        next: 15,
      },
    ],
  },
  {
    guid: 'opp-cross-border',
    name: '中国国际跨境电商交易会',
    customer: 'cus-pengzhan',
    stage: 4,
    amount: 2_400_000,
    area: 80_000,
    days: [140, 143],
    sites: halls(1, 2, 3, 4),
    formFlag: '1',
    next: -2,
    created: -60,
    followUps: [
      {
        day: -50,
        method: '拜访',
        content: '鹏展提出四个馆的需求，对标上届邻市场馆价格',
        next: -30,
      },
      {
        day: -28,
        method: '会议',
        content: '第二轮谈判：客户要求展期 9 折并赠送登录大厅',
        next: -12,
      },
      { day: -12, method: '电话', content: '客户等待董事会批准预算，约定两周内答复', next: -2 },
    ],
  },
  {
    guid: 'opp-ccpit-import',
    name: '进出口商品展',
    customer: 'cus-ccpit',
    stage: 4,
    amount: 1_300_000,
    area: 40_000,
    days: [250, 253],
    sites: halls(5, 6, 7, 8),
    formFlag: '1',
    next: 6,
    created: -45,
    followUps: [
      {
        day: -20,
        method: '会议',
        content: '与贸促会确认合同主要条款，付款节点待财务确认',
        next: 6,
      },
    ],
  },
  {
    guid: 'opp-optics',
    name: '国际光电博览会',
    customer: 'cus-ccpit',
    stage: 5,
    amount: 1_500_000,
    area: 40_000,
    days: [173, 175],
    sites: halls(1, 2),
    formFlag: '1',
    next: null,
    project: 'prj-optics-expo',
    created: -70,
    followUps: [
      { day: -40, method: '会议', content: '贸促会确认在本馆举办，转为项目跟进', next: null },
    ],
  },
  {
    guid: 'opp-education',
    name: '教育装备展',
    customer: 'cus-huibo',
    stage: 5,
    amount: 900_000,
    area: 30_000,
    days: [-68, -66],
    sites: halls(6, 7, 8),
    formFlag: '1',
    next: null,
    project: 'prj-education-expo',
    created: -200,
    followUps: [],
  },
  {
    guid: 'opp-pet-spring',
    name: '国际宠物用品博览会（春季）',
    customer: 'cus-huanan-group',
    stage: 6,
    amount: 700_000,
    area: 20_000,
    days: [110, 112],
    sites: halls(7, 8),
    formFlag: '1',
    next: null,
    lostReason: '客户选择了邻市场馆，报价低约 15%',
    created: -90,
    followUps: [
      { day: -60, method: '电话', content: '客户告知已与邻市场馆签约，本次不再考虑', next: null },
    ],
  },
]
