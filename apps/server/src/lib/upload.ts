import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/plugins/app-error.ts'

/**
 * The bytes of the multipart field `file` (every upload and import names it so); over
 * 5 MB the multipart plugin throws its 413.
 */
export async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw AppError.badRequest('upload.noFile')
  const part = await req.file()
  if (!part || part.fieldname !== 'file') throw AppError.badRequest('upload.noFile')
  return part.toBuffer()
}
