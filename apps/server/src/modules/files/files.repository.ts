import type { Db } from '#server/db/database.ts'

/** Stores a file under its SHA-256; the same bytes uploaded twice are stored once. */
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
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute()
}

export async function findFile(db: Db, sha256: string) {
  return db
    .selectFrom('sysFile')
    .select(['contentType', 'data'])
    .where('sha256', '=', sha256)
    .executeTakeFirst()
}
