import { API, ResultCode } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { uploadedBytes, uploadedFile } from '#server/lib/upload.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { tr } from '#server/plugins/request-context.ts'
import { readStoredFile, storeDocument, storeImage } from './files.service.ts'

/** Editor image upload and the uploaded files (API.files). */
export function registerFileRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)

  registerEndpoint(
    api,
    ep,
    API.files.upload,
    async ({ req, reply, user }) => {
      const fileName = await storeImage(deps.db, await uploadedBytes(req), user.id)
      // docs/product/api.md "Files": flat, not wrapped in data
      const result = { code: ResultCode.ok, msg: tr(req, 'ok'), fileName }
      reply.send(result)
      return result
    },
    { raw: true },
  )

  registerEndpoint(
    api,
    ep,
    API.files.uploadDocument,
    async ({ req, reply, user }) => {
      const { bytes, fileName: clientName } = await uploadedFile(req)
      const fileName = await storeDocument(deps.db, bytes, clientName, user.id)
      // the same flat answer as the editor's upload, so one client call serves both
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
      const file = await readStoredFile(deps.db, name ?? '')
      if (file.attachment) reply.header('content-disposition', 'attachment')
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
