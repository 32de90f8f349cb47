import type {
  DictDataTable,
  DictTypeTable,
} from '#server/modules/dictionaries/dictionaries.table.ts'
import type { ExhibitionTable } from '#server/modules/exhibitions/exhibitions.table.ts'
import type { FileTable } from '#server/modules/files/files.table.ts'
import type {
  BindTicketTable,
  DeptTable,
  LoginLockTable,
  MenuTable,
  RoleDeptTable,
  RoleMenuTable,
  RoleSystemTable,
  RoleTable,
  SessionTable,
  SystemTable,
  UserRoleTable,
  UserTable,
} from '#server/modules/identity/identity.table.ts'
import type { LoginLogTable, OperLogTable } from '#server/modules/logs/logs.table.ts'
import type { ClientErrorTable } from '#server/modules/client-errors/client-errors.table.ts'
import type {
  ApprovalNodeTable,
  ApprovalRequestTable,
  RecordAttachmentTable,
  WorkflowHistoryTable,
} from '#server/modules/workflow/workflow.table.ts'
import type { SitePriceTable } from '#server/modules/prices/prices.table.ts'
import type {
  ProjectCancelTable,
  ProjectDiscountTable,
  ProjectTable,
  RefundRequestTable,
} from '#server/modules/projects/projects.table.ts'
import type {
  CustomerFollowUpTable,
  CustomerTable,
  OpportunityTable,
} from '#server/modules/customers/customers.table.ts'
import type { DeclarationFileTable } from '#server/modules/declaration-files/declaration-files.table.ts'
import type {
  ContractInstalmentTable,
  ContractTable,
} from '#server/modules/contracts/contracts.table.ts'
import type {
  IncomeRecordTable,
  InstalmentReminderTable,
  ReceiptAllocationTable,
  ReceiptTable,
} from '#server/modules/finance/finance.table.ts'
import type {
  ProviderEvaluationTable,
  ProviderSettlementTable,
  ServiceProviderContractTable,
} from '#server/modules/provider-contracts/provider-contracts.table.ts'
import type {
  ProformaInvoiceCounterTable,
  ProformaInvoiceLineTable,
  ProformaInvoiceTable,
} from '#server/modules/proforma-invoices/proforma-invoices.table.ts'
import type {
  SettlementLineTable,
  SettlementTable,
} from '#server/modules/settlements/settlements.table.ts'
import type { VenueResourceTable } from '#server/modules/venue-resources/venue-resources.table.ts'
import type {
  DayPartTable,
  FestivalTable,
  MissionTable,
  ScheduleConflictTable,
  ScheduleTemplateTable,
  SiteRelationTable,
  SiteTable,
} from '#server/modules/schedule/schedule.table.ts'
import type {
  ConfigTable,
  SeedRunTable,
  VersionTable,
} from '#server/modules/app-info/app-info.table.ts'
import type {
  ContractTemplateTable,
  FileTemplateTable,
  PaymentPlanTemplateTable,
  RemarkTemplateTable,
} from '#server/modules/templates/templates.table.ts'
import type { FavouriteViewTable, MessageTable } from '#server/modules/workspace/workspace.table.ts'

/** A client's hits on a rate-limited route in the current window (plugins/rate-limit-store.ts). */
export interface RateLimitHitTable {
  key: string
  windowStart: number
  hits: number
}

/** A record's use of an uploaded file (modules/files/files.refs.ts): kept while any uses it. */
export interface FileRefTable {
  sha256: string
  /** The record: `contractTemplate:<guid>`, `fileTemplate:<guid>`, `scheduleMission:<mid>` … */
  ref: string
}

/** The whole database as Kysely sees it (table names as in the migrations). */
export interface Database {
  sysDept: DeptTable
  sysUser: UserTable
  sysRole: RoleTable
  sysMenu: MenuTable
  sysSystem: SystemTable
  sysUserRole: UserRoleTable
  sysRoleSystem: RoleSystemTable
  sysRoleMenu: RoleMenuTable
  sysSession: SessionTable
  sysLoginLock: LoginLockTable
  sysBindTicket: BindTicketTable
  sysLoginLog: LoginLogTable
  sysOperLog: OperLogTable
  sysConfig: ConfigTable
  sysVersion: VersionTable
  sysFile: FileTable
  sysDictData: DictDataTable
  project: ProjectTable
  exhibition: ExhibitionTable
  favouriteView: FavouriteViewTable
  message: MessageTable
  seedRun: SeedRunTable
  site: SiteTable
  siteRelation: SiteRelationTable
  scheduleTemplate: ScheduleTemplateTable
  scheduleDayPart: DayPartTable
  festival: FestivalTable
  scheduleMission: MissionTable
  scheduleConflict: ScheduleConflictTable
  sysRoleDept: RoleDeptTable
  sysDictType: DictTypeTable
  venueResource: VenueResourceTable
  sitePrice: SitePriceTable
  remarkTemplate: RemarkTemplateTable
  paymentPlanTemplate: PaymentPlanTemplateTable
  fileTemplate: FileTemplateTable
  contractTemplate: ContractTemplateTable
  rateLimitHit: RateLimitHitTable
  sysFileRef: FileRefTable
  sysClientError: ClientErrorTable
  workflowHistory: WorkflowHistoryTable
  approvalNode: ApprovalNodeTable
  approvalRequest: ApprovalRequestTable
  recordAttachment: RecordAttachmentTable
  customer: CustomerTable
  customerFollowUp: CustomerFollowUpTable
  opportunity: OpportunityTable
  projectCancel: ProjectCancelTable
  refundRequest: RefundRequestTable
  projectDiscount: ProjectDiscountTable
  declarationFile: DeclarationFileTable
  contract: ContractTable
  contractInstalment: ContractInstalmentTable
  receipt: ReceiptTable
  receiptAllocation: ReceiptAllocationTable
  instalmentReminder: InstalmentReminderTable
  incomeRecord: IncomeRecordTable
  serviceProviderContract: ServiceProviderContractTable
  providerSettlement: ProviderSettlementTable
  providerEvaluation: ProviderEvaluationTable
  proformaInvoice: ProformaInvoiceTable
  proformaInvoiceLine: ProformaInvoiceLineTable
  proformaInvoiceCounter: ProformaInvoiceCounterTable
  settlement: SettlementTable
  settlementLine: SettlementLineTable
}
