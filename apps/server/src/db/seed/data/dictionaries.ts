// Industry and region options of the exhibition search form (docs/product/demo-data.md
// "Dictionaries").
import type { SeedDictOption } from './types.ts'

const options = (prefix: string, values: string[]): SeedDictOption[] =>
  values.map((value, i) => ({
    guid: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    value,
    sort: i + 1,
  }))

/** ind-01 … ind-15. */
export const INDUSTRIES: SeedDictOption[] = options('ind', [
  '机械制造',
  '电子信息',
  '汽车及零部件',
  '新能源',
  '医疗健康',
  '食品饮料',
  '茶及茶文化',
  '家居建材',
  '纺织服装',
  '文化创意/动漫',
  '教育培训',
  '消费品',
  '农业',
  '物流',
  '综合',
])

/** reg-01 … reg-09. */
export const REGIONS: SeedDictOption[] = options('reg', [
  '华南',
  '华东',
  '华北',
  '华中',
  '西南',
  '西北',
  '东北',
  '港澳台',
  '境外',
])

const guidOf = (list: SeedDictOption[], value: string): string => {
  const found = list.find((o) => o.value === value)
  if (!found) throw new Error(`no dictionary value ${value}`)
  return found.guid
}

/** The guid of an industry by its label. */
export const industryGuid = (value: string): string => guidOf(INDUSTRIES, value)
/** The guid of a region by its label. */
export const regionGuid = (value: string): string => guidOf(REGIONS, value)

/** A dictionary of 数据管理: its key, name and (for the new ones) values with tag colours. */
export interface SeedDictType {
  dictType: string
  name: string
  remark: string
  /** Values seeded with the type (value = label); absent when another step seeds them. */
  values?: ReadonlyArray<readonly [label: string, color: string | null]>
}

/**
 * Every dictionary. Other modules read values by these exact keys (site.type holds a
 * `site_type` label, a price its `period_type` and `price_unit`, …).
 */
export const DICT_TYPES: SeedDictType[] = [
  { dictType: 'industry', name: '行业', remark: '展会的所属行业' },
  { dictType: 'region', name: '地区', remark: '展会主办方所在地区' },
  { dictType: 'remark_category', name: '备注分类', remark: '备注模板的分类' },
  {
    dictType: 'site_type',
    name: '场地类型',
    remark: '场地管理的场地类型',
    values: [
      ['展厅', 'blue'],
      ['会议室', 'cyan'],
      ['多功能厅', 'purple'],
      ['登录厅', 'geekblue'],
      ['室外场地', 'green'],
      ['停车场', 'default'],
    ],
  },
  {
    dictType: 'resource_type',
    name: '资源类型',
    remark: '资源管理的资源类型',
    values: [
      ['LED屏', 'magenta'],
      ['广告位', 'orange'],
      ['停车区', 'default'],
      ['设备', 'cyan'],
    ],
  },
  {
    dictType: 'period_type',
    name: '档期类型',
    remark: '价格与档期的时段类型',
    values: [
      ['布展', 'gold'],
      ['展期', 'green'],
      ['撤展', 'volcano'],
      ['会议', 'blue'],
      ['活动', 'purple'],
    ],
  },
  {
    dictType: 'price_unit',
    name: '计价单位',
    remark: '价格管理的计价单位',
    values: [
      ['元/㎡/天', null],
      ['元/天', null],
      ['元/场·半天', null],
      ['元/小时', null],
    ],
  },
  {
    dictType: 'contract_type',
    name: '合同类型',
    remark: '合同模板与合同的类型',
    values: [
      ['场地租赁合同', 'blue'],
      ['会议服务合同', 'cyan'],
      ['补充协议', 'orange'],
      ['框架协议', 'purple'],
    ],
  },
  {
    dictType: 'file_category',
    name: '文件分类',
    remark: '文件模板与附件的分类',
    values: [
      ['合同附件', 'blue'],
      ['营业执照', 'green'],
      ['展位图', 'purple'],
      ['安全方案', 'volcano'],
      ['报价单', 'gold'],
      ['其他', 'default'],
    ],
  },
]

/**
 * The dictionaries of 客户管理 (issue 13), seeded by their own step so that a database
 * seeded before them gains them too.
 */
export const CUSTOMER_DICT_TYPES: SeedDictType[] = [
  {
    dictType: 'customer_type',
    name: '客户类型',
    remark: '客户管理的客户类型',
    values: [
      ['主办单位', 'blue'],
      ['承办单位', 'cyan'],
      ['政府机关', 'red'],
      ['行业协会', 'purple'],
      ['企业', 'green'],
      ['演艺经纪', 'magenta'],
    ],
  },
  {
    dictType: 'customer_source',
    name: '客户来源',
    remark: '客户从何而来',
    values: [
      ['老客户', null],
      ['展会推荐', null],
      ['官网咨询', null],
      ['行业协会', null],
      ['政府引荐', null],
      ['电话开发', null],
    ],
  },
  {
    dictType: 'follow_method',
    name: '跟进方式',
    remark: '客户与商机跟进记录的方式',
    values: [
      ['电话', null],
      ['拜访', null],
      ['微信', null],
      ['邮件', null],
      ['会议', null],
    ],
  },
]
