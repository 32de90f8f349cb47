import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { uploadResultSchema } from './files.schemas.ts'

export const fileEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/common/upload',
    auth: 'token',
    bodyKind: 'multipart',
    // keep=logo: the settings panel's logo, named only in a browser's storage: the server
    // keeps a reference for the uploader, so the day-old cleanup of unused files spares it
    query: z.object({ keep: z.literal('logo').optional() }),
    response: uploadResultSchema,
    summary:
      'Upload an image (png, jpeg, gif, webp; at most 5 MB); Authorization: Bearer; keep=logo keeps it as the uploader’s logo',
  }),
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/common/uploadDocument',
    auth: 'token',
    bodyKind: 'multipart',
    response: uploadResultSchema,
    summary:
      'Upload a template file (pdf, docx, xlsx, pptx, doc, xls, ppt or an image; at most 5 MB); the same flat answer as upload',
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/files/:name',
    auth: 'cookie',
    response: z.unknown(),
    summary: 'An uploaded file, by its SHA-256 name (Admin-Token cookie)',
  }),
}
