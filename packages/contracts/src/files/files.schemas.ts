import { z } from 'zod'

/** Upload limit (spec §9): 5 MB. */
export const UPLOAD_MAX_MB = 5
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/**
 * The upload answer is not wrapped in `data`: the editor reads `code` and `fileName`
 * directly (spec §3 "Editor upload response"). `fileName` starts with `/files/`.
 */
export const uploadResultSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  fileName: z.string(),
})
export type UploadResult = z.infer<typeof uploadResultSchema>
