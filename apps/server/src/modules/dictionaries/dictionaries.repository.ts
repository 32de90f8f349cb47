import type { Db } from '#server/db/database.ts'

/** Enabled values of a dictionary type, in their sort order. */
export async function findDictOptions(db: Db, dictType: string) {
  return db
    .selectFrom('sysDictData')
    .select(['guid', 'label'])
    .where('dictType', '=', dictType)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** True when `guid` is a value of the dictionary type (enabled or not). */
export async function dictGuidExists(db: Db, dictType: string, guid: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysDictData')
    .select('guid')
    .where('guid', '=', guid)
    .where('dictType', '=', dictType)
    .executeTakeFirst()
  return row !== undefined
}
