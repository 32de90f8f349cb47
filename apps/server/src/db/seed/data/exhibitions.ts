// Service-platform exhibitions (docs/product/exhibitions.md "Exhibition"): the venue's own shows
// first, then generated trade shows, all dated relative to the day of seeding.
import { HOME_CONTRACTORS, ORGANISERS } from './customers.ts'
import { DAY_MS, dayOffset, daysFrom, startOfDay, yearOf } from './dates.ts'
import { INDUSTRIES, REGIONS, industryGuid, regionGuid } from './dictionaries.ts'
import { Occupancy, siteTokens } from './occupancy.ts'
import { BOOKED_STATUSES, SEED_WINDOW, buildProjects } from './projects.ts'
import { createRng } from './random.ts'
import type { ExhibitionStatus, SeedExhibition, SeedProject } from './types.ts'

export const EXHIBITION_STATUS = { 筹备中: 0, 报馆中: 1, 进行中: 2, 已结束: 3 } as const

/**
 * The status an exhibition has on `today`: 已结束 after its load-out day, 进行中 from load-in to
 * load-out, 报馆中 from the start of the application window until load-in, else 筹备中.
 */
export const exhibitionStatusAt = (
  e: Pick<SeedExhibition, 'applyTimeStart' | 'loadInTime' | 'loadOutTime'>,
  today: Date,
): ExhibitionStatus => {
  const t = startOfDay(today)
  if (t > e.loadOutTime) return 3
  if (t >= e.loadInTime) return 2
  if (t >= e.applyTimeStart) return 1
  return 0
}

/** Exhibitions made from the venue projects of projects.ts. */
interface TiedDef {
  guid: string
  projectGuid: string
  abbr: string
  organiser?: string
  homeContractor: string
  onHome: boolean
  /** Days before load-in that the application window opens and closes. */
  apply: readonly [number, number]
}

const TIED: TiedDef[] = [
  {
    guid: 'exh-tea-2026',
    projectGuid: 'prj-tea-expo',
    abbr: 'CHA',
    organiser: '深圳市鹏展国际会展有限公司',
    homeContractor: '星港国际会展服务有限公司',
    onHome: true,
    apply: [75, 7],
  },
  {
    guid: 'exh-robot-2026',
    projectGuid: 'prj-robot-expo',
    abbr: 'JQR',
    homeContractor: '深圳市匠心展览工程有限公司',
    onHome: true,
    apply: [80, 10],
  },
  {
    guid: 'exh-furniture-2026',
    projectGuid: 'prj-furniture-expo',
    abbr: 'JJ',
    homeContractor: '广州华艺展示设计有限公司',
    onHome: false,
    apply: [90, 10],
  },
  {
    guid: 'exh-nev-2027',
    projectGuid: 'prj-nev-expo',
    abbr: 'XNY',
    homeContractor: '星港国际会展服务有限公司',
    onHome: false,
    apply: [90, 10],
  },
  {
    guid: 'exh-medical-2027',
    projectGuid: 'prj-medical-expo',
    abbr: 'YL',
    homeContractor: '深圳市鼎盛展览展示有限公司',
    onHome: true,
    apply: [75, 7],
  },
  {
    guid: 'exh-anime-2026',
    projectGuid: 'prj-anime-expo',
    abbr: 'DM',
    homeContractor: '星港国际会展服务有限公司',
    onHome: true,
    apply: [60, 7],
  },
  {
    guid: 'exh-jobfair-2027',
    projectGuid: 'prj-job-fair',
    abbr: 'RC',
    homeContractor: '东莞市博创会展工程有限公司',
    onHome: false,
    apply: [45, 5],
  },
  {
    guid: 'exh-coffee-2026',
    projectGuid: 'prj-coffee-expo',
    abbr: 'KF',
    homeContractor: '深圳市匠心展览工程有限公司',
    onHome: false,
    apply: [60, 7],
  },
  {
    guid: 'exh-education-2026',
    projectGuid: 'prj-education-expo',
    abbr: 'JY',
    homeContractor: '广州华艺展示设计有限公司',
    onHome: false,
    apply: [60, 7],
  },
]

