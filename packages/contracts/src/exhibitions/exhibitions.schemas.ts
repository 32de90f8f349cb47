import { z } from 'zod'
import {
  epochMs,
  epochMsQuery,
  guidSchema,
  pageQuerySchema,
  textFilter,
} from '../common/envelope.schemas.ts'

/** Exhibition states: 0 筹备中, 1 报馆中, 2 进行中, 3 已结束. */
export const EXHIBITION_STATUSES = [0, 1, 2, 3] as const

/** The exhibition list query (docs/product/exhibitions.md "Exhibition search form"). */
export const exhibitionPageQuerySchema = pageQuerySchema.extend({
  exhibitionCode: textFilter(100),
  exhibitionName: textFilter(100),
  projectIndustry: textFilter(64),
  projectRegion: textFilter(64),
  applyTimeStart: epochMsQuery,
  applyTimeEnd: epochMsQuery,
})
export type ExhibitionPageQuery = z.infer<typeof exhibitionPageQuerySchema>

export const exhibitionRowSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  projectIdNumber: z.string(),
  industry: z.string().nullable(),
  region: z.string().nullable(),
  applyTimeStart: z.number().int().nullable(),
  applyTimeEnd: z.number().int().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  status: z.number().int(),
  onHome: z.boolean(),
})
export type ExhibitionRow = z.infer<typeof exhibitionRowSchema>

/** The full exhibition record (docs/product/exhibitions.md "Exhibition"). */
export const exhibitionSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  projectIdNumber: z.string(),
  projectGuid: z.string().nullable(),
  industryGuid: z.string().nullable(),
  regionGuid: z.string().nullable(),
  organiser: z.string(),
  homeContractor: z.string(),
  halls: z.string(),
  applyTimeStart: z.number().int().nullable(),
  applyTimeEnd: z.number().int().nullable(),
  loadInTime: z.number().int().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  loadOutTime: z.number().int().nullable(),
  status: z.number().int(),
  onHome: z.boolean(),
  remark: z.string(),
  version: z.number().int(),
})
export type Exhibition = z.infer<typeof exhibitionSchema>

/** Create (no guid) or update (guid + version) an exhibition. */
export const exhibitionSaveSchema = z
  .object({
    guid: guidSchema.optional(),
    version: z.number().int().min(0).optional(),
    title: z.string().trim().min(1).max(100),
    projectIdNumber: z.string().trim().min(1).max(100),
    projectGuid: z.string().max(64).nullable().optional(),
    industryGuid: z.string().max(64).nullable().optional(),
    regionGuid: z.string().max(64).nullable().optional(),
    organiser: z.string().trim().max(100).default(''),
    homeContractor: z.string().trim().max(100).default(''),
    halls: z.string().trim().max(200).default(''),
    applyTimeStart: epochMs.nullable().optional(),
    applyTimeEnd: epochMs.nullable().optional(),
    loadInTime: epochMs.nullable().optional(),
    startTime: epochMs.nullable().optional(),
    endTime: epochMs.nullable().optional(),
    loadOutTime: epochMs.nullable().optional(),
    status: z.union(EXHIBITION_STATUSES.map((s) => z.literal(s))).default(0),
    remark: z.string().max(500).default(''),
  })
  .refine((e) => !e.applyTimeStart || !e.applyTimeEnd || e.applyTimeStart <= e.applyTimeEnd, {
    path: ['applyTimeEnd'],
    message: 'validation.dateRange',
  })
  .refine((e) => !e.startTime || !e.endTime || e.startTime <= e.endTime, {
    path: ['endTime'],
    message: 'validation.dateRange',
  })
export type ExhibitionSave = z.infer<typeof exhibitionSaveSchema>

export const guidQuerySchema = z.object({ guid: guidSchema })
export const guidBodySchema = z.object({ guid: guidSchema })

/**
 * `/exhibition/info`: the exhibition's overview. The figures grow as the service
 * platform's registrations, orders and badges land; each is counted from the database.
 */
export const exhibitionInfoSchema = z.object({
  exhibition: exhibitionRowSchema,
  figures: z.object({
    /** Whole days from today to the end of the application window (negative once past). */
    daysToApplyEnd: z.number().int().nullable(),
    /** Whole days from today to opening (negative once open). */
    daysToOpen: z.number().int().nullable(),
    /** Open days, first to last inclusive. */
    openDays: z.number().int().nullable(),
    /** Halls named on the exhibition. */
    hallCount: z.number().int(),
    /** Users who have this exhibition as their current one. */
    activeUsers: z.number().int(),
  }),
})
export type ExhibitionInfo = z.infer<typeof exhibitionInfoSchema>

export const currentExhibitionSchema = z.object({ guid: guidSchema, title: z.string() })
export type CurrentExhibition = z.infer<typeof currentExhibitionSchema>

export const qualifierSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
})

export const relHomeBodySchema = z.object({ guid: guidSchema, onHome: z.boolean() })

export const COPY_CONFIG_PARTS = ['service', 'badge', 'overtime', 'file'] as const
export const copyConfigBodySchema = z
  .object({
    fromGuid: guidSchema,
    toGuid: guidSchema,
    parts: z.array(z.enum(COPY_CONFIG_PARTS)).min(1).max(4),
  })
  .refine((b) => b.fromGuid !== b.toGuid, {
    path: ['toGuid'],
    message: 'validation.sameExhibition',
  })

export const projectOptionSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  projectNumber: z.string(),
})
export const projectListQuerySchema = z.object({ keyword: textFilter(100) })
