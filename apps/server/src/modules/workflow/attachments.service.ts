// The documents any workflow record carries (issue 13, section 1): an uploaded file
// (/common/uploadDocument judged it by its bytes) with its original name, listed on the
// record's detail and downloadable by its file name. Each keeps a reference to its file,
// so the cleanup of unreferenced uploads leaves it alone.
import type { Attachment, AttachmentAddBody } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { fileRef, filesNamedIn } from '#server/modules/files/files.refs.ts'
import { deleteFileRefs, findFile, insertFileRefs } from '#server/modules/files/files.repository.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

const columns = ['guid', 'fileName', 'originalName', 'size', 'uploaderName', 'createdAt'] as const

export async function listAttachments(
  db: Db,
  docType: string,
  docGuid: string,
): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('recordAttachment')
    .select(columns)
    .where('docType', '=', docType)
    .where('docGuid', '=', docGuid)
    .orderBy('createdAt', 'desc')
    .orderBy('guid')
    .execute()
  return rows.map((r) => ({ ...r, size: Number(r.size), createdAt: Number(r.createdAt) }))
}

/** Attaches an uploaded file; 400 when the name names no stored file. */
export async function addAttachment(
  db: Db,
  body: Required<AttachmentAddBody>,
  user: Pick<AuthUser, 'id' | 'nickName'>,
  now: number,
): Promise<Attachment> {
  const [sha256] = filesNamedIn([body.fileName])
  const file = sha256 ? await findFile(db, sha256) : undefined
  if (!sha256 || !file) throw AppError.invalidField('fileName', 'workflow.attachmentMissing')
  const row = {
    guid: newGuid(),
    docType: body.docType,
    docGuid: body.docGuid,
    fileName: body.fileName,
    originalName: body.originalName,
    size: file.data.length,
    uploadedBy: user.id,
    uploaderName: user.nickName,
    createdAt: now,
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('recordAttachment').values(row).execute()
    await insertFileRefs(trx, fileRef.attachment(row.guid), [sha256])
  })
  const { guid, fileName, originalName, size, uploaderName, createdAt } = row
  return { guid, fileName, originalName, size, uploaderName, createdAt }
}

export async function findAttachment(db: Db, guid: string) {
  return db
    .selectFrom('recordAttachment')
    .select(['guid', 'docType', 'docGuid'])
    .where('guid', '=', guid)
    .executeTakeFirst()
}

/** Removes an attachment and its file reference (the file goes with the next cleanup if unused). */
export async function removeAttachment(db: Db, guid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recordAttachment').where('guid', '=', guid).execute()
    await deleteFileRefs(trx, [fileRef.attachment(guid)])
  })
}