/** Trade-show names with their industry and code abbreviation (unique, none of TIED's). */
const SHOWS: ReadonlyArray<readonly [name: string, industry: string, abbr: string]> = [
  ['国际机床及金属加工展览会', '机械制造', 'JC'],
  ['电子元器件及生产设备博览会', '电子信息', 'DZ'],
  ['智能制造装备博览会', '机械制造', 'ZZ'],
  ['汽车零部件及售后服务展览会', '汽车及零部件', 'QP'],
  ['储能及光伏产业博览会', '新能源', 'CN'],
  ['国际口腔器材展览会', '医疗健康', 'KQ'],
  ['食品饮料及酒店用品展览会', '食品饮料', 'SP'],
  ['国际烘焙展览会', '食品饮料', 'HB'],
  ['茶具及茶空间设计展', '茶及茶文化', 'CJ'],
  ['定制家居博览会', '家居建材', 'DZJ'],
  ['纺织面料及辅料博览会', '纺织服装', 'FZ'],
  ['时尚服装品牌展', '纺织服装', 'SZ'],
  ['原创动漫与潮玩展', '文化创意/动漫', 'CW'],
  ['智慧教育及教育装备展', '教育培训', 'ZJ'],
  ['礼品及家居用品展览会', '消费品', 'LP'],
  ['现代农业博览会', '农业', 'NY'],
  ['物流与供应链博览会', '物流', 'WL'],
  ['进出口商品交易会', '综合', 'JCK'],
  ['集成电路产业博览会', '电子信息', 'JD'],
  ['显示技术及应用展览会', '电子信息', 'XS'],
  ['氢能与燃料电池展览会', '新能源', 'QN'],
  ['康复及养老产业博览会', '医疗健康', 'KY'],
  ['智能网联汽车展览会', '汽车及零部件', 'ZW'],
  ['预制菜产业博览会', '食品饮料', 'YZC'],
  ['陶瓷卫浴展览会', '家居建材', 'TC'],
  ['皮革及鞋业展览会', '纺织服装', 'PG'],
  ['文化旅游产业博览会', '文化创意/动漫', 'WLC'],
  ['国际留学教育展', '教育培训', 'LX'],
  ['珠宝首饰展览会', '消费品', 'ZB'],
  ['花卉园艺展览会', '农业', 'HH'],
  ['冷链物流展览会', '物流', 'LL'],
  ['品牌连锁加盟展', '综合', 'PP'],
  ['激光与光电子展览会', '电子信息', 'JG'],
  ['锂电池技术展览会', '新能源', 'LD'],
  ['医药原料及制药设备展览会', '医疗健康', 'YY'],
  ['包装印刷工业展览会', '机械制造', 'BZ'],
  ['塑料橡胶工业展览会', '机械制造', 'SL'],
  ['酒类博览会', '食品饮料', 'JL'],
  ['照明展览会', '电子信息', 'ZM'],
  ['电子竞技产业博览会', '文化创意/动漫', 'DJS'],
  ['体育用品博览会', '消费品', 'TY'],
  ['水产及海洋经济博览会', '农业', 'SC'],
  ['数字政务与智慧城市展览会', '综合', 'ZC'],
]

const PREFIXES = ['中国（深圳）', '华南', '星港', '粤港澳大湾区', '中国', '亚洲', '深圳国际']
const REGION_WEIGHTS = [
  '华南',
  '华南',
  '华南',
  '华南',
  '华东',
  '华东',
  '华北',
  '华中',
  '西南',
  '港澳台',
  '境外',
]

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九']
/** 1–99 in Chinese numerals (十四, 二十一), as in 第十四届. */
export const chineseNumber = (n: number): string => {
  if (n < 10) return DIGITS[n] ?? ''
  const tens = Math.floor(n / 10)
  return `${tens === 1 ? '' : DIGITS[tens]}十${DIGITS[n % 10]}`
}

const hallsOf = (first: number, count: number): string =>
  Array.from({ length: count }, (_, i) => `${first + i}号馆`).join(',')

