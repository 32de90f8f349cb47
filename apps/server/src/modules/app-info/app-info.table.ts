import type { Generated } from 'kysely'

export interface ConfigTable {
  configKey: string
  configValue: string
}

export interface VersionTable {
  id: Generated<number>
  versionCode: string
  onlineTime: number
  onlineContent: string
}

export interface SeedRunTable {
  step: string
  ranAt: number
}
