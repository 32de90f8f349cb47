// The menu trees of the three subsystems (docs/product/routes.md). Ids are written out for the M
// groups and C pages so they stay stable (venue 1000–1999, service 2000–2999, credential
// 3000–3999); F button ids follow from their page (see buttonId).
import { PERMISSIONS } from '@app/contracts'
import type { FlatMenu, SeedMenu, SeedSystem, SeedSystemCode } from './types.ts'

type Catalogue = typeof PERMISSIONS
type Action = { [R in keyof Catalogue]: keyof Catalogue[R] }[keyof Catalogue]
type Resource = Readonly<Record<string, string>>

/** The F button name of each catalogue action (a compile error when an action has none). */
const ACTION_LABELS: Record<Action, string> = {
  list: '列表查询',
  query: '详情查看',
  add: '新增',
  edit: '修改',
  remove: '删除',
  export: '导出',
  import: '导入',
  home: '首页展示',
  copy: '复制配置',
  unlock: '账户解锁',
  upload: '上传',
  download: '下载',
  audit: '审核',
  submit: '提交审核',
  withdraw: '撤回',
  sign: '签订归档',
  evaluate: '服务评价',
  handle: '协调处理',
  ignore: '忽略',
  follow: '跟进',
  convert: '转为项目',
  claim: '认领',
  issue: '开具',
  void: '作废',
  confirm: '确认',
  pay: '确认退款',
  read: '标记已读',
  feedback: '反馈',
  close: '关闭',
  print: '打印',
  resetPwd: '重置密码',
  disable: '停用',
  freeze: '冻结',
  voucher: '凭证审核',
  cancel: '取消订单',
  invoice: '开票',
  refund: '退款',
  collect: '收取押金',
  deduct: '超时扣款',
  make: '制证',
  receive: '领证',
  reissue: '补办',
  sensitive: '查看完整证件号',
  mobile: '查看完整手机号',
}

/**
 * F ids: base + 300 + 10 × (page id − base − 100) + index, so a page (ids base+100…base+169)
 * owns ten button ids and every subsystem stays inside its thousand.
 */
const buttonId = (pageId: number, index: number): number => {
  const base = Math.floor(pageId / 1000) * 1000
  const slot = pageId - base - 100
  if (slot < 0 || slot >= 70) throw new Error(`page id ${pageId} outside its range`)
  if (index >= 10) throw new Error(`page ${pageId} has more than 10 buttons`)
  return base + 300 + slot * 10 + index
}

interface PageOptions {
  hidden?: boolean
  /** Buttons of another resource's permissions, after the page's own. */
  extraButtons?: ReadonlyArray<{ menuName: string; perms: string }>
}

const page = (
  id: number,
  path: string,
  menuName: string,
  resource: Resource | null,
  options: PageOptions = {},
): Omit<SeedMenu, 'sort'> => {
  const own = Object.entries(resource ?? {}).map(([action, perms]) => ({
    menuName: ACTION_LABELS[action as Action],
    perms,
  }))
  const buttons: SeedMenu[] = [...own, ...(options.extraButtons ?? [])].map((b, i) => ({
    id: buttonId(id, i),
    menuName: b.menuName,
    path: '',
    menuType: 'F',
    perms: b.perms,
    sort: i + 1,
  }))
  return {
    id,
    menuName,
    path,
    menuType: 'C',
    ...(options.hidden ? { hidden: true } : {}),
    ...(buttons.length > 0 ? { children: buttons } : {}),
  }
}

const group = (
  id: number,
  path: string,
  menuName: string,
  icon: string,
  pages: Array<Omit<SeedMenu, 'sort'>>,
  options: PageOptions = {},
): Omit<SeedMenu, 'sort'> => ({
  id,
  menuName,
  path,
  menuType: 'M',
  icon,
  ...(options.hidden ? { hidden: true } : {}),
  children: pages.map((p, i) => ({ ...p, sort: i + 1 })),
})

const system = (
  code: SeedSystemCode,
  name: string,
  sort: number,
  groups: Array<Omit<SeedMenu, 'sort'>>,
): SeedSystem => ({ code, name, sort, menus: groups.map((g, i) => ({ ...g, sort: i + 1 })) })

const P = PERMISSIONS

/** The browsers' error log is read on the operation-log page (its 前端错误 view). */
/** The approval chains' buttons: the 审批流程 view of 合同模板 and its 修改. */
export const APPROVAL_CHAIN_BUTTONS = [
  { menuName: '审批流程查看', perms: P.approvalChain.list },
  { menuName: '审批流程修改', perms: P.approvalChain.edit },
] as const