const fromProject = (d: TiedDef, p: SeedProject, today: Date): SeedExhibition => {
  const e = {
    guid: d.guid,
    title: p.title,
    projectIdNumber: `ZH-${d.abbr}-${yearOf(p.startTime)}`,
    projectGuid: p.guid,
    industryGuid: p.industryGuid,
    regionGuid: p.regionGuid,
    organiser: d.organiser ?? p.customer,
    homeContractor: d.homeContractor,
    halls: p.halls,
    applyTimeStart: p.loadInTime - d.apply[0] * DAY_MS,
    applyTimeEnd: p.loadInTime - d.apply[1] * DAY_MS,
    loadInTime: p.loadInTime,
    startTime: p.startTime,
    endTime: p.endTime,
    loadOutTime: p.loadOutTime,
    onHome: d.onHome,
    remark: `关联场馆项目 ${p.projectNumber}`,
  }
  return { ...e, status: exhibitionStatusAt(e, today) }
}

/**
 * The demo exhibitions: the venue's own shows (茶博会 first, guid 'exh-tea-2026'), then
 * generated trade shows spread over −90…+180 days until there are `count`. Titles, guids and
 * codes are unique; the same today and seed give the same list.
 */
export const buildExhibitions = (today: Date, count = 48, seed = 20261121): SeedExhibition[] => {
  const projects = new Map(buildProjects(today).map((p) => [p.guid, p]))
  const tied = TIED.map((d) => {
    const p = projects.get(d.projectGuid)
    if (!p) throw new Error(`no project ${d.projectGuid}`)
    return fromProject(d, p, today)
  }).slice(0, count)

  const rng = createRng(seed)
  const order = [...SHOWS.keys()]
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[order[i], order[j]] = [order[j] as number, order[i] as number]
  }
  // Generated shows take only halls that no booked project (first holds) uses on their days.
  const occupancy = new Occupancy()
  for (const p of projects.values()) {
    if (!BOOKED_STATUSES.includes(p.status) || (p.holdLevel ?? 1) > 1) continue
    occupancy.add(
      siteTokens(p.halls),
      daysFrom(today, p.loadInTime),
      daysFrom(today, p.loadOutTime),
    )
  }
  const place = (loadIn: number, span: number, wanted: number) => {
    for (let shift = 0; shift <= 40; shift++) {
      const l = loadIn + (shift % 2 === 0 ? shift / 2 : -(shift + 1) / 2)
      if (l < SEED_WINDOW.fromDay || l + span - 1 > SEED_WINDOW.toDay) continue
      for (let count = wanted; count >= 1; count--) {
        const first = rng.int(1, 10 - count)
        for (let k = 0; k < 10 - count; k++) {
          const start = ((first - 1 + k) % (10 - count)) + 1
          const halls = Array.from({ length: count }, (_, j) => `${start + j}号馆`)
          if (occupancy.isFree(halls, l, l + span - 1)) return { l, halls }
        }
      }
    }
    throw new Error(`no free hall near day ${loadIn}`)
  }

  const generated: SeedExhibition[] = []
  const n = count - tied.length
  for (let i = 0; i < n; i++) {
    const [name, industry, abbr] = SHOWS[
      order[i % order.length] as number
    ] as (typeof SHOWS)[number]
    const round = Math.floor(i / order.length)
    const build = rng.int(2, 3)
    const open = rng.int(3, 4)
    const tear = rng.int(1, 2)
    // Load-in days spread evenly from −88 to about +168 so load-out stays within +180.
    const planned = -88 + Math.floor((i * 252) / Math.max(n, 1)) + rng.int(0, 3)
    const { l: loadIn, halls } = place(planned, build + open + tear, rng.int(1, 4))
    occupancy.add(halls, loadIn, loadIn + build + open + tear - 1)
    const startDay = loadIn + build
    const endDay = startDay + open - 1
    const startTime = dayOffset(today, startDay)
    const year = yearOf(startTime)
    const e = {
      guid: `exh-${abbr.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
      title: `${year}第${chineseNumber(rng.int(2, 28) + round)}届${rng.pick(PREFIXES)}${name}${
        round > 0 ? `（${chineseNumber(round + 1)}期）` : ''
      }`,
      projectIdNumber: `ZH-${abbr}-${year}${round > 0 ? `-${round + 1}` : ''}`,
      projectGuid: null,
      industryGuid: industryGuid(industry),
      regionGuid: regionGuid(rng.pick(REGION_WEIGHTS)),
      organiser: rng.pick(ORGANISERS),
      homeContractor: rng.pick(HOME_CONTRACTORS),
      halls: halls.join(','),
      applyTimeStart: dayOffset(today, loadIn - rng.int(60, 100)),
      applyTimeEnd: dayOffset(today, loadIn - rng.int(5, 15)),
      loadInTime: dayOffset(today, loadIn),
      startTime,
      endTime: dayOffset(today, endDay),
      loadOutTime: dayOffset(today, endDay + tear),
      onHome: i % 15 === 7,
      remark: '',
    }
    generated.push({ ...e, status: exhibitionStatusAt(e, today) })
  }
  return [...tied, ...generated]
}

const CITIES: ReadonlyArray<readonly [name: string, code: string]> = [
  ['深圳', 'SZ'],
  ['广州', 'GZ'],
  ['东莞', 'DG'],
  ['佛山', 'FS'],
  ['珠海', 'ZH'],
  ['厦门', 'XM'],
  ['福州', 'FZ'],
  ['上海', 'SH'],
  ['杭州', 'HZ'],
  ['宁波', 'NB'],
  ['南京', 'NJ'],
  ['苏州', 'SU'],
  ['北京', 'BJ'],
  ['天津', 'TJ'],
  ['青岛', 'QD'],
  ['济南', 'JN'],
  ['郑州', 'ZZ'],
  ['武汉', 'WH'],
  ['长沙', 'CS'],
  ['南昌', 'NC'],
  ['合肥', 'HF'],
  ['成都', 'CD'],
  ['重庆', 'CQ'],
  ['昆明', 'KM'],
  ['西安', 'XA'],
  ['兰州', 'LZ'],
  ['沈阳', 'SY'],
  ['大连', 'DL'],
  ['哈尔滨', 'HE'],
  ['南宁', 'NN'],
]

/**
 * `n` varied exhibitions for the benchmark (docs/product/performance.md "API": 100,000): unique
 * guids ('exh-bulk-000001'), titles and codes; industries, regions and dates (about −3 years to +1
 * year) spread by the seeded generator. Titles never equal a buildExhibitions title.
 */
export const buildExhibitionsBulk = (today: Date, n: number, seed = 1): SeedExhibition[] => {
  const rng = createRng(seed)
  const t0 = startOfDay(today)
  const combos = SHOWS.length * CITIES.length
  const out: SeedExhibition[] = new Array<SeedExhibition>(n)
  for (let i = 0; i < n; i++) {
    const [name, , abbr] = SHOWS[i % SHOWS.length] as (typeof SHOWS)[number]
    const [city, cityCode] = CITIES[
      Math.floor(i / SHOWS.length) % CITIES.length
    ] as (typeof CITIES)[number]
    const edition = Math.floor(i / combos) + 1
    // Whole days are enough here: no seeded time is near a DST switch in China.
    const loadIn = t0 + rng.int(-1100, 400) * DAY_MS
    const startTime = loadIn + rng.int(1, 3) * DAY_MS
    const endTime = startTime + rng.int(1, 4) * DAY_MS
    const loadOutTime = endTime + rng.int(1, 2) * DAY_MS
    const applyTimeStart = loadIn - rng.int(45, 120) * DAY_MS
    const e = {
      guid: `exh-bulk-${String(i + 1).padStart(6, '0')}`,
      title: `${yearOf(startTime)}第${edition}届${city}${name}`,
      projectIdNumber: `ZH-${abbr}-${cityCode}-${String(i + 1).padStart(6, '0')}`,
      projectGuid: null,
      industryGuid: rng.pick(INDUSTRIES).guid,
      regionGuid: rng.pick(REGIONS).guid,
      organiser: rng.pick(ORGANISERS),
      homeContractor: rng.pick(HOME_CONTRACTORS),
      halls: hallsOf(rng.int(1, 6), rng.int(1, 4)),
      applyTimeStart,
      applyTimeEnd: loadIn - rng.int(3, 20) * DAY_MS,
      loadInTime: loadIn,
      startTime,
      endTime,
      loadOutTime,
      onHome: rng.chance(0.001),
      remark: '',
    }
    out[i] = { ...e, status: exhibitionStatusAt(e, today) }
  }
  return out
}
