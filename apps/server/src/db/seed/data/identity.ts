// Departments, roles and the demo staff accounts (docs/product/demo-data.md "Demo accounts").
import { menuIdsByPaths } from './menus.ts'
import type { SeedDept, SeedRole, SeedUser } from './types.ts'

const dept = (
  code: string,
  name: string,
  leader: string,
  phone: string,
  sort: number,
): SeedDept => ({ code, name, parentCode: sort === 0 ? null : 'xgz', leader, phone, sort })

/** The centre at the root, every department directly under it. */
export const DEPARTMENTS: SeedDept[] = [
  dept('xgz', '星港国际会展中心', '陈国栋', '0755-26880000', 0),
  dept('gm-office', '总经理室', '陈国栋', '0755-26880001', 1),
  dept('marketing', '市场营销部', '张伟', '0755-26880101', 2),
  dept('operations', '运营管理部', '刘洋', '0755-26880201', 3),
  dept('finance', '财务部', '赵敏', '0755-26880301', 4),
  dept('engineering', '工程部', '郑建华', '0755-26880401', 5),
  dept('security', '安保部', '马振东', '0755-26880501', 6),
  dept('customer-service', '客户服务部', '何雅琴', '0755-26880601', 7),
  dept('general-office', '综合办公室', '许文静', '0755-26880701', 8),
  dept('it-center', '信息中心', '罗志勇', '0755-26880801', 9),
  dept('legal', '法务部', '周婷', '0755-26880901', 10),
  dept('cert-center', '证件中心', '孙丽', '0755-26881001', 11),
  dept('home-service', '主场服务部', '林海涛', '0755-26881101', 12),
]

/** Merges several grants into one sorted id list. */
const grant = (...lists: number[][]): number[] => [...new Set(lists.flat())].sort((a, b) => a - b)

const READ = ['list', 'query']

const venue = (paths: string[], buttons: string[] | 'all'): number[] =>
  menuIdsByPaths(paths, { system: 'venue', buttons })
const service = (paths: string[], buttons: string[] | 'all'): number[] =>
  menuIdsByPaths(paths, { system: 'service', buttons })
const credential = (paths: string[], buttons: string[] | 'all'): number[] =>
  menuIdsByPaths(paths, { system: 'credential', buttons })

const FINANCE_PAGES = [
  '/financialManagement/accountreceivable',
  '/financialManagement/incomeDetails',
  '/financialManagement/paymentRecords',
  '/financialManagement/proformaInvoice',
  '/financialManagement/reconciliationSettlement',
  '/financialManagement/refundAudit',
]
const SCHEDULE_PAGES = [
  '/schedules/Date',
  '/schedules/projectCalendar',
  '/schedules/dailyReservation',
  '/schedules/reservationConflict',
]
const REPORT_PAGES = [
  '/reportManagement/venueUtilization',
  '/reportManagement/incomeAnalysis',
  '/reportManagement/customerAnalysis',
  '/reportManagement/contractCollection',
]
const REGISTRATION_PAGES = [
  '/registrationManagement/registrationConfirm',
  '/registrationManagement/serviceConfirm',
  '/registrationManagement/serviceAudit',
  '/registrationManagement/overtimeAudit',
]
const EXHIBITION_HOME = ['/home/servicePlatformHome', '/exhibitionInfo/exhibitionInfo']

