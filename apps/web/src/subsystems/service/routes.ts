import type { MenuGroupDef, ScreenRoute, SubsystemTable } from '#web/shared/lib/route-types.ts'
import {
  EXHIBITION_INFO_PATH,
  EXHIBITION_LIST_PATH,
} from '#web/subsystems/service/exhibition/exhibition-paths.ts'

const genericScreen = () => import('#web/shared/ui/generic-screen.screen.tsx')

/**
 * docs/product/routes.md "No exhibition chosen": pages a service-platform user may open before
 * choosing an exhibition; every other page of the platform is blocked until one is chosen.
 */
export const NO_EXHIBITION_PATHS: readonly string[] = [
  EXHIBITION_LIST_PATH,
  '/homeManagement/registrationConfig',
  '/homeManagement/userAudit',
  '/homeManagement/overtimeRuleCon',
]

const groups: MenuGroupDef[] = [
  { path: '/home', titleKey: 'service.group.home' },
  { path: '/homeManagement', titleKey: 'service.group.homeManagement' },
  { path: '/exhibitionList', titleKey: 'service.group.exhibitionList' },
  { path: '/exhibitionInfo', titleKey: 'service.group.exhibitionInfo' },
  { path: '/exhibitionManagement', titleKey: 'service.group.exhibitionManagement' },
  { path: '/registrationManagement', titleKey: 'service.group.registrationManagement' },
  { path: '/financialManage', titleKey: 'service.group.financialManage' },
  { path: '/logManage', titleKey: 'service.group.log' },
]

/**
 * Comprehensive service platform: every route of docs/product/routes.md
 * "Comprehensive service platform", paths verbatim.
 */
const routes: ScreenRoute[] = [
  {
    path: '/home/servicePlatformHome',
    titleKey: 'service.route.servicePlatformHome',
    lazy: genericScreen,
  },
  {
    path: '/homeManagement/registrationConfig',
    titleKey: 'service.route.registrationConfig',
    lazy: genericScreen,
  },
  { path: '/homeManagement/userAudit', titleKey: 'service.route.userAudit', lazy: genericScreen },
  {
    path: '/homeManagement/overtimeRuleCon',
    titleKey: 'service.route.overtimeRuleCon',
    lazy: genericScreen,
  },
  {
    path: EXHIBITION_LIST_PATH,
    titleKey: 'service.route.exhibitionList',
    lazy: () => import('#web/subsystems/service/exhibition/screens/exhibition-list.screen.tsx'),
  },
  {
    // takes ?guid=; docs/product/routes.md "Common routes": re-entered even when the path is
    // unchanged
    path: EXHIBITION_INFO_PATH,
    titleKey: 'service.route.exhibitionInfo',
    menuPath: EXHIBITION_LIST_PATH,
    reenter: true,
    lazy: () => import('#web/subsystems/service/exhibition/screens/exhibition-info.screen.tsx'),
  },
  {
    path: '/exhibitionManagement/exhibitionConfig',
    titleKey: 'service.route.exhibitionConfig',
    lazy: genericScreen,
  },
  {
    path: '/exhibitionManagement/serviceConfig',
    titleKey: 'service.route.serviceConfig',
    lazy: genericScreen,
  },
  {
    path: '/exhibitionManagement/badgeConfig',
    titleKey: 'service.route.badgeConfig',
    lazy: genericScreen,
  },
  {
    path: '/exhibitionManagement/overtimeConfig',
    titleKey: 'service.route.overtimeConfig',
    lazy: genericScreen,
  },
  {
    path: '/exhibitionManagement/fileConfig',
    titleKey: 'service.route.fileConfig',
    lazy: genericScreen,
  },
  {
    path: '/registrationManagement/registrationConfirm',
    titleKey: 'service.route.registrationConfirm',
    lazy: genericScreen,
  },
  {
    path: '/registrationManagement/serviceConfirm',
    titleKey: 'service.route.serviceConfirm',
    lazy: genericScreen,
  },
  {
    path: '/registrationManagement/serviceAudit',
    titleKey: 'service.route.serviceAudit',
    lazy: genericScreen,
  },
  {
    path: '/registrationManagement/overtimeAudit',
    titleKey: 'service.route.overtimeAudit',
    lazy: genericScreen,
  },
  {
    path: '/financialManage/transactionOrder',
    titleKey: 'service.route.transactionOrder',
    lazy: genericScreen,
  },
  {
    path: '/financialManage/depositRefund',
    titleKey: 'service.route.depositRefund',
    lazy: genericScreen,
  },
  // shared with the venue subsystem, so the screens live in features/logs
  {
    path: '/logManage/login',
    titleKey: 'service.route.loginLog',
    lazy: () => import('#web/features/logs/screens/login-log.screen.tsx'),
  },
  {
    path: '/logManage/operationLog',
    titleKey: 'service.route.operationLog',
    lazy: () => import('#web/features/logs/screens/operation-log.screen.tsx'),
  },
]

export const serviceTable: SubsystemTable = {
  code: 'service',
  home: EXHIBITION_LIST_PATH,
  groups,
  routes,
}
