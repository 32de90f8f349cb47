import type { Migration } from 'kysely'
import * as createFoundation from './migrations/2026_11_22_0100_create_foundation.ts'
import * as createSchedule from './migrations/2026_11_22_1000_create_schedule.ts'
import * as createAdmin from './migrations/2026_11_25_0900_create_admin.ts'

/**
 * Every migration, by name, in order. Listed here rather than read from the folder so
 * the same code runs under tsx, vitest and any bundler (ADR 005). Add new ones at the end.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0100_create_foundation': createFoundation,
  '2026_11_22_1000_create_schedule': createSchedule,
  '2026_11_25_0900_create_admin': createAdmin,
}
