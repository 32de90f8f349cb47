import { z } from 'zod'

/** Upload limit (docs/product/api.md "Files"): 5 MB. */
export const UPLOAD_MAX_MB = 5
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/** What a file template may be (the file picker's `accept`; the server judges by the bytes). */
export const UPLOAD_DOCUMENT_TYPES = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  ...UPLOAD_IMAGE_TYPES,
] as const

/**
 * The upload answer is not wrapped in `data`: the editor reads `code` and `fileName`
 * directly (docs/product/api.md "Files"). `fileName` starts with `/files/`.
 */
export const uploadResultSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  fileName: z.string(),
})
export type UploadResult = z.infer<typeof uploadResultSchema>

/** The public name of a stored upload: `/files/<sha256>.<ext>` (images and template files). */
export const STORED_FILE_URL =
  /^\/files\/[0-9a-f]{64}\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|xls|ppt)$/
