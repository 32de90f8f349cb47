export interface FileTable {
  sha256: string
  contentType: string
  size: number
  data: Uint8Array
  createdBy: number | null
  createdAt: number
}
