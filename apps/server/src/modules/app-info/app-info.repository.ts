import type { Db } from '#server/db/database.ts'

export async function findConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sysConfig')
    .select('configValue')
    .where('configKey', '=', key)
    .executeTakeFirst()
  return row?.configValue
}

export async function listVersions(db: Db) {
  return db
    .selectFrom('sysVersion')
    .select(['versionCode', 'onlineTime', 'onlineContent'])
    .orderBy('onlineTime', 'desc')
    .orderBy('id', 'desc')
    .execute()
}
