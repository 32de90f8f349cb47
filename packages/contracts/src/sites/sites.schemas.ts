import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { versionSchema } from '../common/resource.ts'

const flag = z.union([z.literal(0), z.literal(1)])
/** Inclusive yyyy-MM-dd of a disable period. */
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** 场地: a bookable site (1号馆) or a group of them (展厅区: no parent, not bookable). */
export const siteSchema = z.object({
  guid: z.string(),
  /** The group it belongs to; null for a group. */
  parentGuid: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** Dictionary `site_type`; '' on groups. */
  type: z.string(),
  area: z.number().nullable(),
  height: z.number().nullable(),
  floorLoad: z.number().nullable(),
  capacityTheatre: z.number().int().nullable(),
  capacityClassroom: z.number().int().nullable(),
  bookable: flag,
  /** Related sites (composite spaces); stored both ways. */
  related: z.array(z.string()),
  disabled: flag,
  disableFrom: z.string().nullable(),
  disableTo: z.string().nullable(),
  disableReason: z.string().nullable(),
  /** Schedule template of its day-parts; null = the default one. */
  templateId: z.number().int().nullable(),
  sort: z.number().int(),
  remark: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type Site = z.infer<typeof siteSchema>

/** Filters of the tree (no paging: `page`/`pageSize` are ignored, every match is answered). */
export const siteQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  type: textFilter(32),
  disabled: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().pipe(flag).optional(),
  ),
})
export type SiteQuery = z.infer<typeof siteQuerySchema>

const optionalNumber = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.number().min(0).max(max).nullable(),
  )
const optionalInt = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.number().int().min(0).max(max).nullable(),
  )
const nullableText = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())

export const siteSaveSchema = z.object({
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
  parentGuid: nullableText(guidSchema),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(50),
  type: z.string().trim().max(32).default(''),
  area: optionalNumber(10_000_000),
  height: optionalNumber(1000),
  floorLoad: optionalNumber(1000),
  capacityTheatre: optionalInt(1_000_000),
  capacityClassroom: optionalInt(1_000_000),
  bookable: flag.default(1),
  related: z.array(guidSchema).max(200).default([]),
  disabled: flag.default(0),
  disableFrom: nullableText(dateText),
  disableTo: nullableText(dateText),
  disableReason: nullableText(z.string().trim().max(200)),
  templateId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.number().int().min(1).nullable(),
  ),
  sort: z.number().int().min(0).max(9999).default(0),
  remark: z.string().trim().max(500).default(''),
})
export type SiteSave = z.input<typeof siteSaveSchema>

/** A site as pickers list it (related sites, the resource's site). */
export const siteOptionSchema = z.object({
  guid: z.string(),
  name: z.string(),
  parentGuid: z.string().nullable(),
  bookable: flag,
})
export type SiteOption = z.infer<typeof siteOptionSchema>

export const scheduleTemplateOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: flag,
})
export type ScheduleTemplateOption = z.infer<typeof scheduleTemplateOptionSchema>
