import type { MenuGroupDef, ScreenRoute, SubsystemTable } from '#web/shared/lib/route-types.ts'

/**
 * The /reportManagement menu group: its children come from the server's menus
 * (docs/product/routes.md "Report management").
 */
export const REPORT_GROUP_PATH = '/reportManagement'

// Screens not built yet share one generic list frame; each later issue swaps its own entry.
const genericScreen = () => import('#web/shared/ui/generic-screen.screen.tsx')

/**
 * Venue management system: every menu route of docs/product/routes.md
 * "Venue management system", paths verbatim.
 */
const groups: MenuGroupDef[] = [
  { path: '/project', titleKey: 'venue.group.project' },
  { path: '/contractManagement', titleKey: 'venue.group.contract' },
  { path: '/schedules', titleKey: 'venue.group.schedule' },
  { path: '/customer', titleKey: 'venue.group.customer' },
  { path: '/financialManagement', titleKey: 'venue.group.finance' },
  { path: '/venueInformation', titleKey: 'venue.group.venueInformation' },
  { path: '/taskManagement', titleKey: 'venue.group.task' },
  { path: '/logManage', titleKey: 'venue.group.log' },
  { path: '/system', titleKey: 'venue.group.system' },
  { path: REPORT_GROUP_PATH, titleKey: 'venue.group.report', pagesBySegment: true },
]

