// Industry and region options of the exhibition search form (domain.md §3 "Dictionaries").
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
