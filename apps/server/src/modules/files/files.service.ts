import type { Db } from '#server/db/database.ts'
import { registerMessages } from '#server/i18n/messages.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { findFile, insertFileOnce } from './files.repository.ts'

registerMessages({
  'upload.noFile': {
    zh: '请选择要上传的文件（表单字段 file）',
    en: 'Choose a file to upload (form field "file")',
    es: 'Elija un archivo para subir (campo "file")',
    ja: 'アップロードするファイルを選択してください（フィールド file）',
  },
  'upload.notImage': {
    zh: '只能上传 PNG、JPEG、GIF 或 WEBP 格式的图片',
    en: 'Only PNG, JPEG, GIF or WEBP images can be uploaded',
    es: 'Solo se pueden subir imágenes PNG, JPEG, GIF o WEBP',
    ja: 'アップロードできるのは PNG、JPEG、GIF、WEBP 画像のみです',
  },
})

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp'
  contentType: string
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/**
 * The image kind the bytes really are, by their magic number (never the file name or the
 * client's content type), or null for anything else.
 */
export function sniffImage(b: Uint8Array): ImageKind | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ext: 'png', contentType: 'image/png' }
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' }
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) {
    return { ext: 'gif', contentType: 'image/gif' }
  }
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) {
    return { ext: 'webp', contentType: 'image/webp' }
  }
  return null
}

/** Stores an uploaded image; answers its public name `/files/<sha256>.<ext>`. */
export async function storeImage(db: Db, data: Uint8Array, userId: number): Promise<string> {
  const kind = sniffImage(data)
  if (!kind) throw AppError.badRequest('upload.notImage')
  const sha256 = sha256Hex(data)
  await insertFileOnce(db, {
    sha256,
    contentType: kind.contentType,
    data,
    createdBy: userId,
    now: Date.now(),
  })
  return `/files/${sha256}.${kind.ext}`
}

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/

/** A stored file by its public name, or 404. */
export async function readImage(db: Db, name: string) {
  const sha256 = FILE_NAME.exec(name)?.[1]
  const file = sha256 ? await findFile(db, sha256) : undefined
  if (!file) throw AppError.notFound()
  return { contentType: file.contentType, data: Buffer.from(file.data) }
}
