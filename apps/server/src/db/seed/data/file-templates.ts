// 文件模板 for organisers (docs/product/domain.md "Declaration files"): the forms of the
// declaration checklist, each a small .xlsx to fill, by category (dictionary file_category).

export interface SeedFileTemplate {
  name: string
  category: '营业执照' | '展位图' | '安全方案' | '合同附件' | '报价单' | '其他'
  /** When it is due, for the checklist's reader. */
  remark: string
  /** The form's rows: what the organiser fills in. */
  fields: string[]
  /** Its checklist item must be there (必填). */
  required: boolean
  /** Due this many days before the opening; null: a download only, no checklist item. */
  dueDays: number | null
}

export const FILE_TEMPLATES: SeedFileTemplate[] = [
  {
    name: '主办单位资质登记表',
    category: '营业执照',
    remark: '附营业执照副本复印件，开幕前 30 天提交',
    fields: ['主办单位名称', '统一社会信用代码', '法定代表人', '联系人及电话', '营业执照有效期'],
    required: true,
    dueDays: 30,
  },
  {
    name: '办展批文/备案信息表',
    category: '其他',
    remark: '开幕前 30 天提交',
    fields: ['展会名称', '批准/备案机关', '批准文号', '举办日期', '举办地点'],
    required: true,
    dueDays: 30,
  },
  {
    name: '大型群众性活动安全许可申请表',
    category: '安全方案',
    remark: '预计观众 1,000 人次以上的活动须办理，开幕前 20 天提交公安机关',
    fields: ['活动名称', '预计人数', '活动时间', '安全责任人', '安全保卫工作方案编号'],
    required: true,
    dueDays: 20,
  },
  {
    name: '安全工作方案及应急预案',
    category: '安全方案',
    remark: '开幕前 20 天提交',
    fields: ['安全组织架构', '人员疏散路线', '消防器材布置', '医疗救护点', '应急联络表'],
    required: true,
    dueDays: 20,
  },
  {
    name: '展位平面图提交单',
    category: '展位图',
    remark: '附 CAD 平面图，开幕前 25 天提交',
    fields: ['展馆', '展位数量', '标准展位面积（㎡）', '特装展位面积（㎡）', '消防通道宽度（m）'],
    required: true,
    dueDays: 25,
  },
  {
    name: '公众责任险投保确认单',
    category: '合同附件',
    remark: '开幕前 15 天提交保单复印件',
    fields: ['保险公司', '保单号', '保险期间', '每次事故赔偿限额', '累计赔偿限额'],
    required: true,
    dueDays: 15,
  },
  {
    name: '消防报备登记表',
    category: '安全方案',
    remark: '开幕前 15 天提交',
    fields: ['报备单位', '特装搭建面积（㎡）', '使用电量（kW）', '易燃材料说明', '消防负责人'],
    required: true,
    dueDays: 15,
  },
  {
    name: '主场搭建商资质登记表',
    category: '合同附件',
    remark: '附资质证书，进馆前 10 天提交',
    fields: ['搭建商名称', '资质等级', '高空作业人员数', '施工负责人', '进场日期'],
    required: true,
    dueDays: 10,
  },
  {
    name: '场地租赁报价单',
    category: '报价单',
    remark: '签约前确认',
    fields: ['场地', '时段类型', '天数', '单价', '金额'],
    required: false,
    dueDays: null,
  },
]
