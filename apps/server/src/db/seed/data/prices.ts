// 价格管理 seed (docs/product/demo-data.md "Prices"): realistic prices of a large venue, valid for
// the seed's calendar year.

export interface SeedPrice {
  /** The site's seed guid (sites.ts: site-h1, site-mph, …). */
  siteGuid: string
  periodType: '布展' | '展期' | '撤展' | '会议' | '活动'
  unit: '元/㎡/天' | '元/天' | '元/场·半天' | '元/小时'
  standardPrice: number
  floorPrice: number
  holidayFactor: number
  remark: string
}

const halls = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n): SeedPrice[] => [
  {
    siteGuid: `site-h${n}`,
    periodType: '展期',
    unit: '元/㎡/天',
    standardPrice: 12,
    floorPrice: 10,
    holidayFactor: 1.2,
    remark: '',
  },
  {
    siteGuid: `site-h${n}`,
    periodType: '布展',
    unit: '元/㎡/天',
    standardPrice: 6,
    floorPrice: 5,
    holidayFactor: 1,
    remark: '撤展同价',
  },
  {
    siteGuid: `site-h${n}`,
    periodType: '撤展',
    unit: '元/㎡/天',
    standardPrice: 6,
    floorPrice: 5,
    holidayFactor: 1,
    remark: '',
  },
])

const plazas = ['site-plaza-e', 'site-plaza-w'].map((siteGuid): SeedPrice => ({
  siteGuid,
  periodType: '活动',
  unit: '元/㎡/天',
  standardPrice: 5,
  floorPrice: 4,
  holidayFactor: 1.5,
  remark: '室外场地',
}))

const rooms = Array.from({ length: 12 }, (_, i): SeedPrice => ({
  siteGuid: `site-r${201 + i}`,
  periodType: '会议',
  unit: '元/场·半天',
  // 1,500–5,000 by size: the larger rooms cost more
  standardPrice: [1_500, 2_000, 2_800, 3_500, 4_200, 5_000][(201 + i) % 6] ?? 1_500,
  floorPrice: [1_200, 1_600, 2_200, 2_800, 3_400, 4_000][(201 + i) % 6] ?? 1_200,
  holidayFactor: 1,
  remark: '',
}))

export const PRICES: SeedPrice[] = [
  ...halls,
  {
    siteGuid: 'site-mph',
    periodType: '会议',
    unit: '元/天',
    standardPrice: 38_000,
    floorPrice: 32_000,
    holidayFactor: 1.2,
    remark: '含A、B、C三厅',
  },
  {
    siteGuid: 'site-hall-intl',
    periodType: '会议',
    unit: '元/场·半天',
    standardPrice: 18_000,
    floorPrice: 15_000,
    holidayFactor: 1.2,
    remark: '',
  },
  ...rooms,
  ...[1, 2, 3].map((n): SeedPrice => ({
    siteGuid: `site-vip${n}`,
    periodType: '会议',
    unit: '元/场·半天',
    standardPrice: 1_000,
    floorPrice: 800,
    holidayFactor: 1,
    remark: '贵宾接待',
  })),
  ...plazas,
]
