// Favourite views and messages of the demo accounts (venue system only, docs/product/shell.md
// "Favourite views").
import { DAY_MS } from './dates.ts'
import { ALL_MENUS } from './menus.ts'
import { buildProjects } from './projects.ts'
import { createRng } from './random.ts'
import type { SeedFavouriteView, SeedMessage, SeedMessageKind } from './types.ts'

/** A favourite view of a venue page: module = its menu group, topic = the page's name. */
const fav = (path: string): SeedFavouriteView => {
  const page = ALL_MENUS.find(
    (m) => m.systemCode === 'venue' && m.menuType === 'C' && m.path === path,
  )
  const group = ALL_MENUS.find((m) => m.id === page?.parentId)
  if (!page || !group) throw new Error(`no venue page ${path}`)
  return { modelName: group.menuName, topicName: page.menuName, frontSign: path }
}

/** Favourite views per userName; only venue users have them (views are venue-only). */
export const buildFavouriteViews = (): Record<string, SeedFavouriteView[]> => ({
  admin: [
    fav('/project/projectInfo'),
    fav('/schedules/Date'),
    fav('/contractManagement/contractManagement'),
    fav('/system/user'),
    fav('/system/role'),
    fav('/reportManagement/venueUtilization'),
  ],
  zhangwei: [
    fav('/project/projectInfo'),
    fav('/schedules/Date'),
    fav('/customer/salesOpportunity'),
    fav('/contractManagement/contractManagement'),
    fav('/schedules/reservationConflict'),
  ],
  wangfang: [
    fav('/financialManagement/paymentRecords'),
    fav('/financialManagement/accountreceivable'),
    fav('/financialManagement/proformaInvoice'),
    fav('/contractManagement/contractPaymentPlan'),
  ],
  zhaomin: [
    fav('/financialManagement/refundAudit'),
    fav('/contractManagement/contractPaymentStatistics'),
    fav('/financialManagement/reconciliationSettlement'),
    fav('/reportManagement/incomeAnalysis'),
  ],
  liuyang: [
    fav('/schedules/Date'),
    fav('/schedules/dailyReservation'),
    fav('/taskManagement/myTasks'),
    fav('/taskManagement/meetingExhibitionForecast'),
  ],
  zhouting: [
    fav('/contractManagement/contractManagement'),
    fav('/contractManagement/contractAuditRecord'),
    fav('/system/contractTemplate'),
  ],
  huangjun: [
    fav('/contractManagement/contractManagement'),
    fav('/schedules/reservationConflict'),
    fav('/reportManagement/venueUtilization'),
  ],
})

type Draft = readonly [kind: SeedMessageKind, title: string, content: string, link: string | null]

/**
 * Messages per userName, 8–20 each, newest first, spread over the 30 days before `today`; the
 * newest few unread. Links are venue pages the user holds, or null (credential and service
 * staff: messages are shown in the venue system only).
 */