export const CLIENT_ERROR_BUTTON = { menuName: '前端错误查询', perms: P.clientError.list } as const

// The log pages appear in the venue system and the service platform with the same permissions.
const logGroup = (base: number): Omit<SeedMenu, 'sort'> =>
  group(base + 9, '/logManage', '日志管理', 'FileSearchOutlined', [
    page(base + 140, '/logManage/login', '登录日志', P.loginLog),
    page(base + 141, '/logManage/operationLog', '操作日志', P.operationLog, {
      extraButtons: [CLIENT_ERROR_BUTTON],
    }),
  ])

const VENUE = system('venue', '场馆管理系统', 1, [
  group(1001, '/project', '项目管理', 'ProjectOutlined', [
    page(1100, '/project/projectInfo', '项目信息', P.project),
    page(1101, '/project/declarationFile', '申报文件', P.declarationFile),
    page(1102, '/project/discountManagement', '优惠管理', P.discount),
    page(1103, '/project/projectCancel', '项目取消', P.projectCancel),
    page(1104, '/project/fileTemplateDownload', '文件模板下载', P.templateDownload),
  ]),
  group(1002, '/contractManagement', '合同管理', 'FileProtectOutlined', [
    page(1105, '/contractManagement/contractManagement', '合同管理', P.contract),
    page(1106, '/contractManagement/contractAuditRecord', '合同审核记录', P.contractAudit),
    page(1107, '/contractManagement/contractPaymentPlan', '合同付款计划', P.contractPaymentPlan),
    page(
      1108,
      '/contractManagement/contractPaymentStatistics',
      '合同收款统计',
      P.paymentStatistics,
    ),
    page(1109, '/contractManagement/serviceProviderContract', '服务商合同', P.providerContract),
    page(
      1110,
      '/contractManagement/serviceProviderContractDetail',
      '服务商合同详情',
      P.providerSettlement,
    ),
  ]),
  group(1003, '/schedules', '排期管理', 'CalendarOutlined', [
    page(1111, '/schedules/Date', '场地排期', P.schedule),
    page(1112, '/schedules/projectCalendar', '项目日历', P.projectCalendar),
    page(1113, '/schedules/dailyReservation', '每日预订', P.dailyReservation),
    page(1114, '/schedules/reservationConflict', '预订冲突', P.reservationConflict),
  ]),
  group(1004, '/customer', '客户管理', 'TeamOutlined', [
    page(1115, '/customer/customerManage', '客户管理', P.customer),
    page(1116, '/customer/salesOpportunity', '销售商机', P.opportunity),
  ]),
  group(1005, '/financialManagement', '财务管理', 'AccountBookOutlined', [
    page(1117, '/financialManagement/accountreceivable', '应收账款', P.receivable),
    page(1118, '/financialManagement/incomeDetails', '收入明细', P.income),
    page(1119, '/financialManagement/paymentRecords', '收款记录', P.receipt),
    page(1120, '/financialManagement/proformaInvoice', '形式发票', P.proformaInvoice),
    page(1121, '/financialManagement/reconciliationSettlement', '对账结算', P.settlement),
    page(1122, '/financialManagement/refundAudit', '退款审核', P.refund),
  ]),
  group(1006, '/venueInformation', '场馆信息', 'BankOutlined', [
    page(1123, '/venueInformation/venueGuide', '场馆指南', P.venueGuide),
    page(1124, '/venueInformation/fileManage', '文件管理', P.venueFile),
  ]),
  group(1007, '/taskManagement', '任务管理', 'CarryOutOutlined', [
    page(1125, '/taskManagement/workTips', '工作提示', P.workTip),
    page(1126, '/taskManagement/myTasks', '我的任务', P.task),
    page(1127, '/taskManagement/meetingExhibitionForecast', '会展预告', P.forecast),
    page(1128, '/taskManagement/taskStatistics', '任务统计', P.taskStatistics),
  ]),
  group(1008, '/reportManagement', '报表管理', 'BarChartOutlined', [
    page(1129, '/reportManagement/venueUtilization', '场馆利用率报表', P.venueUtilizationReport),
    page(1130, '/reportManagement/incomeAnalysis', '收入分析报表', P.incomeReport),
    page(1131, '/reportManagement/customerAnalysis', '客户分析报表', P.customerReport),
    page(1132, '/reportManagement/contractCollection', '合同回款报表', P.collectionReport),
  ]),
  logGroup(1000),
  group(1010, '/system', '系统管理', 'SettingOutlined', [
    page(1150, '/system/user', '用户管理', P.user),
    page(1151, '/system/role', '角色管理', P.role),
    page(1152, '/system/menu', '菜单管理', P.menu),
    page(1153, '/system/dept', '部门管理', P.dept),
    page(1154, '/system/data-manage', '数据字典', P.dict),
    page(1155, '/system/site', '场地管理', P.site),
    page(1156, '/system/resourcesManagement', '资源管理', P.resource),
    page(1157, '/system/module', '模块管理', P.module),
    page(1158, '/system/priceManagement', '价格管理', P.price),
    page(1159, '/system/scheduleTemplate', '排期模板', P.scheduleTemplate),
    page(1160, '/system/remarkTemplate', '备注模板', P.remarkTemplate),
    page(1161, '/system/paymentPlan', '付款计划模板', P.paymentPlanTemplate),
    page(1162, '/system/fileTemplate', '文件模板', P.fileTemplate),
    // 审批流程 is a view of this page (the contract's audit chain is drafted beside its text)
    page(1163, '/system/contractTemplate', '合同模板', P.contractTemplate, {
      extraButtons: APPROVAL_CHAIN_BUTTONS,
    }),
  ]),
])

