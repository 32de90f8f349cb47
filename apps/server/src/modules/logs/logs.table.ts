import type { Generated } from 'kysely'

export interface LoginLogTable {
  id: Generated<number>
  userName: string
  ip: string
  userAgent: string
  method: string
  success: number
  message: string
  createdAt: number
}

export interface OperLogTable {
  id: Generated<number>
  userName: string
  module: string
  action: string
  method: string
  url: string
  target: string | null
  params: string
  success: number
  message: string
  ip: string
  durationMs: number
  createdAt: number
}
