// The lookups of dictionary values other modules and the value calls read; the admin
// records themselves are dict-type.resource.ts and dict-data.resource.ts.
import type { Db } from '#server/db/database.ts'

/** The enabled values of a dictionary type, in their sort order. */
const enabledValues = (db: Db, dictType: string) =>
  db
    .selectFrom('sysDictData')
    .where('dictType', '=', dictType)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')

/** Enabled values of a dictionary type (guid and label), in their sort order. */
export const findDictOptions = (db: Db, dictType: string) =>
  enabledValues(db, dictType).select(['guid', 'label']).execute()

/** Enabled values of a dictionary type with their tag colours, in their sort order. */
export const findDictValues = (db: Db, dictType: string) =>
  enabledValues(db, dictType).select(['value', 'label', 'color']).execute()

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
