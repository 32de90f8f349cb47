import { z } from 'zod'
import { guidSchema, pageQuerySchema } from '../common/envelope.schemas.ts'

/** A favourite view (docs/product/shell.md "Favourite views"): frontSign is the route to go to. */
export const favouriteViewSchema = z.object({
  id: z.number().int(),
  modelName: z.string(),
  topicName: z.string(),
  frontSign: z.string(),
})
export type FavouriteView = z.infer<typeof favouriteViewSchema>

export const addFavouriteViewSchema = z.object({
  modelName: z.string().trim().min(1).max(50),
  topicName: z.string().trim().min(1).max(50),
  frontSign: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\/[^\s]*$/, { message: 'validation.routePath' }),
})

export const idBodySchema = z.object({ id: z.number().int().min(1) })

export const MESSAGE_KINDS = ['notice', 'task', 'audit', 'warning'] as const
export const messageSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  content: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.number().int(),
})
export type Message = z.infer<typeof messageSchema>

export const messagePageQuerySchema = pageQuerySchema.extend({
  read: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean().optional(),
  ),
})

export const messageReadBodySchema = z.object({ ids: z.array(guidSchema).min(1).max(500) })
export const unreadCountSchema = z.object({ count: z.number().int().min(0) })