export const buildMessages = (today: Date, seed = 7): Record<string, SeedMessage[]> => {
  const y = today.getFullYear()
  const projects = new Map(buildProjects(today).map((p) => [p.guid, p.title]))
  const t = (guid: string) => projects.get(guid) ?? guid
  const tea = t('prj-tea-expo')
  const anime = t('prj-anime-expo')
  const nev = t('prj-nev-expo')
  const medical = t('prj-medical-expo')
  const pet = t('prj-pet-expo')
  const robot = t('prj-robot-expo')
  const jobFair = t('prj-job-fair')

  const common: Draft[] = [
    [
      'notice',
      '4.3.7版本上线预告',
      '近日上线：新增预订冲突分级提示；优化合同审核流程。上线当晚22:00起系统短暂不可用。',
      null,
    ],
    [
      'notice',
      `关于做好${tea}期间安全保障工作的通知`,
      '请各部门按安保方案落实进馆、开展、撤馆各阶段的值守安排。',
      null,
    ],
    ['notice', '系统维护通知', '本周六22:00–24:00进行数据库维护，期间系统可能短暂不可用。', null],
  ]

  const pools: Record<string, Draft[]> = {
    zhangwei: [
      [
        'audit',
        `合同HT-${y}-0087已通过财务审核`,
        `${tea}场地租赁合同已流转至法务审核节点。`,
        '/contractManagement/contractManagement',
      ],
      [
        'warning',
        '档期冲突提醒',
        `${nev}：1–4号馆及东广场存在第一意向与第二意向重叠，请与客户沟通。`,
        '/schedules/reservationConflict',
      ],
      [
        'task',
        '申报文件即将到期',
        `${anime}：大型群众性活动安全许可需在开展前20天提交，当前未上传。`,
        '/project/declarationFile',
      ],
      [
        'warning',
        '预订即将释放',
        `${jobFair}：5号馆预定将于3天后到期释放，请确认是否续期。`,
        '/schedules/Date',
      ],
      [
        'task',
        '商机跟进提醒',
        '商机「星港智能家居新品发布会」已7天未跟进。',
        '/customer/salesOpportunity',
      ],
      [
        'warning',
        '分期款即将到期',
        `合同HT-${y}-0087 第2期进度款¥1,200,000将于7天后到期。`,
        '/contractManagement/contractPaymentPlan',
      ],
      [
        'audit',
        `优惠申请YH-${y}-0012已驳回`,
        '驳回意见：折扣低于价格底线，请补充客户历史合作说明后重新提交。',
        '/project/discountManagement',
      ],
      [
        'task',
        '会议布置需求待确认',
        `${t('prj-digital-forum')}：国际报告厅舞台与同传设备需求待客户确认。`,
        '/taskManagement/myTasks',
      ],
    ],
    wangfang: [
      [
        'warning',
        '分期款即将到期',
        `合同HT-${y}-0087 第2期进度款¥1,200,000将于7天后到期。`,
        '/contractManagement/contractPaymentPlan',
      ],
      [
        'warning',
        '分期款已逾期',
        `合同HT-${y}-0064 尾款¥180,000已逾期12天。`,
        '/financialManagement/accountreceivable',
      ],
      [
        'task',
        '收款待认领',
        `收款记录SK-${y}-0311（¥300,000，星港市商务局）待认领到合同分期。`,
        '/financialManagement/paymentRecords',
      ],
      [
        'task',
        '形式发票已确认',
        `形式发票PI-${y}-0042客户已确认，请转开正式发票。`,
        '/financialManagement/proformaInvoice',
      ],
      [
        'task',
        '对账结算单待确认',
        `对账结算单JS-${y}-0019已发送客户，等待确认。`,
        '/financialManagement/reconciliationSettlement',
      ],
      [
        'audit',
        '退款申请已通过',
        `退款申请TK-${y}-0008已审批通过，请办理退款并登记银行流水号。`,
        '/financialManagement/refundAudit',
      ],
      [
        'notice',
        '收入明细已生成',
        '上月收入明细已按确认月份生成，请核对。',
        '/financialManagement/incomeDetails',
      ],
    ],
    zhaomin: [
      [
        'audit',
        `合同HT-${y}-0093待您审核`,
        `${medical}场地租赁合同已到财务审核节点。`,
        '/contractManagement/contractManagement',
      ],
      [
        'audit',
        `退款申请TK-${y}-0011待您审核`,
        `${pet}取消退款¥85,000，已扣除违约金。`,
        '/financialManagement/refundAudit',
      ],
      [
        'audit',
        '优惠申请待您审核',
        `${medical}：场租折扣低于底价，需财务审核。`,
        '/project/discountManagement',
      ],
      [
        'audit',
        '项目取消待您审核',
        `${pet}：客户原因取消，按合同没收档期保证金。`,
        '/project/projectCancel',
      ],
      [
        'warning',
        '2笔分期款已逾期',
        '合计¥420,000，已超过30天的1笔。',
        '/contractManagement/contractPaymentStatistics',
      ],
      [
        'notice',
        '合同回款报表已更新',
        '本月合同回款率86.4%。',
        '/reportManagement/contractCollection',
      ],
    ],
    liuyang: [
      [
        'warning',
        '档期冲突提醒',
        '多功能厅与多功能厅A存在关联场地重叠，请协调。',
        '/schedules/reservationConflict',
      ],
      [
        'task',
        '进馆前安全检查',
        `${tea}：进馆前消防通道与电箱安全检查任务已指派给您。`,
        '/taskManagement/myTasks',
      ],
      ['notice', '场地停用', '7号馆地坪维修，停用两周。', '/system/site'],
      [
        'task',
        '会展预告',
        '未来7天有3场活动进馆，请安排保洁、安保与工程值班。',
        '/taskManagement/meetingExhibitionForecast',
      ],
      [
        'task',
        '申报文件待审核',
        `${tea}：安全工作方案及应急预案已提交。`,
        '/project/declarationFile',
      ],
      ['warning', '加班申请待审核', `${robot}：今晚18–21点加班申请12单待审核。`, null],
      ['notice', '每日预订日报', '今日预订日报已生成。', '/schedules/dailyReservation'],
    ],
    zhouting: [
      [
        'audit',
        `合同HT-${y}-0087待您审核`,
        `${tea}场地租赁合同，金额¥3,860,000，已到法务审核节点。`,
        '/contractManagement/contractManagement',
      ],
      [
        'audit',
        `服务商合同FW-${y}-0021待您审核`,
        '保洁外包服务合同（支出类），期限一年。',
        '/contractManagement/serviceProviderContract',
      ],
      ['audit', '项目取消待法务审核', `${pet}：请审核违约金条款的适用。`, '/project/projectCancel'],
      [
        'notice',
        '合同模板已更新',
        `《场地租赁合同（${y}版）》已更新违约条款。`,
        '/system/contractTemplate',
      ],
      [
        'task',
        `合同HT-${y}-0079已重新提交`,
        '驳回后已修改付款条款并重新提交。',
        '/contractManagement/contractAuditRecord',
      ],
    ],
    huangjun: [
      [
        'audit',
        `合同HT-${y}-0087待您审批`,
        `${tea}场地租赁合同已到分管领导节点。`,
        '/contractManagement/contractManagement',
      ],
      [
        'audit',
        '优惠申请待您审批',
        `${medical}：场租减免¥180,000，低于底价。`,
        '/project/discountManagement',
      ],
      ['audit', '退款申请待您审批', `${pet}取消退款¥85,000。`, '/financialManagement/refundAudit'],
      [
        'warning',
        '档期冲突提醒',
        `${nev}：两家客户争抢同一档期。`,
        '/schedules/reservationConflict',
      ],
      [
        'notice',
        '场馆利用率报表已生成',
        '上月展厅利用率71.2%，同比上升5.3个百分点。',
        '/reportManagement/venueUtilization',
      ],
      [
        'notice',
        '会展预告周报',
        '下周进馆2场、开展3场、撤馆1场。',
        '/taskManagement/meetingExhibitionForecast',
      ],
    ],
    chenguodong: [
      [
        'audit',
        `合同待您审批`,
        `${medical}场地租赁合同金额超过¥3,000,000，审批链含总经理节点。`,
        '/contractManagement/contractManagement',
      ],
      [
        'notice',
        '合同收款周报',
        '本周到期款项6笔，逾期2笔，请关注回款。',
        '/contractManagement/contractPaymentStatistics',
      ],
      [
        'warning',
        '应收账款账龄提醒',
        '超过90天的应收账款1笔，请财务部跟进。',
        '/financialManagement/accountreceivable',
      ],
      [
        'notice',
        '场馆利用率报表已生成',
        '上月展厅利用率71.2%，同比上升5.3个百分点。',
        '/reportManagement/venueUtilization',
      ],
      ['notice', '经营例会', '本周五上午召开月度经营分析会。', null],
    ],
    sunli: [
      ['audit', '人员证件待审核', `${tea}：新增86条人员证件申请。`, null],
      ['warning', '黑名单命中', '3条人员证件申请命中黑名单，需人工审核。', null],
      ['audit', '车辆证件待审核', '布撤展货车证申请12条待审核。', null],
      ['notice', '证件类型已更新', '施工证有效期调整为布展期+撤展期。', null],
      ['task', '证件重新审核', '2条已驳回的申请修改后重新提交。', null],
    ],
    wuqiang: [
      ['task', '制证批次待打印', `制证批次ZZ-${y}1121-03待打印（120张）。`, null],
      ['warning', '车辆押金超时', '粤B·7K3M2 装卸区停留132分钟，超时42分钟，待扣款。', null],
      ['task', '布展证待领取', `${tea}：186张布展证已制证，待领取。`, null],
      ['notice', '塑封机维护', '制证室塑封机本周五上午维护。', null],
      ['warning', '废证登记', '昨日废证5张，请登记原因。', null],
    ],
    lina: [
      ['audit', '用户审核', '深圳市匠心展览工程有限公司提交搭建商资质，待审核。', null],
      ['task', '报馆单待确认', `${tea}：展位1H-A012特装报馆图纸已上传。`, null],
      ['task', '加班申请', '今晚18–21点加班申请8单。', null],
      ['warning', '押金退还待处理', '12笔施工押金待退还，其中2笔需扣除清场费用。', null],
      ['task', '服务订单待确认', '电箱380V/32A订单6单待确认。', null],
    ],
  }

  const now = today.getTime()
  const rng = createRng(seed)
  const place = (userName: string, drafts: Draft[]): SeedMessage[] =>
    drafts.map(([kind, title, content, link], i) => {
      // Newest first, evenly over the last 30 days with a few hours of jitter.
      const createdAt =
        now - Math.floor(((i + 0.5) * 29 * DAY_MS) / drafts.length) - rng.int(0, 3) * 3_600_000
      const read = i >= 3 && rng.chance(0.75)
      return {
        guid: `msg-${userName}-${String(i + 1).padStart(2, '0')}`,
        title,
        content,
        kind,
        link,
        read,
        readAt: read ? Math.min(now, createdAt + rng.int(1, 20) * 3_600_000) : null,
        createdAt,
      }
    })

  const out: Record<string, SeedMessage[]> = {}
  for (const [userName, pool] of Object.entries(pools)) {
    out[userName] = place(userName, interleave(pool, common))
  }
  // The administrator sees a sample of everyone's venue work: 20 messages.
  const adminPool = Object.values(pools)
    .flat()
    .filter((d) => d[3] !== null)
  out.admin = place(
    'admin',
    interleave(adminPool.filter((_, i) => i % 2 === 0).slice(0, 17), common),
  )
  return out
}

/** The pool with the common notices spread through it. */
const interleave = (pool: Draft[], common: Draft[]): Draft[] => {
  const out = [...pool]
  common.forEach((c, i) => out.splice(Math.min(out.length, 2 + i * 3), 0, c))
  return out
}
