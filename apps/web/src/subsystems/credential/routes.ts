import type { MenuGroupDef, ScreenRoute, SubsystemTable } from '#web/shared/lib/route-types.ts'

const genericScreen = () => import('#web/shared/ui/generic-screen.screen.tsx')

const groups: MenuGroupDef[] = [
  { path: '/certificateHome', titleKey: 'credential.group.home' },
  { path: '/setting', titleKey: 'credential.group.setting' },
  { path: '/audit', titleKey: 'credential.group.audit' },
  { path: '/management', titleKey: 'credential.group.management' },
  { path: '/certQuery', titleKey: 'credential.group.certQuery' },
  { path: '/verification', titleKey: 'credential.group.verification' },
]

/** Credential system: every route of docs/product/routes.md "Credential system", paths verbatim. */
const routes: ScreenRoute[] = [
  {
    path: '/certificateHome/certificateHome',
    titleKey: 'credential.route.certificateHome',
    affix: true,
    lazy: genericScreen,
  },
  {
    path: '/setting/certificateTypeManagement',
    titleKey: 'credential.route.certificateTypeManagement',
    lazy: genericScreen,
  },
  {
    path: '/setting/targetManagement',
    titleKey: 'credential.route.targetManagement',
    lazy: genericScreen,
  },
  { path: '/setting/formConfig', titleKey: 'credential.route.formConfig', lazy: genericScreen },
  {
    // docs/product/routes.md "Credential system": hidden from the menu; opened from the
    // form configuration
    path: '/setting/editForm',
    titleKey: 'credential.route.editForm',
    menuPath: '/setting/formConfig',
    hidden: true,
    noCache: true,
    lazy: genericScreen,
  },
  {
    path: '/setting/personBlackList',
    titleKey: 'credential.route.personBlackList',
    lazy: genericScreen,
  },
  {
    path: '/setting/vehicleBlackList',
    titleKey: 'credential.route.vehicleBlackList',
    lazy: genericScreen,
  },
  {
    path: '/audit/personCertificateAudit',
    titleKey: 'credential.route.personCertificateAudit',
    lazy: genericScreen,
  },
  {
    path: '/audit/vehicleCertificateAudit',
    titleKey: 'credential.route.vehicleCertificateAudit',
    lazy: genericScreen,
  },
  {
    path: '/audit/vehicleDeposit',
    titleKey: 'credential.route.vehicleDeposit',
    lazy: genericScreen,
  },
  {
    path: '/management/personMakingReceive',
    titleKey: 'credential.route.personMakingReceive',
    lazy: genericScreen,
  },
  {
    path: '/management/vehicleMakingReceive',
    titleKey: 'credential.route.vehicleMakingReceive',
    lazy: genericScreen,
  },
  {
    path: '/certQuery/personCertQuery',
    titleKey: 'credential.route.personCertQuery',
    lazy: genericScreen,
  },
  {
    path: '/certQuery/vehicleCertQuery',
    titleKey: 'credential.route.vehicleCertQuery',
    lazy: genericScreen,
  },
  {
    path: '/verification/personTravelRecord',
    titleKey: 'credential.route.personTravelRecord',
    lazy: genericScreen,
  },
  {
    path: '/verification/carTravelRecord',
    titleKey: 'credential.route.carTravelRecord',
    lazy: genericScreen,
  },
]

export const credentialTable: SubsystemTable = {
  code: 'credential',
  home: '/certificateHome/certificateHome',
  groups,
  routes,
}