const SERVICE = system('service', '综合服务平台', 2, [
  group(2001, '/home', '首页', 'HomeOutlined', [
    page(2100, '/home/servicePlatformHome', '服务平台首页', null),
  ]),
  group(2002, '/homeManagement', '平台管理', 'ControlOutlined', [
    page(2101, '/homeManagement/registrationConfig', '报馆配置', P.registrationConfig),
    page(2102, '/homeManagement/userAudit', '用户审核', P.userAudit),
    page(2103, '/homeManagement/overtimeRuleCon', '加班规则配置', P.overtimeRule),
  ]),
  group(2003, '/exhibitionList', '展会列表', 'AppstoreOutlined', [
    page(2104, '/exhibitionList/exhibitionList', '展会列表', P.exhibition),
  ]),
  // Reached with ?guid= after choosing an exhibition, never from the menu (docs/product/routes.md
  // "Comprehensive service platform").
  group(
    2004,
    '/exhibitionInfo',
    '展会信息',
    'InfoCircleOutlined',
    [page(2105, '/exhibitionInfo/exhibitionInfo', '展会信息', null, { hidden: true })],
    { hidden: true },
  ),
  group(2005, '/exhibitionManagement', '展会管理', 'SettingOutlined', [
    page(2106, '/exhibitionManagement/exhibitionConfig', '展会配置', P.exhibitionConfig),
    page(2107, '/exhibitionManagement/serviceConfig', '服务配置', P.serviceItem),
    page(2108, '/exhibitionManagement/badgeConfig', '证件配置', P.badgeConfig),
    page(2109, '/exhibitionManagement/overtimeConfig', '加班配置', P.overtimeConfig),
    page(2110, '/exhibitionManagement/fileConfig', '文件配置', P.exhibitionFile),
  ]),
  group(2006, '/registrationManagement', '报馆管理', 'SolutionOutlined', [
    page(2111, '/registrationManagement/registrationConfirm', '报馆确认', P.registration),
    page(2112, '/registrationManagement/serviceConfirm', '服务确认', P.serviceConfirm),
    page(2113, '/registrationManagement/serviceAudit', '服务审核', P.serviceAudit),
    page(2114, '/registrationManagement/overtimeAudit', '加班审核', P.overtimeAudit),
  ]),
  group(2007, '/financialManage', '财务管理', 'PayCircleOutlined', [
    page(2115, '/financialManage/transactionOrder', '交易订单', P.transactionOrder),
    page(2116, '/financialManage/depositRefund', '押金退还', P.depositRefund),
  ]),
  logGroup(2000),
])