export const ROLES: SeedRole[] = [
  {
    key: 'admin',
    name: '超级管理员',
    sort: 1,
    dataScope: 1,
    systems: ['venue', 'service', 'credential'],
    menuIds: 'all',
  },
  {
    // Sells and books the venue: no deletes, no audits, no administration.
    key: 'sales_manager',
    name: '销售经理',
    sort: 2,
    dataScope: 4,
    systems: ['venue'],
    menuIds: grant(
      venue(
        ['/project/projectInfo', '/project/discountManagement', '/project/projectCancel'],
        [...READ, 'add', 'edit', 'export', 'submit'],
      ),
      venue(['/project/declarationFile'], ['list', 'upload']),
      venue(['/project/fileTemplateDownload'], ['list', 'download']),
      venue(
        ['/contractManagement/contractManagement'],
        [...READ, 'add', 'edit', 'submit', 'withdraw', 'sign', 'export'],
      ),
      venue(['/contractManagement/contractPaymentPlan'], [...READ, 'export']),
      venue(['/contractManagement/contractPaymentStatistics'], ['list', 'export']),
      venue(SCHEDULE_PAGES, ['list', 'add', 'edit', 'export']),
      venue(
        ['/customer/customerManage', '/customer/salesOpportunity'],
        [...READ, 'add', 'edit', 'export', 'import', 'follow', 'convert'],
      ),
      venue(['/venueInformation/venueGuide'], ['list']),
      venue(['/venueInformation/fileManage'], ['list', 'download']),
      venue(['/taskManagement/workTips'], ['list', 'read']),
      venue(['/taskManagement/myTasks'], [...READ, 'feedback']),
      venue(['/taskManagement/meetingExhibitionForecast'], ['list', 'export', 'print']),
      venue(['/reportManagement/customerAnalysis'], ['list', 'export']),
    ),
  },
  {
    // Books receipts, issues proforma invoices and drafts refunds; approves nothing. Money
    // arrives for every department's contracts: all data.
    key: 'finance_specialist',
    name: '财务专员',
    sort: 3,
    dataScope: 1,
    systems: ['venue'],
    menuIds: grant(
      venue(['/project/projectInfo', '/contractManagement/contractManagement'], READ),
      venue(['/contractManagement/contractPaymentPlan'], [...READ, 'add', 'edit', 'export']),
      venue(['/contractManagement/contractPaymentStatistics'], ['list', 'export']),
      venue(FINANCE_PAGES, [...READ, 'add', 'edit', 'export', 'claim', 'issue']),
      // pays approved refunds with the bank's serial: the cashier's work, not an approval
      venue(['/financialManagement/refundAudit'], ['pay']),
      venue(['/taskManagement/workTips'], ['list', 'read']),
      venue(['/taskManagement/myTasks'], [...READ, 'feedback']),
      venue(
        ['/reportManagement/incomeAnalysis', '/reportManagement/contractCollection'],
        ['list', 'export'],
      ),
    ),
  },
  {
    // The finance node of every audit chain, plus prices and payment-plan templates.
    key: 'finance_manager',
    name: '财务经理',
    sort: 4,
    dataScope: 1,
    systems: ['venue'],
    menuIds: grant(
      venue(['/project/projectInfo'], [...READ, 'export']),
      venue(['/project/discountManagement'], [...READ, 'audit']),
      venue(['/project/projectCancel'], [...READ, 'audit', 'export']),
      venue(['/contractManagement/contractManagement'], [...READ, 'audit', 'export']),
      venue(['/contractManagement/contractAuditRecord'], 'all'),
      venue(
        [
          '/contractManagement/contractPaymentPlan',
          '/contractManagement/contractPaymentStatistics',
        ],
        'all',
      ),
      venue(['/contractManagement/serviceProviderContract'], [...READ, 'audit', 'export']),
      // books and settles the providers' periods, and rates their service
      venue(['/contractManagement/serviceProviderContractDetail'], ['list', 'add', 'evaluate']),
      venue(FINANCE_PAGES, 'all'),
      venue(['/taskManagement/workTips'], ['list', 'read']),
      venue(['/taskManagement/myTasks'], [...READ, 'add', 'edit', 'feedback', 'close']),
      venue(['/taskManagement/taskStatistics'], ['list', 'export']),
      venue(REPORT_PAGES, 'all'),
      venue(['/system/priceManagement'], [...READ, 'edit', 'export']),
      venue(['/system/paymentPlan'], [...READ, 'add', 'edit']),
    ),
  },
  {
    // Runs the halls: scheduling, sites, tasks, and the service platform's exhibitions.
    key: 'ops_supervisor',
    name: '运营主管',
    sort: 5,
    dataScope: 4,
    systems: ['venue', 'service'],
    menuIds: grant(
      venue(['/project/projectInfo'], [...READ, 'edit']),
      venue(['/project/declarationFile'], ['list', 'upload', 'audit']),
      venue(SCHEDULE_PAGES, 'all'),
      venue(['/venueInformation/venueGuide', '/venueInformation/fileManage'], 'all'),
      venue(
        [
          '/taskManagement/workTips',
          '/taskManagement/myTasks',
          '/taskManagement/meetingExhibitionForecast',
          '/taskManagement/taskStatistics',
        ],
        'all',
      ),
      venue(['/reportManagement/venueUtilization'], 'all'),
      venue(['/system/site'], [...READ, 'add', 'edit', 'disable']),
      venue(
        ['/system/resourcesManagement', '/system/scheduleTemplate', '/system/remarkTemplate'],
        [...READ, 'add', 'edit'],
      ),
      service(EXHIBITION_HOME, []),
      service(
        [
          '/homeManagement/registrationConfig',
          '/homeManagement/userAudit',
          '/homeManagement/overtimeRuleCon',
        ],
        'all',
      ),
      service(['/exhibitionList/exhibitionList'], [...READ, 'edit', 'home', 'copy']),
      service(
        [
          '/exhibitionManagement/exhibitionConfig',
          '/exhibitionManagement/serviceConfig',
          '/exhibitionManagement/badgeConfig',
          '/exhibitionManagement/overtimeConfig',
          '/exhibitionManagement/fileConfig',
        ],
        'all',
      ),
      service(REGISTRATION_PAGES, 'all'),
      service(['/financialManage/transactionOrder'], [...READ, 'export']),
      service(['/financialManage/depositRefund'], [...READ, 'audit']),
    ),
  },
  {
    // The legal node: audits contracts and cancellations, keeps the contract templates.
    key: 'contract_auditor',
    name: '合同审核',
    sort: 6,
    dataScope: 1,
    systems: ['venue'],
    menuIds: grant(
      venue(['/project/projectInfo', '/customer/customerManage'], READ),
      venue(['/project/projectCancel'], [...READ, 'audit']),
      venue(['/contractManagement/contractManagement'], [...READ, 'audit', 'export']),
      venue(['/contractManagement/contractAuditRecord'], 'all'),
      venue(['/contractManagement/serviceProviderContract'], [...READ, 'audit']),
      venue(['/contractManagement/serviceProviderContractDetail'], ['list']),
      venue(['/taskManagement/workTips'], ['list', 'read']),
      venue(['/system/contractTemplate'], [...READ, 'add', 'edit']),
    ),
  },
  {
    // Reads nearly everything and gives the leader's approvals; edits nothing.
    key: 'leader',
    name: '分管领导',
    sort: 7,
    dataScope: 1,
    systems: ['venue', 'service'],
    menuIds: grant(
      venue(['/project/projectInfo'], [...READ, 'export']),
      venue(['/project/discountManagement', '/project/projectCancel'], [...READ, 'audit']),
      venue(['/contractManagement/contractManagement'], [...READ, 'audit']),
      venue(['/contractManagement/contractAuditRecord'], READ),
      venue(['/contractManagement/contractPaymentStatistics'], ['list', 'export']),
      venue(['/schedules/Date', '/schedules/projectCalendar'], ['list']),
      venue(['/schedules/reservationConflict'], ['list', 'handle']),
      venue(['/customer/customerManage', '/customer/salesOpportunity'], READ),
      venue(['/financialManagement/accountreceivable'], READ),
      venue(['/financialManagement/refundAudit'], [...READ, 'audit']),
      venue(['/taskManagement/workTips'], ['list', 'read']),
      venue(['/taskManagement/meetingExhibitionForecast'], ['list', 'print']),
      venue(['/taskManagement/taskStatistics'], ['list']),
      venue(REPORT_PAGES, 'all'),
      // reads who signed in, but unlocking an account stays with the administrators
      venue(['/logManage/login'], ['list']),
      service(EXHIBITION_HOME, []),
      service(['/exhibitionList/exhibitionList'], READ),
      service(['/financialManage/transactionOrder', '/financialManage/depositRefund'], READ),
    ),
  },
  {
    // Audits person and vehicle applications and keeps the blacklists.
    key: 'cert_auditor',
    name: '证件审核员',
    sort: 8,
    dataScope: 3,
    systems: ['credential'],
    menuIds: grant(
      credential(['/certificateHome/certificateHome'], []),
      credential(
        ['/setting/personBlackList', '/setting/vehicleBlackList'],
        ['list', 'add', 'edit', 'export'],
      ),
      credential(['/audit/personCertificateAudit', '/audit/vehicleCertificateAudit'], 'all'),
      credential(['/audit/vehicleDeposit'], READ),
      credential(
        ['/certQuery/personCertQuery', '/certQuery/vehicleCertQuery'],
        [...READ, 'sensitive', 'export'],
      ),
      credential(['/verification/personTravelRecord', '/verification/carTravelRecord'], ['list']),
    ),
  },
  {
    // Prints and hands out cards, and handles the truck deposits at the dock.
    key: 'cert_maker',
    name: '制证员',
    sort: 9,
    dataScope: 3,
    systems: ['credential'],
    menuIds: grant(
      credential(['/certificateHome/certificateHome'], []),
      credential(['/management/personMakingReceive', '/management/vehicleMakingReceive'], 'all'),
      credential(['/certQuery/personCertQuery', '/certQuery/vehicleCertQuery'], READ),
      credential(['/audit/vehicleDeposit'], [...READ, 'collect', 'deduct', 'refund']),
      credential(['/verification/carTravelRecord'], ['list']),
    ),
  },
  {
    // The 主场 service desk: reads exhibitions (no add/remove), follows registrations.
    key: 'customer_service',
    name: '客服专员',
    sort: 10,
    dataScope: 3,
    systems: ['service'],
    menuIds: grant(
      service(EXHIBITION_HOME, []),
      service(['/exhibitionList/exhibitionList'], READ),
      service(['/homeManagement/userAudit'], READ),
      service(REGISTRATION_PAGES, [...READ, 'export', 'confirm']),
      service(['/financialManage/transactionOrder'], READ),
    ),
  },
  {
    // The last node of a contract from ¥3,000,000: reads the money, approves, edits nothing.
    key: 'general_manager',
    name: '总经理',
    sort: 11,
    dataScope: 1,
    systems: ['venue'],
    menuIds: grant(
      venue(['/project/projectInfo', '/customer/customerManage'], READ),
      venue(['/contractManagement/contractManagement'], [...READ, 'audit']),
      venue(['/contractManagement/contractAuditRecord'], READ),
      venue(
        [
          '/contractManagement/contractPaymentPlan',
          '/contractManagement/contractPaymentStatistics',
        ],
        ['list', 'query'],
      ),
      venue(['/financialManagement/accountreceivable'], READ),
      venue(['/financialManagement/refundAudit'], READ),
      venue(['/taskManagement/workTips'], ['list', 'read']),
      venue(REPORT_PAGES, ['list']),
    ),
  },
]

