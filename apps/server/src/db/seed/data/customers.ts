// Fictional organisers and contractors with real naming patterns
// (docs/product/demo-data.md "Customers").

export const CUSTOMERS = {
  pengzhan: '深圳市鹏展国际会展有限公司',
  mechSociety: '广东省机械工程学会',
  huananGroup: '华南国际展览集团有限公司',
  huibo: '上海汇博展览服务有限公司',
  ccpit: '中国国际贸易促进委员会星港市分会',
  commerceBureau: '星港市商务局',
  xinghe: '星河动漫文化传播有限公司',
  tengyuan: '腾远科技股份有限公司',
  talent: '南方人才市场服务中心',
  teaAssociation: '粤港澳茶文化促进会',
} as const

/** Organisers of the generated exhibitions. */
export const ORGANISERS: readonly string[] = [
  CUSTOMERS.pengzhan,
  CUSTOMERS.huananGroup,
  CUSTOMERS.huibo,
  CUSTOMERS.ccpit,
  CUSTOMERS.mechSociety,
  CUSTOMERS.teaAssociation,
  '广州博宇展览有限公司',
  '深圳市华锦国际展览有限公司',
  '北京中展联合会展服务有限公司',
  '浙江金诚会展集团有限公司',
]

/** 主场服务商: the official general-services contractors. */
export const HOME_CONTRACTORS: readonly string[] = [
  '星港国际会展服务有限公司',
  '深圳市匠心展览工程有限公司',
  '广州华艺展示设计有限公司',
  '深圳市鼎盛展览展示有限公司',
  '东莞市博创会展工程有限公司',
]
