/** The permission that grants everything (docs/product/routes.md "Menus and permissions"). */
export const ALL_PERMISSIONS = '*:*:*'

/**
 * The permission catalogue: every `infPerms` string a server call checks. The seed's
 * F-type menus use these, the web guards buttons with them, and a test checks that
 * every F menu names one of these (no free-text typos; docs/product/system.md "Beyond RuoYi").
 */
export const PERMISSIONS = {
  exhibition: {
    list: 'platform:exhibition:list',
    query: 'platform:exhibition:query',
    add: 'platform:exhibition:add',
    edit: 'platform:exhibition:edit',
    remove: 'platform:exhibition:remove',
    home: 'platform:exhibition:home',
    copy: 'platform:exhibition:copy',
  },
  loginLog: {
    list: 'monitor:logininfor:list',
    unlock: 'monitor:logininfor:unlock',
    export: 'monitor:logininfor:export',
  },
  operationLog: {
    list: 'monitor:operlog:list',
    query: 'monitor:operlog:query',
    export: 'monitor:operlog:export',
  },

  // Venue system: projects (/project)
  project: {
    list: 'venue:project:list',
    query: 'venue:project:query',
    add: 'venue:project:add',
    edit: 'venue:project:edit',
    remove: 'venue:project:remove',
    export: 'venue:project:export',
  },
  declarationFile: {
    list: 'venue:declarationFile:list',
    upload: 'venue:declarationFile:upload',
    audit: 'venue:declarationFile:audit',
    remove: 'venue:declarationFile:remove',
  },
  discount: {
    list: 'venue:discount:list',
    query: 'venue:discount:query',
    add: 'venue:discount:add',
    edit: 'venue:discount:edit',
    remove: 'venue:discount:remove',
    submit: 'venue:discount:submit',
    audit: 'venue:discount:audit',
  },
  projectCancel: {
    list: 'venue:projectCancel:list',
    query: 'venue:projectCancel:query',
    add: 'venue:projectCancel:add',
    edit: 'venue:projectCancel:edit',
    audit: 'venue:projectCancel:audit',
    export: 'venue:projectCancel:export',
  },
  templateDownload: {
    list: 'venue:templateDownload:list',
    download: 'venue:templateDownload:download',
  },

  // Venue system: contracts (/contractManagement)
  contract: {
    list: 'venue:contract:list',
    query: 'venue:contract:query',
    add: 'venue:contract:add',
    edit: 'venue:contract:edit',
    remove: 'venue:contract:remove',
    submit: 'venue:contract:submit',
    withdraw: 'venue:contract:withdraw',
    audit: 'venue:contract:audit',
    sign: 'venue:contract:sign',
    export: 'venue:contract:export',
  },
  contractAudit: {
    list: 'venue:contractAudit:list',
    query: 'venue:contractAudit:query',
    export: 'venue:contractAudit:export',
  },
  contractPaymentPlan: {
    list: 'venue:contractPaymentPlan:list',
    query: 'venue:contractPaymentPlan:query',
    add: 'venue:contractPaymentPlan:add',
    edit: 'venue:contractPaymentPlan:edit',
    remove: 'venue:contractPaymentPlan:remove',
    export: 'venue:contractPaymentPlan:export',
  },
  paymentStatistics: {
    list: 'venue:paymentStatistics:list',
    export: 'venue:paymentStatistics:export',
  },
  providerContract: {
    list: 'venue:providerContract:list',
    query: 'venue:providerContract:query',
    add: 'venue:providerContract:add',
    edit: 'venue:providerContract:edit',
    remove: 'venue:providerContract:remove',
    audit: 'venue:providerContract:audit',
    export: 'venue:providerContract:export',
  },
  providerSettlement: {
    list: 'venue:providerSettlement:list',
    add: 'venue:providerSettlement:add',
    evaluate: 'venue:providerSettlement:evaluate',
  },

  // Venue system: scheduling (/schedules)
  schedule: {
    list: 'venue:schedule:list',
    add: 'venue:schedule:add',
    edit: 'venue:schedule:edit',
    remove: 'venue:schedule:remove',
    export: 'venue:schedule:export',
  },
  projectCalendar: {
    list: 'venue:projectCalendar:list',
    export: 'venue:projectCalendar:export',
  },
  dailyReservation: {
    list: 'venue:dailyReservation:list',
    export: 'venue:dailyReservation:export',
  },
  reservationConflict: {
    list: 'venue:reservationConflict:list',
    handle: 'venue:reservationConflict:handle',
    ignore: 'venue:reservationConflict:ignore',
    export: 'venue:reservationConflict:export',
  },

  // Venue system: customers (/customer)
  customer: {
    list: 'venue:customer:list',
    query: 'venue:customer:query',
    add: 'venue:customer:add',
    edit: 'venue:customer:edit',
    remove: 'venue:customer:remove',
    export: 'venue:customer:export',
  },
  opportunity: {
    list: 'venue:opportunity:list',
    query: 'venue:opportunity:query',
    add: 'venue:opportunity:add',
    edit: 'venue:opportunity:edit',
    remove: 'venue:opportunity:remove',
    follow: 'venue:opportunity:follow',
    convert: 'venue:opportunity:convert',
    export: 'venue:opportunity:export',
  },

  // Venue system: finance (/financialManagement)
  receivable: {
    list: 'venue:receivable:list',
    query: 'venue:receivable:query',
    export: 'venue:receivable:export',
  },
  income: {
    list: 'venue:income:list',
    query: 'venue:income:query',
    export: 'venue:income:export',
  },
  receipt: {
    list: 'venue:receipt:list',
    query: 'venue:receipt:query',
    add: 'venue:receipt:add',
    edit: 'venue:receipt:edit',
    remove: 'venue:receipt:remove',
    claim: 'venue:receipt:claim',
    export: 'venue:receipt:export',
  },
  proformaInvoice: {
    list: 'venue:proformaInvoice:list',
    query: 'venue:proformaInvoice:query',
    add: 'venue:proformaInvoice:add',
    edit: 'venue:proformaInvoice:edit',
    remove: 'venue:proformaInvoice:remove',
    issue: 'venue:proformaInvoice:issue',
    void: 'venue:proformaInvoice:void',
    export: 'venue:proformaInvoice:export',
  },
  settlement: {
    list: 'venue:settlement:list',
    query: 'venue:settlement:query',
    add: 'venue:settlement:add',
    edit: 'venue:settlement:edit',
    confirm: 'venue:settlement:confirm',
    export: 'venue:settlement:export',
  },
  refund: {
    list: 'venue:refund:list',
    query: 'venue:refund:query',
    add: 'venue:refund:add',
    edit: 'venue:refund:edit',
    audit: 'venue:refund:audit',
    pay: 'venue:refund:pay',
    export: 'venue:refund:export',
  },

  // Venue system: venue information (/venueInformation)
  venueGuide: {
    list: 'venue:venueGuide:list',
    edit: 'venue:venueGuide:edit',
  },
  venueFile: {
    list: 'venue:venueFile:list',
    upload: 'venue:venueFile:upload',
    download: 'venue:venueFile:download',
    remove: 'venue:venueFile:remove',
  },

  // Venue system: tasks (/taskManagement)
  workTip: {
    list: 'venue:workTip:list',
    read: 'venue:workTip:read',
  },
  task: {
    list: 'venue:task:list',
    query: 'venue:task:query',
    add: 'venue:task:add',
    edit: 'venue:task:edit',
    remove: 'venue:task:remove',
    feedback: 'venue:task:feedback',
    close: 'venue:task:close',
  },
  forecast: {
    list: 'venue:forecast:list',
    export: 'venue:forecast:export',
    print: 'venue:forecast:print',
  },
  taskStatistics: {
    list: 'venue:taskStatistics:list',
    export: 'venue:taskStatistics:export',
  },

  // Venue system: reports (/reportManagement)
  venueUtilizationReport: {
    list: 'report:venueUtilization:list',
    export: 'report:venueUtilization:export',
  },
  incomeReport: {
    list: 'report:incomeAnalysis:list',
    export: 'report:incomeAnalysis:export',
  },
  customerReport: {
    list: 'report:customerAnalysis:list',
    export: 'report:customerAnalysis:export',
  },
  collectionReport: {
    list: 'report:contractCollection:list',
    export: 'report:contractCollection:export',
  },

  // Venue system: administration (/system)
  user: {
    list: 'system:user:list',
    query: 'system:user:query',
    add: 'system:user:add',
    edit: 'system:user:edit',
    remove: 'system:user:remove',
    export: 'system:user:export',
    import: 'system:user:import',
    resetPwd: 'system:user:resetPwd',
  },
  role: {
    list: 'system:role:list',
    query: 'system:role:query',
    add: 'system:role:add',
    edit: 'system:role:edit',
    remove: 'system:role:remove',
    export: 'system:role:export',
  },
  menu: {
    list: 'system:menu:list',
    query: 'system:menu:query',
    add: 'system:menu:add',
    edit: 'system:menu:edit',
    remove: 'system:menu:remove',
  },
  dept: {
    list: 'system:dept:list',
    query: 'system:dept:query',
    add: 'system:dept:add',
    edit: 'system:dept:edit',
    remove: 'system:dept:remove',
  },
  dict: {
    list: 'system:dict:list',
    query: 'system:dict:query',
    add: 'system:dict:add',
    edit: 'system:dict:edit',
    remove: 'system:dict:remove',
    export: 'system:dict:export',
  },
  site: {
    list: 'system:site:list',
    query: 'system:site:query',
    add: 'system:site:add',
    edit: 'system:site:edit',
    remove: 'system:site:remove',
    disable: 'system:site:disable',
    export: 'system:site:export',
  },
  resource: {
    list: 'system:resource:list',
    query: 'system:resource:query',
    add: 'system:resource:add',
    edit: 'system:resource:edit',
    remove: 'system:resource:remove',
  },
  module: {
    list: 'system:module:list',
    query: 'system:module:query',
    add: 'system:module:add',
    edit: 'system:module:edit',
    remove: 'system:module:remove',
  },
  price: {
    list: 'system:price:list',
    query: 'system:price:query',
    add: 'system:price:add',
    edit: 'system:price:edit',
    remove: 'system:price:remove',
    export: 'system:price:export',
  },
  scheduleTemplate: {
    list: 'system:scheduleTemplate:list',
    query: 'system:scheduleTemplate:query',
    add: 'system:scheduleTemplate:add',
    edit: 'system:scheduleTemplate:edit',
    remove: 'system:scheduleTemplate:remove',
  },
  remarkTemplate: {
    list: 'system:remarkTemplate:list',
    query: 'system:remarkTemplate:query',
    add: 'system:remarkTemplate:add',
    edit: 'system:remarkTemplate:edit',
    remove: 'system:remarkTemplate:remove',
  },
  paymentPlanTemplate: {
    list: 'system:paymentPlanTemplate:list',
    query: 'system:paymentPlanTemplate:query',
    add: 'system:paymentPlanTemplate:add',
    edit: 'system:paymentPlanTemplate:edit',
    remove: 'system:paymentPlanTemplate:remove',
  },
  fileTemplate: {
    list: 'system:fileTemplate:list',
    query: 'system:fileTemplate:query',
    add: 'system:fileTemplate:add',
    edit: 'system:fileTemplate:edit',
    remove: 'system:fileTemplate:remove',
  },
  contractTemplate: {
    list: 'system:contractTemplate:list',
    query: 'system:contractTemplate:query',
    add: 'system:contractTemplate:add',
    edit: 'system:contractTemplate:edit',
    remove: 'system:contractTemplate:remove',
  },

  // Service platform: platform settings (/homeManagement)
  registrationConfig: {
    list: 'platform:registrationConfig:list',
    edit: 'platform:registrationConfig:edit',
  },
  userAudit: {
    list: 'platform:userAudit:list',
    query: 'platform:userAudit:query',
    audit: 'platform:userAudit:audit',
    freeze: 'platform:userAudit:freeze',
    export: 'platform:userAudit:export',
  },
  overtimeRule: {
    list: 'platform:overtimeRule:list',
    add: 'platform:overtimeRule:add',
    edit: 'platform:overtimeRule:edit',
    remove: 'platform:overtimeRule:remove',
  },

  // Service platform: per-exhibition configuration (/exhibitionManagement)
  exhibitionConfig: {
    query: 'platform:exhibitionConfig:query',
    edit: 'platform:exhibitionConfig:edit',
  },
  serviceItem: {
    list: 'platform:serviceItem:list',
    add: 'platform:serviceItem:add',
    edit: 'platform:serviceItem:edit',
    remove: 'platform:serviceItem:remove',
  },
  badgeConfig: {
    query: 'platform:badgeConfig:query',
    edit: 'platform:badgeConfig:edit',
  },
  overtimeConfig: {
    query: 'platform:overtimeConfig:query',
    edit: 'platform:overtimeConfig:edit',
  },
  exhibitionFile: {
    list: 'platform:exhibitionFile:list',
    add: 'platform:exhibitionFile:add',
    edit: 'platform:exhibitionFile:edit',
    remove: 'platform:exhibitionFile:remove',
  },

  // Service platform: registrations (/registrationManagement)
  registration: {
    list: 'platform:registration:list',
    query: 'platform:registration:query',
    audit: 'platform:registration:audit',
    export: 'platform:registration:export',
  },
  serviceConfirm: {
    list: 'platform:serviceConfirm:list',
    query: 'platform:serviceConfirm:query',
    confirm: 'platform:serviceConfirm:confirm',
    export: 'platform:serviceConfirm:export',
  },
  serviceAudit: {
    list: 'platform:serviceAudit:list',
    query: 'platform:serviceAudit:query',
    audit: 'platform:serviceAudit:audit',
  },
  overtimeAudit: {
    list: 'platform:overtimeAudit:list',
    query: 'platform:overtimeAudit:query',
    audit: 'platform:overtimeAudit:audit',
    export: 'platform:overtimeAudit:export',
  },

  // Service platform: finance (/financialManage)
  transactionOrder: {
    list: 'platform:transactionOrder:list',
    query: 'platform:transactionOrder:query',
    audit: 'platform:transactionOrder:audit',
    voucher: 'platform:transactionOrder:voucher',
    cancel: 'platform:transactionOrder:cancel',
    invoice: 'platform:transactionOrder:invoice',
    export: 'platform:transactionOrder:export',
  },
  depositRefund: {
    list: 'platform:depositRefund:list',
    query: 'platform:depositRefund:query',
    audit: 'platform:depositRefund:audit',
    refund: 'platform:depositRefund:refund',
    export: 'platform:depositRefund:export',
  },

  // Credential system: settings (/setting)
  certType: {
    list: 'cert:certType:list',
    query: 'cert:certType:query',
    add: 'cert:certType:add',
    edit: 'cert:certType:edit',
    remove: 'cert:certType:remove',
  },
  certTarget: {
    list: 'cert:certTarget:list',
    query: 'cert:certTarget:query',
    add: 'cert:certTarget:add',
    edit: 'cert:certTarget:edit',
    remove: 'cert:certTarget:remove',
  },
  certForm: {
    list: 'cert:certForm:list',
    edit: 'cert:certForm:edit',
  },
  personBlacklist: {
    list: 'cert:personBlacklist:list',
    add: 'cert:personBlacklist:add',
    edit: 'cert:personBlacklist:edit',
    remove: 'cert:personBlacklist:remove',
    import: 'cert:personBlacklist:import',
    export: 'cert:personBlacklist:export',
  },
  vehicleBlacklist: {
    list: 'cert:vehicleBlacklist:list',
    add: 'cert:vehicleBlacklist:add',
    edit: 'cert:vehicleBlacklist:edit',
    remove: 'cert:vehicleBlacklist:remove',
    import: 'cert:vehicleBlacklist:import',
    export: 'cert:vehicleBlacklist:export',
  },

  // Credential system: audits (/audit)
  personCertAudit: {
    list: 'cert:personCertAudit:list',
    query: 'cert:personCertAudit:query',
    audit: 'cert:personCertAudit:audit',
    export: 'cert:personCertAudit:export',
  },
  vehicleCertAudit: {
    list: 'cert:vehicleCertAudit:list',
    query: 'cert:vehicleCertAudit:query',
    audit: 'cert:vehicleCertAudit:audit',
    export: 'cert:vehicleCertAudit:export',
  },
  vehicleDeposit: {
    list: 'cert:vehicleDeposit:list',
    query: 'cert:vehicleDeposit:query',
    collect: 'cert:vehicleDeposit:collect',
    deduct: 'cert:vehicleDeposit:deduct',
    refund: 'cert:vehicleDeposit:refund',
    export: 'cert:vehicleDeposit:export',
  },

  // Credential system: making and receiving (/management)
  personCertMake: {
    list: 'cert:personCertMake:list',
    make: 'cert:personCertMake:make',
    receive: 'cert:personCertMake:receive',
    reissue: 'cert:personCertMake:reissue',
    export: 'cert:personCertMake:export',
  },
  vehicleCertMake: {
    list: 'cert:vehicleCertMake:list',
    make: 'cert:vehicleCertMake:make',
    receive: 'cert:vehicleCertMake:receive',
    reissue: 'cert:vehicleCertMake:reissue',
    export: 'cert:vehicleCertMake:export',
  },

  // Credential system: queries (/certQuery); `sensitive` shows ID numbers and mobiles whole
  personCertQuery: {
    list: 'cert:personCertQuery:list',
    query: 'cert:personCertQuery:query',
    sensitive: 'cert:personCertQuery:sensitive',
    export: 'cert:personCertQuery:export',
  },
  vehicleCertQuery: {
    list: 'cert:vehicleCertQuery:list',
    query: 'cert:vehicleCertQuery:query',
    sensitive: 'cert:vehicleCertQuery:sensitive',
    export: 'cert:vehicleCertQuery:export',
  },

  // Credential system: gate verification (/verification)
  personTravel: {
    list: 'cert:personTravel:list',
    export: 'cert:personTravel:export',
  },
  vehicleTravel: {
    list: 'cert:vehicleTravel:list',
    export: 'cert:vehicleTravel:export',
  },
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
