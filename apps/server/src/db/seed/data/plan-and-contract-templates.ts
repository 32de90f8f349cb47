// 付款计划模板 and 合同模板 seed (docs/product/system.md "Payment plan template",
// "Contract template").
import type { Instalment } from '@app/contracts'

export const PAYMENT_PLANS: ReadonlyArray<{
  name: string
  instalments: Instalment[]
  remark: string
}> = [
  {
    name: '标准三期付款',
    instalments: [
      { type: '首付款', ratio: 30, anchor: '签约后', offsetDays: 7 },
      { type: '进度款', ratio: 60, anchor: '进馆前', offsetDays: 30 },
      { type: '尾款', ratio: 10, anchor: '撤馆后', offsetDays: 15 },
    ],
    remark: '签约后7日内30%，进馆前30日60%，撤馆后15日10%',
  },
  {
    name: '会议一次付清',
    instalments: [{ type: '首付款', ratio: 100, anchor: '进馆前', offsetDays: 7 }],
    remark: '中小型会议',
  },
  {
    name: '定金加尾款',
    instalments: [
      { type: '定金', ratio: 20, anchor: '签约后', offsetDays: 3 },
      { type: '尾款', ratio: 80, anchor: '进馆前', offsetDays: 15 },
    ],
    remark: '',
  },
]

const p = (text: string) => `<p>${text}</p>`

export const CONTRACT_TEMPLATES: ReadonlyArray<{
  name: string
  contractType: string
  content: string
}> = [
  {
    name: '展览场地租赁合同',
    contractType: '场地租赁合同',
    content: [
      '<p><strong>展览场地租赁合同</strong></p>',
      p('甲方（出租方）：本场馆运营管理有限公司'),
      p('乙方（承租方）：{客户名称}'),
      p('第一条 乙方租用甲方场地举办“{项目名称}”，租用场地及档期如下：'),
      p('{场地明细}'),
      p('第二条 合同总金额为人民币{合同金额大写}，按付款计划分期支付。'),
      p('第三条 布展、撤展期间 18:00 以后的加班费用按场馆收费标准另行计算。'),
      p('第四条 单场人数超过 1000 人的活动，乙方须于开幕前 20 日完成公安报备。'),
    ].join(''),
  },
  {
    name: '会议场地服务合同',
    contractType: '会议服务合同',
    content: [
      '<p><strong>会议场地服务合同</strong></p>',
      p('委托方：{客户名称}'),
      p('会议名称：{项目名称}'),
      p('会议场地：{场地明细}'),
      p('服务费用合计：人民币{合同金额大写}。'),
    ].join(''),
  },
  {
    name: '档期变更补充协议',
    contractType: '补充协议',
    content: [
      p('经双方协商，就“{项目名称}”的场地档期变更如下：'),
      p('{场地明细}'),
      p('变更后合同金额为人民币{合同金额大写}，其他条款不变。'),
    ].join(''),
  },
]
