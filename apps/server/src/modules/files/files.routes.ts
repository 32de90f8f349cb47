import { API, ResultCode } from '@app/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/app.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { registerEndpoint } from '#server/plugins/endpoint.ts'
import { tr } from '#server/plugins/request-context.ts'
import { readImage, storeImage } from './files.service.ts'

/** The bytes of the multipart field `file`; over 5 MB the multipart plugin throws its 413. */
async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw AppError.badRequest('upload.noFile')
  const part = await req.file()
  if (!part || part.fieldname !== 'file') throw AppError.badRequest('upload.noFile')
  return part.toBuffer()
}

/** Editor image upload and the uploaded files (API.files). */
export function registerFileRoutes(api: FastifyInstance, deps: AppDeps): void {
  const ep = { db: deps.db, sessionIdleMinutes: deps.config.sessionIdleMinutes }

  registerEndpoint(
    api,
    ep,
    API.files.upload,
    async ({ req, reply, user }) => {
      const fileName = await storeImage(deps.db, await uploadedBytes(req), user.id)
      // spec §3 "Editor upload response": flat, not wrapped in data
      const result = { code: ResultCode.ok, msg: tr(req, 'ok'), fileName }
      reply.send(result)
      return result
    },
    { raw: true },
  )

  registerEndpoint(
    api,
    ep,
    API.files.file,
    async ({ req, reply }) => {
      const { name } = req.params as { name?: string }
      const file = await readImage(deps.db, name ?? '')
      reply
        .type(file.contentType)
        // content-addressed: a name never changes its bytes
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data)
      return null
    },
    { raw: true },
  )
}
