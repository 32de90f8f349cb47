/** The dictionary `remark_category` (数据管理), with the colours of its tags. */
export const REMARK_CATEGORIES = [
  { label: '档期', color: 'blue' },
  { label: '合同', color: 'green' },
  { label: '财务', color: 'orange' },
] as const

/**
 * 备注模板 (docs/product/system.md "Remark template"): notes staff paste into
 * bookings and contracts.
 */
export const REMARK_TEMPLATES = [
  { name: '第二意向顺延', category: '档期', content: '本档期为第二意向，第一意向释放后顺延' },
  { name: '第三意向顺延', category: '档期', content: '本档期为第三意向，前序意向均释放后顺延' },
  { name: '待签约锁定', category: '档期', content: '合同审核中，档期锁定至合同签订，逾期自动释放' },
  { name: '保留期七天', category: '档期', content: '预定保留 7 天，请于到期前确认，逾期不再保留' },
  {
    name: '加班费另计',
    category: '合同',
    content: '布展、撤展期间 18:00 以后的加班费用按场馆收费标准另行计算',
  },
  {
    name: '押金退还',
    category: '财务',
    content: '履约保证金于撤馆验收无损坏后 15 个工作日内无息退还',
  },
  {
    name: '大型活动报备',
    category: '合同',
    content: '单场人数超过 1000 人的活动，须于开幕前 20 日完成公安报备',
  },
] as const
