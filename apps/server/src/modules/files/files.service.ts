import { ResultCode } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { bytesUploadedBy, fileExists, findFile, insertFileOnce } from './files.repository.ts'

export interface FileKind {
  ext: string
  contentType: string
}

export interface ImageKind extends FileKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp'
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

const OOXML: readonly { entry: string; kind: FileKind }[] = [
  {
    entry: 'word/document.xml',
    kind: {
      ext: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  },
  {
    entry: 'xl/workbook.xml',
    kind: {
      ext: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  {
    entry: 'ppt/presentation.xml',
    kind: {
      ext: 'pptx',
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    },
  },
]
const OLE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

/**
 * What an uploaded template really is: an image, a PDF, or an Office file. By the bytes,
 * never the client's content type: OOXML is a zip naming its main part in the clear;
 * the old Office formats share one container, so only there the name's extension decides
 * which of the three it is.
 */
export function sniffDocument(b: Uint8Array, fileName: string): FileKind | null {
  const image = sniffImage(b)
  if (image) return image
  if (startsWith(b, ascii('%PDF-'))) return { ext: 'pdf', contentType: 'application/pdf' }
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    // zip entry names are stored as they are, in the local headers and the directory
    const names = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1')
    if (!names.includes('[Content_Types].xml')) return null
    return OOXML.find((o) => names.includes(o.entry))?.kind ?? null
  }
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const ext = fileName.toLowerCase().split('.').pop() ?? ''
    const contentType = OLE_TYPES[ext]
    if (contentType) return { ext, contentType }
  }
  return null
}

/** What one user may store: the bytes of the files they uploaded, in MB (UPLOAD_QUOTA_MB). */
export interface UploadQuota {
  quotaMb: number
}

const MB = 1024 * 1024

/** Stores an uploaded image; answers its public name `/files/<sha256>.<ext>`. */
export async function storeImage(
  db: Db,
  data: Uint8Array,
  userId: number,
  quota?: UploadQuota,
): Promise<string> {
  const kind = sniffImage(data)
  if (!kind) throw AppError.badRequest('upload.notImage')
  return store(db, data, kind, userId, quota)
}

/** Stores an uploaded template (image, PDF or Office file); answers its public name. */
export async function storeDocument(
  db: Db,
  data: Uint8Array,
  fileName: string,
  userId: number,
  quota?: UploadQuota,
): Promise<string> {
  const kind = sniffDocument(data, fileName)
  if (!kind) throw AppError.badRequest('upload.notDocument')
  return store(db, data, kind, userId, quota)
}

async function store(
  db: Db,
  data: Uint8Array,
  kind: FileKind,
  userId: number,
  quota: UploadQuota | undefined,
): Promise<string> {
  const sha256 = sha256Hex(data)
  // bytes already stored are stored once, and cost nothing again. Two uploads at once may
  // both pass the check: the upload rate limit bounds that overshoot.
  if (quota && !(await fileExists(db, sha256))) {
    const used = await bytesUploadedBy(db, userId)
    if (used + data.byteLength > quota.quotaMb * MB)
      throw new AppError(ResultCode.tooLarge, 'upload.quotaFull', { mb: quota.quotaMb })
  }
  await insertFileOnce(db, {
    sha256,
    contentType: kind.contentType,
    data,
    createdBy: userId,
    now: Date.now(),
  })
  return `/files/${sha256}.${kind.ext}`
}

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|xls|ppt)$/

/**
 * A stored file by its public name, or 404. Anything but an image is sent as an
 * attachment: the browser saves it rather than opening it inside the app's origin.
 */
export async function readStoredFile(db: Db, name: string) {
  const sha256 = FILE_NAME.exec(name)?.[1]
  const file = sha256 ? await findFile(db, sha256) : undefined
  if (!file) throw AppError.notFound()
  return {
    contentType: file.contentType,
    data: Buffer.from(file.data),
    attachment: !file.contentType.startsWith('image/'),
  }
}