const CREDENTIAL = system('credential', '证件系统', 3, [
  group(3001, '/certificateHome', '首页', 'HomeOutlined', [
    page(3100, '/certificateHome/certificateHome', '证件首页', null),
  ]),
  group(3002, '/setting', '证件设置', 'SettingOutlined', [
    page(3101, '/setting/certificateTypeManagement', '证件类型管理', P.certType),
    page(3102, '/setting/targetManagement', '对象管理', P.certTarget),
    page(3103, '/setting/formConfig', '表单配置', P.certForm),
    page(3104, '/setting/editForm', '编辑表单', null, { hidden: true }),
    page(3105, '/setting/personBlackList', '人员黑名单', P.personBlacklist),
    page(3106, '/setting/vehicleBlackList', '车辆黑名单', P.vehicleBlacklist),
  ]),
  group(3003, '/audit', '证件审核', 'AuditOutlined', [
    page(3107, '/audit/personCertificateAudit', '人员证件审核', P.personCertAudit),
    page(3108, '/audit/vehicleCertificateAudit', '车辆证件审核', P.vehicleCertAudit),
    page(3109, '/audit/vehicleDeposit', '车辆押金', P.vehicleDeposit),
  ]),
  group(3004, '/management', '制证领证', 'IdcardOutlined', [
    page(3110, '/management/personMakingReceive', '人员制证领证', P.personCertMake),
    page(3111, '/management/vehicleMakingReceive', '车辆制证领证', P.vehicleCertMake),
  ]),
  group(3005, '/certQuery', '证件查询', 'SearchOutlined', [
    page(3112, '/certQuery/personCertQuery', '人员证件查询', P.personCertQuery),
    page(3113, '/certQuery/vehicleCertQuery', '车辆证件查询', P.vehicleCertQuery),
  ]),
  group(3006, '/verification', '通行核验', 'SafetyCertificateOutlined', [
    page(3114, '/verification/personTravelRecord', '人员通行记录', P.personTravel),
    page(3115, '/verification/carTravelRecord', '车辆通行记录', P.vehicleTravel),
  ]),
])

/** The subsystems in display order; the venue system is the default (first). */
export const SYSTEMS: SeedSystem[] = [VENUE, SERVICE, CREDENTIAL]

/** Every menu of a subsystem, parents before children, with parentId (0 for the M groups). */
export const flattenMenus = (sys: SeedSystem): FlatMenu[] => {
  const out: FlatMenu[] = []
  const walk = (nodes: readonly SeedMenu[], parentId: number): void => {
    for (const m of nodes) {
      out.push({
        id: m.id,
        parentId,
        systemCode: sys.code,
        menuName: m.menuName,
        path: m.path,
        menuType: m.menuType,
        icon: m.icon ?? null,
        perms: m.perms ?? null,
        hidden: m.hidden ?? false,
        sort: m.sort,
      })
      walk(m.children ?? [], m.id)
    }
  }
  walk(sys.menus, 0)
  return out
}

/** Every menu of every subsystem. */
export const ALL_MENUS: FlatMenu[] = SYSTEMS.flatMap(flattenMenus)

export interface MenuGrantOptions {
  /**
   * Buttons to grant under the named pages: 'all', or actions ('add') or full permission
   * strings ('venue:project:add'). Default: none. A name no page has is an error.
   */
  buttons?: string[] | 'all'
  /** Restrict to one subsystem; needed for paths in two (the /logManage pages). */
  system?: SeedSystemCode
}

/**
 * The ids of the named C pages, their M parents and the chosen F buttons under them, so roles
 * read as lists of routes.
 * @example menuIdsByPaths(['/project/projectInfo'], { buttons: ['list', 'query'] })
 */
export const menuIdsByPaths = (paths: string[], opts: MenuGrantOptions = {}): number[] => {
  const ids = new Set<number>()
  const buttons = opts.buttons ?? []
  const usedButtons = new Set<string>()
  for (const path of paths) {
    const pages = ALL_MENUS.filter(
      (m) =>
        m.menuType === 'C' &&
        m.path === path &&
        (opts.system === undefined || m.systemCode === opts.system),
    )
    if (pages.length === 0) throw new Error(`no page ${path}`)
    if (pages.length > 1) throw new Error(`page ${path} is in several subsystems; pass system`)
    const pageMenu = pages[0] as FlatMenu
    ids.add(pageMenu.parentId)
    ids.add(pageMenu.id)
    for (const b of ALL_MENUS) {
      if (b.parentId !== pageMenu.id || b.menuType !== 'F' || b.perms === null) continue
      const action = b.perms.split(':').at(-1) ?? ''
      const wanted =
        buttons === 'all' ? ['all'] : buttons.filter((name) => name === action || name === b.perms)
      if (wanted.length > 0) ids.add(b.id)
      for (const name of wanted) usedButtons.add(name)
    }
  }
  if (buttons !== 'all') {
    const unknown = buttons.filter((name) => !usedButtons.has(name))
    if (unknown.length > 0) throw new Error(`no button ${unknown.join(', ')} under ${paths}`)
  }
  return [...ids].sort((a, b) => a - b)
}
