import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { pageQuerySchema, pageResultSchema } from '../common/envelope.schemas.ts'
import {
  addFavouriteViewSchema,
  favouriteViewSchema,
  idBodySchema,
  messagePageQuerySchema,
  messageReadBodySchema,
  messageSchema,
  unreadCountSchema,
} from './workspace.schemas.ts'

const base = '/cloud-business/api/common'

export const workspaceEndpoints = {
  favouriteViewList: defineEndpoint({
    method: 'GET',
    path: `${base}/view/collect/list`,
    auth: 'token',
    query: pageQuerySchema,
    response: pageResultSchema(favouriteViewSchema),
    summary: "The user's favourite views",
  }),
  favouriteViewAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/view/collect/add`,
    auth: 'token',
    body: addFavouriteViewSchema,
    response: favouriteViewSchema,
    summary: 'Add a favourite view',
  }),
  favouriteViewDelete: defineEndpoint({
    method: 'POST',
    path: `${base}/view/collect/delete`,
    auth: 'token',
    body: idBodySchema,
    response: z.null(),
    summary: 'Remove a favourite view',
  }),
  messagePage: defineEndpoint({
    method: 'GET',
    path: `${base}/message/page`,
    auth: 'token',
    query: messagePageQuerySchema,
    response: pageResultSchema(messageSchema),
    summary: "The user's messages, newest first",
  }),
  messageUnread: defineEndpoint({
    method: 'GET',
    path: `${base}/message/unread`,
    auth: 'token',
    response: unreadCountSchema,
    summary: 'Unread message count',
  }),
  messageRead: defineEndpoint({
    method: 'POST',
    path: `${base}/message/read`,
    auth: 'token',
    body: messageReadBodySchema,
    response: z.null(),
    summary: 'Mark messages read',
  }),
  messageStream: defineEndpoint({
    method: 'GET',
    path: `${base}/message/stream`,
    auth: 'cookie',
    response: z.string(),
    summary: 'Server-Sent Events: `unread` counts as they change',
  }),
}
