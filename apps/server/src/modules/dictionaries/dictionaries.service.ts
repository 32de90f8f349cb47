import type { DictOption } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { findDictOptions } from './dictionaries.repository.ts'

/** The dictionary types behind the exhibition search form's dropdowns. */
export const DICT_TYPES = { industry: 'industry', region: 'region' } as const

/** The enabled options of a dictionary as `{ guid, value }`, value being the label shown. */
export async function dictOptions(db: Db, dictType: string): Promise<DictOption[]> {
  const rows = await findDictOptions(db, dictType)
  return rows.map((r) => ({ guid: r.guid, value: r.label }))
}
