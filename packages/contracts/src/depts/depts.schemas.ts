import { z } from 'zod'
import { guidSchema, textFilter } from '../common/envelope.schemas.ts'
import { statusFilter, statusSchema, versionSchema } from '../common/resource.ts'

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
  sort: z.number().int(),
  status: statusSchema,
  remark: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
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
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
  /** 0 only for the root, which keeps it. */
  parentId: z.number().int().min(0),
  name: z.string().trim().min(1).max(50),
  leader: z.string().trim().max(30).default(''),
  phone: z.string().trim().max(20).regex(PHONE, { message: 'validation.invalid' }).default(''),
  email: z.union([z.literal(''), z.string().trim().max(50).email()]).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  status: statusSchema.default(1),
  remark: z.string().trim().max(500).default(''),
})
export type DeptSave = z.input<typeof deptSaveSchema>
