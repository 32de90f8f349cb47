import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { type OpenApiDocument, buildOpenApiDocument } from './openapi.service.ts'

let document: OpenApiDocument | undefined

/**
 * GET /xgz/openapi.json (public): the API as OpenAPI 3.1. Not a contract endpoint (the
 * document describes the contract), so it is a plain route without the envelope.
 */
export function registerOpenApiRoute(api: FastifyInstance, _deps: ModuleDeps): void {
  api.get('/openapi.json', async (_req, reply) => {
    document ??= buildOpenApiDocument()
    return reply.header('cache-control', 'no-cache').send(document)
  })
}