const routes: ScreenRoute[] = [
  // Project
  {
    path: '/project/projectInfo',
    titleKey: 'venue.route.projectInfo',
    lazy: () => import('#web/subsystems/venue/project/screens/project-info.screen.tsx'),
  },
  {
    path: '/project/declarationFile',
    titleKey: 'venue.route.declarationFile',
    lazy: () => import('#web/subsystems/venue/project/screens/declaration-file.screen.tsx'),
  },
  {
    path: '/project/discountManagement',
    titleKey: 'venue.route.discountManagement',
    lazy: () => import('#web/subsystems/venue/project/screens/project-discount.screen.tsx'),
  },
  {
    path: '/project/projectCancel',
    titleKey: 'venue.route.projectCancel',
    lazy: () => import('#web/subsystems/venue/project/screens/project-cancel.screen.tsx'),
  },
  {
    path: '/project/fileTemplateDownload',
    titleKey: 'venue.route.fileTemplateDownload',
    lazy: () => import('#web/subsystems/venue/project/screens/file-template-download.screen.tsx'),
  },
  // Contract
  {
    path: '/contractManagement/contractManagement',
    titleKey: 'venue.route.contractManagement',
    lazy: () => import('#web/subsystems/venue/contract/screens/contract-management.screen.tsx'),
  },
  {
    path: '/contractManagement/contractAuditRecord',
    titleKey: 'venue.route.contractAuditRecord',
    lazy: () => import('#web/subsystems/venue/contract/screens/contract-audit-record.screen.tsx'),
  },
  {
    path: '/contractManagement/contractPaymentPlan',
    titleKey: 'venue.route.contractPaymentPlan',
    lazy: () => import('#web/subsystems/venue/contract/screens/contract-payment-plan.screen.tsx'),
  },
  {
    path: '/contractManagement/contractPaymentStatistics',
    titleKey: 'venue.route.contractPaymentStatistics',
    lazy: () =>
      import('#web/subsystems/venue/contract/screens/contract-payment-statistics.screen.tsx'),
  },
  {
    path: '/contractManagement/serviceProviderContract',
    titleKey: 'venue.route.serviceProviderContract',
    lazy: () =>
      import('#web/subsystems/venue/provider-contract/screens/service-provider-contract.screen.tsx'),
  },
  {
    path: '/contractManagement/serviceProviderContractDetail',
    titleKey: 'venue.route.serviceProviderContractDetail',
    menuPath: '/contractManagement/serviceProviderContract',
    lazy: () =>
      import('#web/subsystems/venue/provider-contract/screens/service-provider-contract-detail.screen.tsx'),
  },
  // Schedule
  {
    path: '/schedules/Date',
    titleKey: 'venue.route.scheduleDate',
    lazy: () => import('#web/subsystems/venue/schedule/screens/schedule-date.screen.tsx'),
  },
  {
    path: '/schedules/projectCalendar',
    titleKey: 'venue.route.projectCalendar',
    lazy: () => import('#web/subsystems/venue/schedule/screens/project-calendar.screen.tsx'),
  },
  {
    path: '/schedules/dailyReservation',
    titleKey: 'venue.route.dailyReservation',
    lazy: () => import('#web/subsystems/venue/schedule/screens/daily-reservation.screen.tsx'),
  },
  {
    path: '/schedules/reservationConflict',
    titleKey: 'venue.route.reservationConflict',
    lazy: () => import('#web/subsystems/venue/schedule/screens/reservation-conflict.screen.tsx'),
  },
  // Customer
  {
    path: '/customer/customerManage',
    titleKey: 'venue.route.customerManage',
    lazy: () => import('#web/subsystems/venue/customer/screens/customer-manage.screen.tsx'),
  },
  {
    path: '/customer/salesOpportunity',
    titleKey: 'venue.route.salesOpportunity',
    lazy: () => import('#web/subsystems/venue/customer/screens/sales-opportunity.screen.tsx'),
  },
  // Finance
  {
    path: '/financialManagement/accountreceivable',
    titleKey: 'venue.route.accountReceivable',
    lazy: () => import('#web/subsystems/venue/finance/screens/account-receivable.screen.tsx'),
  },
  {
    path: '/financialManagement/incomeDetails',
    titleKey: 'venue.route.incomeDetails',
    lazy: () => import('#web/subsystems/venue/finance/screens/income-details.screen.tsx'),
  },
  {
    path: '/financialManagement/paymentRecords',
    titleKey: 'venue.route.paymentRecords',
    lazy: () => import('#web/subsystems/venue/finance/screens/payment-records.screen.tsx'),
  },
  {
    path: '/financialManagement/proformaInvoice',
    titleKey: 'venue.route.proformaInvoice',
    lazy: () => import('#web/subsystems/venue/finance/screens/proforma-invoice.screen.tsx'),
  },
  {
    path: '/financialManagement/reconciliationSettlement',
    titleKey: 'venue.route.reconciliationSettlement',
    lazy: () =>
      import('#web/subsystems/venue/finance/screens/reconciliation-settlement.screen.tsx'),
  },
  {
    path: '/financialManagement/refundAudit',
    titleKey: 'venue.route.refundAudit',
    lazy: () => import('#web/subsystems/venue/finance/screens/refund-audit.screen.tsx'),
  },
  // Venue information
  { path: '/venueInformation/venueGuide', titleKey: 'venue.route.venueGuide', lazy: genericScreen },
  { path: '/venueInformation/fileManage', titleKey: 'venue.route.fileManage', lazy: genericScreen },
  // Tasks
  { path: '/taskManagement/workTips', titleKey: 'venue.route.workTips', lazy: genericScreen },
  { path: '/taskManagement/myTasks', titleKey: 'venue.route.myTasks', lazy: genericScreen },
  {
    path: '/taskManagement/meetingExhibitionForecast',
    titleKey: 'venue.route.meetingExhibitionForecast',
    lazy: genericScreen,
  },
  {
    path: '/taskManagement/taskStatistics',
    titleKey: 'venue.route.taskStatistics',
    lazy: genericScreen,
  },
  // Logs: shared with the service subsystem, so the screens live in features/logs
  {
    path: '/logManage/login',
    titleKey: 'venue.route.loginLog',
    lazy: () => import('#web/features/logs/screens/login-log.screen.tsx'),
  },
  {
    path: '/logManage/operationLog',
    titleKey: 'venue.route.operationLog',
    lazy: () => import('#web/features/logs/screens/operation-log.screen.tsx'),
  },
  // System administration
  {
    path: '/system/user',
    titleKey: 'venue.route.user',
    lazy: () => import('#web/subsystems/venue/system/screens/user.screen.tsx'),
  },
  {
    path: '/system/role',
    titleKey: 'venue.route.role',
    lazy: () => import('#web/subsystems/venue/system/screens/role.screen.tsx'),
  },
  {
    path: '/system/menu',
    titleKey: 'venue.route.menu',
    lazy: () => import('#web/subsystems/venue/system/screens/menu.screen.tsx'),
  },
  {
    path: '/system/dept',
    titleKey: 'venue.route.dept',
    lazy: () => import('#web/subsystems/venue/system/screens/dept.screen.tsx'),
  },
  {
    path: '/system/data-manage',
    titleKey: 'venue.route.dataManage',
    lazy: () => import('#web/subsystems/venue/system/screens/dictionaries.screen.tsx'),
  },
  {
    path: '/system/site',
    titleKey: 'venue.route.site',
    lazy: () => import('#web/subsystems/venue/system/screens/site.screen.tsx'),
  },
  {
    path: '/system/resourcesManagement',
    titleKey: 'venue.route.resourcesManagement',
    lazy: () => import('#web/subsystems/venue/system/screens/resources.screen.tsx'),
  },
  {
    path: '/system/module',
    titleKey: 'venue.route.module',
    lazy: () => import('#web/subsystems/venue/system/screens/module.screen.tsx'),
  },
  {
    path: '/system/priceManagement',
    titleKey: 'venue.route.priceManagement',
    lazy: () => import('#web/subsystems/venue/system/screens/price.screen.tsx'),
  },
  {
    path: '/system/scheduleTemplate',
    titleKey: 'venue.route.scheduleTemplate',
    lazy: () => import('#web/subsystems/venue/system/screens/schedule-template.screen.tsx'),
  },
  {
    path: '/system/remarkTemplate',
    titleKey: 'venue.route.remarkTemplate',
    lazy: () => import('#web/subsystems/venue/system/screens/remark-template.screen.tsx'),
  },
  {
    path: '/system/paymentPlan',
    titleKey: 'venue.route.paymentPlan',
    lazy: () => import('#web/subsystems/venue/system/screens/payment-plan.screen.tsx'),
  },
  {
    path: '/system/fileTemplate',
    titleKey: 'venue.route.fileTemplate',
    lazy: () => import('#web/subsystems/venue/system/screens/file-template.screen.tsx'),
  },
  {
    path: '/system/contractTemplate',
    titleKey: 'venue.route.contractTemplate',
    lazy: () => import('#web/subsystems/venue/system/screens/contract-template.screen.tsx'),
  },
]

export const venueTable: SubsystemTable = {
  code: 'venue',
  home: '/dashboard',
  groups,
  routes,
}
