import type { Generated } from 'kysely'

export interface FavouriteViewTable {
  id: Generated<number>
  userId: number
  modelName: string
  topicName: string
  frontSign: string
  createdAt: number
}

export interface MessageTable {
  guid: string
  userId: number
  title: string
  content: string
  kind: string
  link: string | null
  readAt: number | null
  createdAt: number
}
