import { z } from 'zod'
import { textFilter } from '../common/envelope.schemas.ts'
import { recordTailShape, saveKeyShape, saveTailShape, statusFilter } from '../common/resource.ts'

/** 部门: a node of the organisation tree (the centre at the root). */
export const deptSchema = z.object({
  guid: z.string(),
  /** 部门编号: also what the user import's 部门编号 column names. */
  id: z.number().int(),
  /** 0 at the root. */
  parentId: z.number().int(),
  /** The ids above it as a path: '/' at the root, '/1/4/' two levels down. */
  ancestors: z.string(),
  name: z.string(),
  leader: z.string(),
  phone: z.string(),
  email: z.string(),
  ...recordTailShape,
})
export type Dept = z.infer<typeof deptSchema>

/** The tree is small: filtered, unpaged; the client nests it by parentId. */
export const deptQuerySchema = z.object({
  name: textFilter(64),
  status: statusFilter,
})
export type DeptQuery = z.infer<typeof deptQuerySchema>

const PHONE = /^[0-9+\-() ]*$/

export const deptSaveSchema = z.object({
  ...saveKeyShape,
  /** 0 only for the root, which keeps it. */
  parentId: z.number().int().min(0),
  name: z.string().trim().min(1).max(50),
  leader: z.string().trim().max(30).default(''),
  phone: z.string().trim().max(20).regex(PHONE, { message: 'validation.invalid' }).default(''),
  email: z.union([z.literal(''), z.string().trim().max(50).email()]).default(''),
  ...saveTailShape,
})
export type DeptSave = z.input<typeof deptSaveSchema>