const user = (
  userName: string,
  nickName: string,
  deptCode: string | null,
  roleKeys: string[],
  n: number,
): SeedUser => ({
  userName,
  nickName,
  deptCode,
  roleKeys,
  mobile: `1380013${8000 + n}`,
  email: `${userName}@xinggang-expo.example`,
})

/** The demo accounts; each signs in with the password Demo@2026 (the runner hashes it). */
export const USERS: SeedUser[] = [
  user('admin', '系统管理员', 'it-center', ['admin'], 0),
  user('zhangwei', '张伟', 'marketing', ['sales_manager'], 1),
  user('wangfang', '王芳', 'finance', ['finance_specialist'], 2),
  user('zhaomin', '赵敏', 'finance', ['finance_manager'], 3),
  user('liuyang', '刘洋', 'operations', ['ops_supervisor'], 4),
  user('zhouting', '周婷', 'legal', ['contract_auditor'], 5),
  user('huangjun', '黄俊', 'gm-office', ['leader'], 6),
  user('sunli', '孙丽', 'cert-center', ['cert_auditor'], 7),
  user('wuqiang', '吴强', 'cert-center', ['cert_maker'], 8),
  user('lina', '李娜', 'home-service', ['customer_service'], 9),
  user('chenguodong', '陈国栋', 'gm-office', ['general_manager'], 10),
]
