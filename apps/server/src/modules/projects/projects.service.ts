import type { z } from 'zod'
import type { projectOptionSchema } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { searchProjects } from './projects.repository.ts'

type ProjectOption = z.infer<typeof projectOptionSchema>

/** At most this many options: the picker is a type-ahead, not a list. */
export const PROJECT_OPTION_LIMIT = 50

/** Venue projects an exhibition can be made from (exhibition/query/projectList). */
export async function projectOptions(
  db: Db,
  keyword: string | undefined,
): Promise<ProjectOption[]> {
  const rows = await searchProjects(db, keyword, PROJECT_OPTION_LIMIT)
  return rows.map((r) => ({ guid: r.guid, title: r.title, projectNumber: r.projectNumber }))
}
