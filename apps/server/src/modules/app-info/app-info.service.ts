import type { VersionRecord } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { findConfigValue, listVersions } from './app-info.repository.ts'

/** The sys_config key of the sign-in background; an admin can point it at an uploaded image. */
export const BACKGROUND_IMAGE_KEY = 'login.backgroundImage'
/** Served by the web app (apps/web/public) when no background is configured. */
export const DEFAULT_BACKGROUND_IMAGE = '/login-background.svg'

export async function backgroundImage(db: Db): Promise<{ url: string }> {
  const url = (await findConfigValue(db, BACKGROUND_IMAGE_KEY))?.trim()
  return { url: url || DEFAULT_BACKGROUND_IMAGE }
}

/** Version records, newest first (the version-history dialog). */
export const versionList = (db: Db): Promise<VersionRecord[]> => listVersions(db)
