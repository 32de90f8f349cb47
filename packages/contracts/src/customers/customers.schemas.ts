import { z } from 'zod'
import { creditCodeSchema } from '../common/credit-code.ts'
import { importResultSchema, importRowShape } from '../common/import.schemas.ts'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { recordTailShape, saveKeyShape, saveTailShape, statusFilter } from '../common/resource.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 客户管理 (/customer/customerManage), docs/product/domain.md "Customer and sales opportunity".

/** 客户等级: A 战略, B 重点, C 普通. */
export const CUSTOMER_GRADES = ['A', 'B', 'C'] as const
/** Most contacts a customer keeps. */
export const CUSTOMER_CONTACTS_MAX = 20
/** Most rows one import takes (a sheet of more is refused before anything is read). */
export const CUSTOMER_IMPORT_MAX_ROWS = 2000
/** Most projects a customer's detail lists (the latest first). */
export const CUSTOMER_PROJECTS_MAX = 100

/** A mainland mobile number, or nothing. */
const mobileSchema = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, { message: 'validation.mobile' })
  .default('')
const emailSchema = z.union([z.literal(''), z.string().trim().max(50).email()]).default('')

/** A contact person of a customer; one of them is its primary contact. */
export const customerContactSchema = z.object({
  name: z.string().trim().min(1).max(30),
  title: z.string().trim().max(30).default(''),
  mobile: mobileSchema,
  email: emailSchema,
  primary: z.boolean().default(false),
})
export type CustomerContact = z.infer<typeof customerContactSchema>

/** A project the customer organised, as its detail lists it. */
export const customerProjectSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** Epoch ms, or null when not yet dated. */
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  /** Fen, null before a contract. */
  contractAmount: z.number().int().nullable(),
})
export type CustomerProject = z.infer<typeof customerProjectSchema>

/** The customer list's row: its primary contact's mobile is masked unless the caller may see it. */
export const customerRowSchema = z.object({
  guid: z.string(),
  name: z.string(),
  creditCode: z.string(),
  /** Dictionary `customer_type` (主办单位 / 承办单位 / 政府机关 / 行业协会 / 企业 / 演艺经纪). */
  type: z.string(),
  /** Dictionary `industry` / `region` values (their guids: ind-04, reg-01 …). */
  industry: z.string(),
  region: z.string(),
  grade: z.enum(CUSTOMER_GRADES),
  /** Dictionary `customer_source`. */
  source: z.string(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  deptName: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  projectCount: z.number().int().min(0),
  /** 黑名单: no new bookings without a leader's say. */
  blacklisted: z.boolean(),
  ...recordTailShape,
})
export type CustomerRow = z.infer<typeof customerRowSchema>

/** One customer in full: contacts, invoicing data and what its projects add up to. */
export const customerSchema = customerRowSchema.extend({
  contacts: z.array(customerContactSchema),
  creditNote: z.string(),
  invoiceTitle: z.string(),
  invoiceTaxNo: z.string(),
  invoiceBank: z.string(),
  invoiceAccount: z.string(),
  invoiceAddressPhone: z.string(),
  /** The contract amounts of its projects, in fen. */
  contractTotal: z.number().int(),
  /** The opening (epoch ms) of its latest project that holds the venue, or null. */
  lastEventTime: z.number().int().nullable(),
})
export type Customer = z.infer<typeof customerSchema>

export const customerProjectsQuerySchema = z.object({ customerGuid: guidSchema })

export const customerQuerySchema = pageQuerySchema.extend({
  name: textFilter(100),
  creditCode: textFilter(18),
  type: textFilter(32),
  industry: textFilter(32),
  region: textFilter(32),
  grade: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(CUSTOMER_GRADES).optional(),
  ),
  ownerId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ),
  status: statusFilter,
})
export type CustomerQuery = z.infer<typeof customerQuerySchema>

export const customerSaveSchema = z.object({
  ...saveKeyShape,
  name: z.string().trim().min(2).max(100),
  creditCode: creditCodeSchema,
  type: z.string().trim().min(1).max(32),
  industry: z.string().trim().max(32).default(''),
  region: z.string().trim().max(32).default(''),
  grade: z.enum(CUSTOMER_GRADES).default('C'),
  source: z.string().trim().max(32).default(''),
  /** The sales owner (a user id); the caller when left empty. */
  ownerId: z.number().int().min(1).nullable().default(null),
  contacts: z
    .array(customerContactSchema)
    .min(1, { message: 'validation.contactRequired' })
    .max(CUSTOMER_CONTACTS_MAX)
    .refine((cs) => cs.filter((c) => c.primary).length === 1, {
      message: 'validation.onePrimary',
    }),
  blacklisted: z.boolean().default(false),
  creditNote: z.string().trim().max(500).default(''),
  invoiceTitle: z.string().trim().max(100).default(''),
  invoiceTaxNo: z.string().trim().max(20).default(''),
  invoiceBank: z.string().trim().max(100).default(''),
  invoiceAccount: z.string().trim().max(40).default(''),
  invoiceAddressPhone: z.string().trim().max(200).default(''),
  ...saveTailShape,
})
export type CustomerSave = z.input<typeof customerSaveSchema>

/** A user who can own customers, for the owner picker and filter. */
export const customerOwnerOptionSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  deptName: z.string(),
})
export type CustomerOwnerOption = z.infer<typeof customerOwnerOptionSchema>

// --- 跟进记录 ----------------------------------------------------------------------------

/** How a follow-up was made (dictionary `follow_method`). */
export const followUpSchema = z.object({
  guid: z.string(),
  method: z.string(),
  content: z.string(),
  /** The next follow-up day (yyyy-MM-dd), or null. */
  nextDate: z.string().nullable(),
  userName: z.string(),
  createdAt: z.number().int(),
})
export type FollowUp = z.infer<typeof followUpSchema>

export const followUpQuerySchema = z.object({ customerGuid: guidSchema })

export const followUpAddSchema = z.object({
  customerGuid: guidSchema,
  method: z.string().trim().min(1).max(32),
  content: z.string().trim().min(1).max(1000),
  nextDate: z.preprocess((v) => (v === '' ? null : v), calendarDateSchema.nullable().default(null)),
})
export type FollowUpAdd = z.input<typeof followUpAddSchema>

// --- 客户导入 ----------------------------------------------------------------------------

/** One data row of a 客户导入 file, as the import sees it. */
export const customerImportRowSchema = z.object({
  ...importRowShape,
  name: z.string(),
  creditCode: z.string(),
})
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>

/** The per-row report of 客户导入 (all or nothing). */
export const customerImportResultSchema = importResultSchema(customerImportRowSchema)
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>
