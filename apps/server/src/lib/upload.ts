import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/plugins/app-error.ts'

/**
 * The multipart field `file` (every upload and import names it so) with the name the
 * client gave it; over 5 MB the multipart plugin throws its 413.
 */
export async function uploadedFile(
  req: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw AppError.badRequest('upload.noFile')
  const part = await req.file()
  if (!part || part.fieldname !== 'file') throw AppError.badRequest('upload.noFile')
  return { bytes: await part.toBuffer(), fileName: part.filename }
}

/** The bytes of the multipart field `file`. */
export async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  return (await uploadedFile(req)).bytes
}
