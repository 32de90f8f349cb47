import type { Db } from '#server/db/database.ts'
import { deleteUnreferencedFiles } from './files.repository.ts'
import { syncConfigFileRefs } from './files.refs.ts'

/**
 * How long an uploaded file may wait for a record to refer to it: the editor uploads an
 * image as soon as it is pasted, the record is saved later (or never).
 */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 60 * 60 * 1000
/** How often each server instance runs the cleanup. */
export const FILE_CLEANUP_EVERY_MS = 60 * 60 * 1000

/**
 * Removes the uploaded files no record refers to that are older than the grace period;
 * answers how many went. Idempotent: several instances may run it at once, each deletes
 * what is still there.
 */
export async function removeUnreferencedFiles(db: Db, now = Date.now()): Promise<number> {
  await syncConfigFileRefs(db)
  return deleteUnreferencedFiles(db, now - UNREFERENCED_FILE_GRACE_MS)
}
