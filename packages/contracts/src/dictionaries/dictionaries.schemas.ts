import { z } from 'zod'
import { pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { recordTailShape, saveKeyShape, saveTailShape, statusFilter } from '../common/resource.ts'

/** An industry or region option (docs/product/api.md "Dictionaries"). */
export const dictOptionSchema = z.object({ guid: z.string(), value: z.string() })
export type DictOption = z.infer<typeof dictOptionSchema>

/** A dictionary value as tags and dropdowns read it (数据管理; `color` tints its tag). */
export const dictValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  color: z.string().nullable(),
})
export type DictValue = z.infer<typeof dictValueSchema>

export const dictValuesQuerySchema = z.object({
  dictType: z.string().trim().min(1).max(64),
})

// ---- 数据管理 (/system/data-manage): dictionary types and their values ----

/** antd's preset tag colours; a value's colour is one of these or a hex #rgb / #rrggbb. */
export const TAG_PRESET_COLORS = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'success',
  'processing',
  'error',
  'warning',
  'default',
] as const
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** A tag colour, '' / null meaning the plain tag. */
export const tagColorSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .trim()
    .refine(
      (c) => HEX_COLOR.test(c) || (TAG_PRESET_COLORS as readonly string[]).includes(c),
      'invalid colour',
    )
    .nullable(),
)

/** A dictionary's key as code reads it: `site_type`. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/

export const dictTypeSchema = z.object({
  guid: z.string(),
  dictType: z.string(),
  name: z.string(),
  /** How many values it holds (a type with values cannot be deleted). */
  valueCount: z.number().int(),
  ...recordTailShape,
})
export type DictType = z.infer<typeof dictTypeSchema>

export const dictTypeQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  dictType: textFilter(64),
  status: statusFilter,
})
export type DictTypeQuery = z.infer<typeof dictTypeQuerySchema>

export const dictTypeSaveSchema = z.object({
  ...saveKeyShape,
  /** Fixed once created: code and other records read values by it. */
  dictType: z.string().trim().min(1).max(64).regex(DICT_TYPE_PATTERN),
  name: z.string().trim().min(1).max(50),
  ...saveTailShape,
})
export type DictTypeSave = z.input<typeof dictTypeSaveSchema>

export const dictDataSchema = z.object({
  guid: z.string(),
  dictType: z.string(),
  label: z.string(),
  value: z.string(),
  color: z.string().nullable(),
  ...recordTailShape,
})
export type DictData = z.infer<typeof dictDataSchema>

export const dictDataQuerySchema = pageQuerySchema.extend({
  dictType: textFilter(64),
  label: textFilter(64),
  status: statusFilter,
})
export type DictDataQuery = z.infer<typeof dictDataQuerySchema>

export const dictDataSaveSchema = z.object({
  ...saveKeyShape,
  dictType: z.string().trim().min(1).max(64),
  label: z.string().trim().min(1).max(50),
  value: z.string().trim().min(1).max(64),
  color: tagColorSchema.default(null),
  ...saveTailShape,
})
export type DictDataSave = z.input<typeof dictDataSaveSchema>
