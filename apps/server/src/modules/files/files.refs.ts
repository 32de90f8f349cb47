import type { Db } from '#server/db/database.ts'
import {
  deleteFileRefs,
  findConfigRefs,
  findConfigsNamingFiles,
  insertFileRefs,
  replaceFileRefs,
} from './files.repository.ts'

// A record that shows or offers an uploaded file refers to it in sys_file_ref; a file no
// record refers to is removed a day after its upload (files.cleanup.ts). Each module that
// stores file names in its records keeps their references on save and delete.

/** The record a reference names, by its kind and key (the migration backfilled these). */
export const fileRef = {
  contractTemplate: (guid: string) => `contractTemplate:${guid}`,
  fileTemplate: (guid: string) => `fileTemplate:${guid}`,
  /** The file uploaded for a project's declaration item (申报文件). */
  declarationFile: (guid: string) => `declarationFile:${guid}`,
  scheduleMission: (mid: string) => `scheduleMission:${mid}`,
  config: (key: string) => `config:${key}`,
  /** A document a workflow record carries (modules/workflow attachments). */
  attachment: (guid: string) => `attachment:${guid}`,
  /** A logo a user uploaded for the settings panel (kept in that browser's storage). */
  logo: (userId: number) => `logo:${userId}`,
}

/**
 * An uploaded file's name where text holds it: `/files/<sha256>.<ext>` as the upload
 * answered it, or inside a longer URL (`<img src="/xgz/files/….png">`).
 */
const FILE_NAME = /\/files\/([0-9a-f]{64})\./g

/** The SHA-256s of the uploaded files the texts name, each once. */
export function filesNamedIn(texts: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    for (const m of text?.matchAll(FILE_NAME) ?? []) if (m[1]) found.add(m[1])
  }
  return [...found]
}

/**
 * Makes a record's references the files its texts name (after a save, in the save's
 * transaction). `ref` names the record (see fileRef).
 */
export const setFileRefs = (db: Db, ref: string, texts: readonly (string | null | undefined)[]) =>
  replaceFileRefs(db, ref, filesNamedIn(texts))

/** The references of a record just created (nothing to replace: no query without files). */
export const addFileRefs = (db: Db, ref: string, texts: readonly (string | null | undefined)[]) =>
  insertFileRefs(db, ref, filesNamedIn(texts))

/** Drops the references of deleted records, in the delete's transaction. */
export const removeFileRefs = (db: Db, refs: readonly string[]) => deleteFileRefs(db, refs)

/**
 * The references of sys_config values (the sign-in background may name an uploaded
 * image). No call of the app writes sys_config, an administrator does, so the cleanup
 * reads them afresh before it removes anything.
 */
export async function syncConfigFileRefs(db: Db): Promise<void> {
  const configs = await findConfigsNamingFiles(db)
  const current = new Set(configs.map((c) => fileRef.config(c.configKey)))
  for (const c of configs) await setFileRefs(db, fileRef.config(c.configKey), [c.configValue])
  // a value that no longer names a file (or a row that is gone) keeps nothing
  const stale = (await findConfigRefs(db)).filter((ref) => !current.has(ref))
  await removeFileRefs(db, stale)
}
