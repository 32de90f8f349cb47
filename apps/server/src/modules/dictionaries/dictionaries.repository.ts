// The lookups of dictionary values other modules and the value calls read; the admin
// records themselves are dict-type.resource.ts and dict-data.resource.ts.
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

/** Enabled values of a dictionary type with their tag colours, in their sort order. */
export async function findDictValues(db: Db, dictType: string) {
  return db
    .selectFrom('sysDictData')
    .select(['value', 'label', 'color'])
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
