// The 星港 sites, their relations, schedule templates and the holiday map
// (docs/product/demo-data.md "Venue", "Holiday map"; docs/product/system.md "Site",
// "Schedule template").

/** A schedule template: a named list of day-parts ('08:00', '12:00', width px, text). */
export interface SeedTemplate {
  name: string
  isDefault: boolean
  parts: ReadonlyArray<readonly [string, string, number, string]>
}

export const TEMPLATES: SeedTemplate[] = [
  {
    name: '标准三段',
    isDefault: true,
    parts: [
      ['08:00', '12:00', 48, '上午'],
      ['12:00', '18:00', 48, '下午'],
      ['18:00', '22:00', 48, '晚上'],
    ],
  },
  { name: '展厅全天', isDefault: false, parts: [['08:00', '20:00', 96, '全天']] },
  {
    name: '布展加班',
    isDefault: false,
    parts: [
      ['08:00', '18:00', 72, '布展'],
      ['18:00', '22:00', 48, '加班'],
    ],
  },
]

export interface SeedSite {
  guid: string
  code: string
  name: string
  /** '' on groups. */
  type: string
  area: number | null
  /** The group's code; null for a group. */
  group: string | null
  template: string | null
}

const group = (code: string, name: string): SeedSite => ({
  guid: `site-${code}`,
  code,
  name,
  type: '',
  area: null,
  group: null,
  template: null,
})
const site = (
  code: string,
  name: string,
  type: string,
  area: number | null,
  parent: string,
  template = '标准三段',
): SeedSite => ({ guid: `site-${code}`, code, name, type, area, group: parent, template })

const hall = (n: number) =>
  site(
    `h${n}`,
    `${n}号馆`,
    '展厅',
    n <= 4 ? 20_000 : n <= 8 ? 10_000 : 30_000,
    'g-hall',
    '展厅全天',
  )
const room = (n: number) =>
  site(`r${n}`, `会议室${n}`, '会议室', [60, 80, 120, 150, 200, 300][n % 6] ?? 80, 'g-meeting')

/** Groups first, each followed by its sites, in the grid's order. */
export const SITES: SeedSite[] = [
  group('g-hall', '展厅区'),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(hall),
  group('g-lobby', '登录大厅'),
  site('lobby-s', '南登录大厅', '登录厅', 6_000, 'g-lobby'),
  site('lobby-n', '北登录大厅', '登录厅', 4_500, 'g-lobby'),
  group('g-meeting', '会议区'),
  site('mph', '多功能厅', '多功能厅', 3_200, 'g-meeting'),
  site('mph-a', '多功能厅A', '多功能厅', 1_100, 'g-meeting'),
  site('mph-b', '多功能厅B', '多功能厅', 1_100, 'g-meeting'),
  site('mph-c', '多功能厅C', '多功能厅', 1_000, 'g-meeting'),
  site('hall-intl', '国际报告厅', '会议室', 1_200, 'g-meeting'),
  ...Array.from({ length: 12 }, (_, i) => room(201 + i)),
  group('g-vip', '贵宾室'),
  ...[1, 2, 3].map((n) => site(`vip${n}`, `贵宾室VIP${n}`, '会议室', 80, 'g-vip')),
  group('g-outdoor', '室外区'),
  site('plaza-e', '东广场', '室外场地', 20_000, 'g-outdoor', '展厅全天'),
  site('plaza-w', '西广场', '室外场地', 15_000, 'g-outdoor', '展厅全天'),
  group('g-parking', '停车场'),
  site('p1', 'P1停车场', '停车场', 12_000, 'g-parking', '展厅全天'),
  site('p2', 'P2停车场', '停车场', 8_000, 'g-parking', '展厅全天'),
  site('truck', '货车轮候区', '停车场', 6_000, 'g-parking', '展厅全天'),
]

/** The guid of the site named `name` (as projects' halls text names them). */
export const siteGuidByName = new Map(SITES.map((s) => [s.name, s.guid]))

/** 多功能厅 is A, B and C together: booking one blocks the others (both directions stored). */
export const SITE_RELATIONS: Array<readonly [string, string]> = ['mph-a', 'mph-b', 'mph-c'].flatMap(
  (part) => [['site-mph', `site-${part}`] as const, [`site-${part}`, 'site-mph'] as const],
)

/** The hall closed for maintenance for two weeks inside the window (the disable flag). */
export const DISABLED_HALL = { name: '7号馆', days: 14, reason: '地坪维修' } as const

export interface SeedFestival {
  date: string
  kind: 'holiday' | 'workday'
  text: string
  color: string
}

const HOLIDAY_RED = '#f5222d'
const WORKDAY_GREY = '#8c8c8c'

/** 2026 official holidays (inclusive ranges) and make-up workdays (调休上班). */
const HOLIDAYS_2026: Array<readonly [string, string, string, string[]]> = [
  ['元旦', '01-01', '01-03', ['01-04']],
  ['春节', '02-15', '02-23', ['02-14', '02-28']],
  ['清明节', '04-04', '04-06', []],
  ['劳动节', '05-01', '05-05', ['05-09']],
  ['端午节', '06-19', '06-21', []],
  ['中秋节', '09-25', '09-27', []],
  ['国庆节', '10-01', '10-07', ['09-20', '10-10']],
]

export const buildFestivals = (): SeedFestival[] =>
  HOLIDAYS_2026.flatMap(([text, from, to, workdays]) => {
    const days: SeedFestival[] = []
    for (
      let d = Date.parse(`2026-${from}T00:00:00Z`);
      d <= Date.parse(`2026-${to}T00:00:00Z`);
      d += 86_400_000
    ) {
      days.push({
        date: new Date(d).toISOString().slice(0, 10),
        kind: 'holiday',
        text,
        color: HOLIDAY_RED,
      })
    }
    for (const w of workdays) {
      days.push({ date: `2026-${w}`, kind: 'workday', text: '调休上班', color: WORKDAY_GREY })
    }
    return days
  })
