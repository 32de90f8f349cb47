/** The permission that grants everything (docs/product/routes.md "Menus and permissions"). */
export const ALL_PERMISSIONS = '*:*:*'

/** A resource's permission strings: `<prefix>:<action>` per action, typed to the letter. */
export type PermissionsOf<P extends string, A extends string> = { readonly [K in A]: `${P}:${K}` }

/**
 * The permission strings of `prefix` for the given actions.
 *
 * @example permissionsOf('monitor:logininfor', ['list', 'unlock'])
 * // { list: 'monitor:logininfor:list', unlock: 'monitor:logininfor:unlock' }
 */
export const permissionsOf = <P extends string, const A extends string>(
  prefix: P,
  actions: readonly A[],
): PermissionsOf<P, A> =>
  Object.fromEntries(actions.map((a) => [a, `${prefix}:${a}`])) as PermissionsOf<P, A>

/** The five actions of a plain resource: see the list, open one, add, edit, delete. */
export const CRUD_ACTIONS = ['list', 'query', 'add', 'edit', 'remove'] as const

/**
 * The permission strings of a plain resource, plus any actions of its own.
 *
 * @example crud('system:price', 'export').edit // 'system:price:edit'
 */
export const crud = <P extends string, const X extends string = never>(prefix: P, ...extra: X[]) =>
  permissionsOf(prefix, [...CRUD_ACTIONS, ...extra])

/**
 * The permission catalogue: every `infPerms` string a server call checks. The seed's
 * F-type menus use these, the web guards buttons with them, and a test checks that
 * every F menu names one of these (no free-text typos; docs/product/system.md "Beyond RuoYi").
 */
