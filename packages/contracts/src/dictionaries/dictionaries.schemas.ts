import { z } from 'zod'

/** An industry or region option (spec §3). */
export const dictOptionSchema = z.object({ guid: z.string(), value: z.string() })
export type DictOption = z.infer<typeof dictOptionSchema>
