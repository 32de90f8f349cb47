import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'

/**
 * Stores a file under its SHA-256; the same bytes uploaded twice are stored once. Uploading
 * stored bytes again restarts their time (the cleanup's grace period, files.cleanup.ts).
 */
export async function insertFileOnce(
  db: Db,
  f: { sha256: string; contentType: string; data: Uint8Array; createdBy: number; now: number },
): Promise<void> {
  await db
    .insertInto('sysFile')
    .values({
      sha256: f.sha256,
      contentType: f.contentType,
      size: f.data.byteLength,
      data: f.data,
      createdBy: f.createdBy,
      createdAt: f.now,
    })
    .onConflict((oc) => oc.column('sha256').doUpdateSet({ createdAt: f.now }))
    .execute()
}

export async function findFile(db: Db, sha256: string) {
  return db
    .selectFrom('sysFile')
    .select(['contentType', 'data'])
    .where('sha256', '=', sha256)
    .executeTakeFirst()
}

export async function fileExists(db: Db, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysFile')
    .select('sha256')
    .where('sha256', '=', sha256)
    .executeTakeFirst()
  return row !== undefined
}

/** The bytes of the stored files a user uploaded first (the quota counts these). */
export async function bytesUploadedBy(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('sysFile')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('bytes'))
    .where('createdBy', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.bytes)
}

/**
 * Replaces the files a record refers to (none: its references go). The new ones are added
 * before the old ones go, so a file kept by the record is never without its reference,
 * even to a cleanup outside the caller's transaction.
 */
export async function replaceFileRefs(
  db: Db,
  ref: string,
  sha256s: readonly string[],
): Promise<void> {
  await insertFileRefs(db, ref, sha256s)
  let gone = db.deleteFrom('sysFileRef').where('ref', '=', ref)
  if (sha256s.length > 0) gone = gone.where('sha256', 'not in', sha256s)
  await gone.execute()
}

/** Adds references of a record (a new one has none to replace). */
export async function insertFileRefs(
  db: Db,
  ref: string,
  sha256s: readonly string[],
): Promise<void> {
  if (sha256s.length === 0) return
  await db
    .insertInto('sysFileRef')
    .values(sha256s.map((sha256) => ({ sha256, ref })))
    // two saves of one record at once both insert: the second has nothing to add
    .onConflict((oc) => oc.columns(['sha256', 'ref']).doNothing())
    .execute()
}

export async function deleteFileRefs(db: Db, refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return
  await db.deleteFrom('sysFileRef').where('ref', 'in', refs).execute()
}

/** The sys_config rows that name an uploaded file (the sign-in background). */
export async function findConfigsNamingFiles(db: Db) {
  return db
    .selectFrom('sysConfig')
    .select(['configKey', 'configValue'])
    .where('configValue', 'like', '%/files/%')
    .execute()
}

/** The config keys that hold references (to drop those of a value no longer naming a file). */
export async function findConfigRefs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('sysFileRef')
    .select('ref')
    .distinct()
    .where('ref', 'like', 'config:%')
    .execute()
  return rows.map((r) => r.ref)
}

/** Deletes the files created before `before` that no record refers to; answers how many. */
export async function deleteUnreferencedFiles(db: Db, before: number): Promise<number> {
  const res = await db
    .deleteFrom('sysFile')
    .where('createdAt', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sysFileRef')
            .select('sysFileRef.sha256')
            .whereRef('sysFileRef.sha256', '=', 'sysFile.sha256'),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(res.numDeletedRows)
}
