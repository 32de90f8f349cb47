import { API, ResultCode } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/database.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { uploadedBytes, uploadedFile } from '#server/lib/upload.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { databaseRateLimitStore } from '#server/plugins/rate-limit-store.ts'
import { tr } from '#server/plugins/request-context.ts'
import { FILE_CLEANUP_EVERY_MS, removeUnreferencedFiles } from './files.cleanup.ts'
import { addFileRefs, fileRef } from './files.refs.ts'
import { readStoredFile, storeDocument, storeImage } from './files.service.ts'

/**
 * Uploads one user may make a minute, both upload calls together: the editor sends a few
 * images at a time, a script filling the store waits (issue 12, point 1.2).
 */
const UPLOADS_PER_MINUTE = 30
const UPLOAD_WINDOW_MS = 60_000

/** Editor image upload and the uploaded files (API.files). */
export function registerFileRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const countUpload = uploadCounter(deps.db)
  const quota = { quotaMb: deps.config.uploadQuotaMb }

  registerEndpoint(
    api,
    ep,
    API.files.upload,
    async ({ req, reply, user, query }) => {
      await countUpload(user.id)
      const fileName = await storeImage(deps.db, await uploadedBytes(req), user.id, quota)
      // a logo is named by no record: its uploader keeps it (files.refs.ts)
      if (query.keep === 'logo') await addFileRefs(deps.db, fileRef.logo(user.id), [fileName])
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
      await countUpload(user.id)
      const { bytes, fileName: clientName } = await uploadedFile(req)
      const fileName = await storeDocument(deps.db, bytes, clientName, user.id, quota)
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

  // every instance runs the cleanup (it is idempotent); closing the app stops it
  const cleanup = setInterval(() => {
    removeUnreferencedFiles(deps.db).catch((err: unknown) =>
      api.log.error({ err }, 'removing unreferenced files failed'),
    )
  }, FILE_CLEANUP_EVERY_MS)
  cleanup.unref()
  api.addHook('onClose', async () => clearInterval(cleanup))
}

/**
 * Counts a user's upload in the database (the instances sharing one PostgreSQL count
 * together); past UPLOADS_PER_MINUTE a 429, before anything is read or stored.
 */
function uploadCounter(db: Db) {
  const Store = databaseRateLimitStore(db)
  const store = new Store({ groupId: 'upload', timeWindow: UPLOAD_WINDOW_MS })
  return async (userId: number): Promise<void> => {
    const hits = await new Promise<number>((resolve, reject) =>
      store.incr(
        `user:${userId}`,
        (err, result) => (err ? reject(err) : resolve(result?.current ?? 0)),
        UPLOAD_WINDOW_MS,
      ),
    )
    if (hits > UPLOADS_PER_MINUTE) throw new AppError(ResultCode.tooMany, 'tooMany')
  }
}
