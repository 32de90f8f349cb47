import { type Module, SYSTEM_CODES, type moduleSaveSchema } from '@app/contracts'
import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { found, pick, versionMissError } from '#server/lib/resource.ts'
import type { SystemTable } from '#server/modules/identity/identity.table.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { toCode } from './menu.resource.ts'

// 模块管理 (/system/module): the subsystems, only ever edited (their codes are fixed)

const toModule = (r: Selectable<SystemTable>): Module => ({
  ...pick(r, 'name', 'sort', 'remark', 'version'),
  code: toCode(r.code),
  status: r.status === 1 ? 1 : 0,
  updatedAt: Number(r.updatedAt),
})
const findSystem = (db: Db, code: string) =>
  db.selectFrom('sysSystem').selectAll().where('code', '=', code).executeTakeFirst()

/** Only the three known subsystems: the web's route tables are keyed by their codes. */
export async function listModules(db: Db): Promise<Module[]> {
  const rows = await db
    .selectFrom('sysSystem')
    .selectAll()
    .orderBy('sort')
    .orderBy('code')
    .execute()
  return rows.filter((s) => (SYSTEM_CODES as readonly string[]).includes(s.code)).map(toModule)
}

export async function updateModule(
  db: Db,
  input: z.infer<typeof moduleSaveSchema>,
  now: number,
): Promise<Module> {
  const { code, version, ...fields } = input
  const res = await db
    .updateTable('sysSystem')
    .set((eb) => ({ ...fields, updatedAt: now, version: eb('version', '+', 1) }))
    .where('code', '=', code)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!Number(res.numUpdatedRows))
    throw await versionMissError(async () => (await findSystem(db, code)) !== undefined)
  // a disabled subsystem leaves the sign-in answer (identity findGrantedSystems)
  forgetGrants(db)
  return toModule(found(await findSystem(db, code)))
}
