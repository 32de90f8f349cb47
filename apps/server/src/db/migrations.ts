import type { Migration } from 'kysely'
import * as createFoundation from './migrations/2026_11_22_0100_create_foundation.ts'
import * as createSchedule from './migrations/2026_11_22_1000_create_schedule.ts'
import * as createAdmin from './migrations/2026_11_25_0900_create_admin.ts'
import * as createRateLimit from './migrations/2026_11_26_0900_create_rate_limit.ts'
import * as createFileRef from './migrations/2026_11_27_0900_create_file_ref.ts'
import * as createClientError from './migrations/2026_11_28_0900_create_client_error.ts'
import * as exhibitionSearch from './migrations/2026_11_29_0900_exhibition_search.ts'
import * as missionStartIndex from './migrations/2026_11_30_0900_mission_start_index.ts'
import * as createWorkflow from './migrations/2026_12_01_0900_create_workflow.ts'
import * as createCustomer from './migrations/2026_12_02_0900_create_customer.ts'
import * as projectPipeline from './migrations/2026_12_03_0900_project_pipeline.ts'
import * as projectCancel from './migrations/2026_12_04_0900_project_cancel.ts'
import * as projectHoldUntil from './migrations/2026_12_05_0900_project_hold_until.ts'
import * as projectDiscount from './migrations/2026_12_06_0900_project_discount.ts'
import * as salesOpportunity from './migrations/2026_12_07_0900_sales_opportunity.ts'
import * as declarationFile from './migrations/2026_12_08_0900_declaration_file.ts'
import * as listIndexes from './migrations/2026_12_09_0900_list_indexes.ts'
import * as contract from './migrations/2026_12_10_0900_contract.ts'
import * as serviceProviderContract from './migrations/2026_12_11_0900_service_provider_contract.ts'
import * as proformaInvoice from './migrations/2026_12_12_0900_proforma_invoice.ts'
import * as receipt from './migrations/2026_12_13_0900_receipt.ts'
import * as refund from './migrations/2026_12_14_0900_refund.ts'
import * as settlement from './migrations/2026_12_15_0900_settlement.ts'
import * as income from './migrations/2026_12_16_0900_income.ts'
import * as flatListIndexes from './migrations/2026_12_17_0900_flat_list_indexes.ts'

/**
 * Every migration, by name, in order. Listed here rather than read from the folder so
 * the same code runs under tsx, vitest and any bundler (ADR 005). Add new ones at the end.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0100_create_foundation': createFoundation,
  '2026_11_22_1000_create_schedule': createSchedule,
  '2026_11_25_0900_create_admin': createAdmin,
  '2026_11_26_0900_create_rate_limit': createRateLimit,
  '2026_11_27_0900_create_file_ref': createFileRef,
  '2026_11_28_0900_create_client_error': createClientError,
  '2026_11_29_0900_exhibition_search': exhibitionSearch,
  '2026_11_30_0900_mission_start_index': missionStartIndex,
  '2026_12_01_0900_create_workflow': createWorkflow,
  '2026_12_02_0900_create_customer': createCustomer,
  '2026_12_03_0900_project_pipeline': projectPipeline,
  '2026_12_04_0900_project_cancel': projectCancel,
  '2026_12_05_0900_project_hold_until': projectHoldUntil,
  '2026_12_06_0900_project_discount': projectDiscount,
  '2026_12_07_0900_sales_opportunity': salesOpportunity,
  '2026_12_08_0900_declaration_file': declarationFile,
  '2026_12_09_0900_list_indexes': listIndexes,
  '2026_12_10_0900_contract': contract,
  '2026_12_11_0900_service_provider_contract': serviceProviderContract,
  '2026_12_12_0900_proforma_invoice': proformaInvoice,
  '2026_12_13_0900_receipt': receipt,
  '2026_12_14_0900_refund': refund,
  '2026_12_15_0900_settlement': settlement,
  '2026_12_16_0900_income': income,
  '2026_12_17_0900_flat_list_indexes': flatListIndexes,
}