export const PERMISSIONS = {
  exhibition: crud('platform:exhibition', 'home', 'copy'),
  loginLog: permissionsOf('monitor:logininfor', ['list', 'unlock', 'export']),
  operationLog: permissionsOf('monitor:operlog', ['list', 'query', 'export']),
  // docs/product/shell.md "Error log": a button of 操作日志, whose 前端错误 view it opens
  clientError: permissionsOf('monitor:clientError', ['list']),
  // docs/product/domain.md "Approval chains": the 审批流程 view of 合同模板 (/system/contractTemplate)
  approvalChain: permissionsOf('system:approvalChain', ['list', 'edit']),

  // Venue system: projects (/project)
  project: crud('venue:project', 'export'),
  declarationFile: permissionsOf('venue:declarationFile', ['list', 'upload', 'audit', 'remove']),
  discount: crud('venue:discount', 'submit', 'audit'),
  projectCancel: permissionsOf('venue:projectCancel', [
    'list',
    'query',
    'add',
    'edit',
    'audit',
    'export',
    'submit',
  ]),
  templateDownload: permissionsOf('venue:templateDownload', ['list', 'download']),

  // Venue system: contracts (/contractManagement)
  contract: crud('venue:contract', 'submit', 'withdraw', 'audit', 'sign', 'export'),
  contractAudit: permissionsOf('venue:contractAudit', ['list', 'query', 'export']),
  contractPaymentPlan: crud('venue:contractPaymentPlan', 'export'),
  paymentStatistics: permissionsOf('venue:paymentStatistics', ['list', 'export']),
  providerContract: crud('venue:providerContract', 'audit', 'export'),
  providerSettlement: permissionsOf('venue:providerSettlement', ['list', 'add', 'evaluate']),

  // Venue system: scheduling (/schedules)
  // confirm: a booking made or set 已确认 (otherwise that comes with a signed contract)
  schedule: permissionsOf('venue:schedule', ['list', 'add', 'edit', 'remove', 'export', 'confirm']),
  projectCalendar: permissionsOf('venue:projectCalendar', ['list', 'export']),
  dailyReservation: permissionsOf('venue:dailyReservation', ['list', 'export']),
  reservationConflict: permissionsOf('venue:reservationConflict', [
    'list',
    'handle',
    'ignore',
    'export',
  ]),

  // Venue system: customers (/customer)
  // mobile: contacts' mobiles whole in the list and its sheet (masked otherwise)
  customer: crud('venue:customer', 'export', 'import', 'follow', 'mobile'),
  opportunity: crud('venue:opportunity', 'follow', 'convert', 'export'),

  // Venue system: finance (/financialManagement)
  receivable: permissionsOf('venue:receivable', ['list', 'query', 'export']),
  income: permissionsOf('venue:income', ['list', 'query', 'export']),
  receipt: crud('venue:receipt', 'claim', 'export'),
  proformaInvoice: crud('venue:proformaInvoice', 'issue', 'void', 'export'),
  settlement: permissionsOf('venue:settlement', [
    'list',
    'query',
    'add',
    'edit',
    'confirm',
    'export',
  ]),
  refund: permissionsOf('venue:refund', ['list', 'query', 'add', 'edit', 'audit', 'pay', 'export']),

  // Venue system: venue information (/venueInformation)
  venueGuide: permissionsOf('venue:venueGuide', ['list', 'edit']),
  venueFile: permissionsOf('venue:venueFile', ['list', 'upload', 'download', 'remove']),

  // Venue system: tasks (/taskManagement)
  workTip: permissionsOf('venue:workTip', ['list', 'read']),
  task: crud('venue:task', 'feedback', 'close'),
  forecast: permissionsOf('venue:forecast', ['list', 'export', 'print']),
  taskStatistics: permissionsOf('venue:taskStatistics', ['list', 'export']),

  // Venue system: reports (/reportManagement)
  venueUtilizationReport: permissionsOf('report:venueUtilization', ['list', 'export']),
  incomeReport: permissionsOf('report:incomeAnalysis', ['list', 'export']),
  customerReport: permissionsOf('report:customerAnalysis', ['list', 'export']),
  collectionReport: permissionsOf('report:contractCollection', ['list', 'export']),

  // Venue system: administration (/system)
  user: crud('system:user', 'export', 'import', 'resetPwd'),
  role: crud('system:role', 'export'),
  menu: crud('system:menu'),
  dept: crud('system:dept'),
  dict: crud('system:dict', 'export'),
  site: crud('system:site', 'disable', 'export'),
  resource: crud('system:resource'),
  module: crud('system:module'),
  price: crud('system:price', 'export'),
  scheduleTemplate: crud('system:scheduleTemplate'),
  remarkTemplate: crud('system:remarkTemplate'),
  paymentPlanTemplate: crud('system:paymentPlanTemplate'),
  fileTemplate: crud('system:fileTemplate'),
  contractTemplate: crud('system:contractTemplate'),

  // Service platform: platform settings (/homeManagement)
  registrationConfig: permissionsOf('platform:registrationConfig', ['list', 'edit']),
  userAudit: permissionsOf('platform:userAudit', ['list', 'query', 'audit', 'freeze', 'export']),
  overtimeRule: permissionsOf('platform:overtimeRule', ['list', 'add', 'edit', 'remove']),

  // Service platform: per-exhibition configuration (/exhibitionManagement)
  exhibitionConfig: permissionsOf('platform:exhibitionConfig', ['query', 'edit']),
  serviceItem: permissionsOf('platform:serviceItem', ['list', 'add', 'edit', 'remove']),
  badgeConfig: permissionsOf('platform:badgeConfig', ['query', 'edit']),
  overtimeConfig: permissionsOf('platform:overtimeConfig', ['query', 'edit']),
  exhibitionFile: permissionsOf('platform:exhibitionFile', ['list', 'add', 'edit', 'remove']),

  // Service platform: registrations (/registrationManagement)
  registration: permissionsOf('platform:registration', ['list', 'query', 'audit', 'export']),
  serviceConfirm: permissionsOf('platform:serviceConfirm', ['list', 'query', 'confirm', 'export']),
  serviceAudit: permissionsOf('platform:serviceAudit', ['list', 'query', 'audit']),
  overtimeAudit: permissionsOf('platform:overtimeAudit', ['list', 'query', 'audit', 'export']),

  // Service platform: finance (/financialManage)
  transactionOrder: permissionsOf('platform:transactionOrder', [
    'list',
    'query',
    'audit',
    'voucher',
    'cancel',
    'invoice',
    'export',
  ]),
  depositRefund: permissionsOf('platform:depositRefund', [
    'list',
    'query',
    'audit',
    'refund',
    'export',
  ]),

  // Credential system: settings (/setting)
  certType: crud('cert:certType'),
  certTarget: crud('cert:certTarget'),
  certForm: permissionsOf('cert:certForm', ['list', 'edit']),
  personBlacklist: permissionsOf('cert:personBlacklist', [
    'list',
    'add',
    'edit',
    'remove',
    'import',
    'export',
  ]),
  vehicleBlacklist: permissionsOf('cert:vehicleBlacklist', [
    'list',
    'add',
    'edit',
    'remove',
    'import',
    'export',
  ]),

  // Credential system: audits (/audit)
  personCertAudit: permissionsOf('cert:personCertAudit', ['list', 'query', 'audit', 'export']),
  vehicleCertAudit: permissionsOf('cert:vehicleCertAudit', ['list', 'query', 'audit', 'export']),
  vehicleDeposit: permissionsOf('cert:vehicleDeposit', [
    'list',
    'query',
    'collect',
    'deduct',
    'refund',
    'export',
  ]),

  // Credential system: making and receiving (/management)
  personCertMake: permissionsOf('cert:personCertMake', [
    'list',
    'make',
    'receive',
    'reissue',
    'export',
  ]),
  vehicleCertMake: permissionsOf('cert:vehicleCertMake', [
    'list',
    'make',
    'receive',
    'reissue',
    'export',
  ]),

  // Credential system: queries (/certQuery); `sensitive` shows ID numbers and mobiles whole
  personCertQuery: permissionsOf('cert:personCertQuery', ['list', 'query', 'sensitive', 'export']),
  vehicleCertQuery: permissionsOf('cert:vehicleCertQuery', [
    'list',
    'query',
    'sensitive',
    'export',
  ]),

  // Credential system: gate verification (/verification)
  personTravel: permissionsOf('cert:personTravel', ['list', 'export']),
  vehicleTravel: permissionsOf('cert:vehicleTravel', ['list', 'export']),
} as const

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T]
export type Permission = Leaves<typeof PERMISSIONS>

const collect = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : Object.values(o as object).flatMap(collect)

/** Every permission string of the catalogue. */
export const PERMISSION_LIST: readonly string[] = collect(PERMISSIONS)

/**
 * True when `held` grants any of `wanted` (`*:*:*` grants all).
 * @example hasAnyPermission(['*:*:*'], ['platform:exhibition:add']) // true
 */
export const hasAnyPermission = (held: readonly string[], wanted: readonly string[]): boolean =>
  held.includes(ALL_PERMISSIONS) || wanted.some((p) => held.includes(p))
