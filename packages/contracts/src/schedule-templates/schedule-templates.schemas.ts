import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { versionSchema } from '../common/resource.ts'
import {
  DAY_PART_MAX_TOTAL_MINUTES,
  DAY_PART_STEP_MINUTES,
  minuteOfDaySchema,
} from '../schedule/schedule.schemas.ts'

/** One day-part as the admin screen edits it: minutes of the day, the end exclusive. */
export const templateDayPartSchema = z.object({
  text: z.string().trim().min(1).max(20),
  startMinute: minuteOfDaySchema,
  endMinute: minuteOfDaySchema,
  /** Column width on the scheduling grid, px. */
  width: z.number().int().min(8).max(2000),
})
export type TemplateDayPart = z.infer<typeof templateDayPartSchema>

/** 排期模板 (/system/scheduleTemplate): a named list of day-parts; one is the default. */
export const scheduleTemplateRowSchema = z.object({
  /** The template's id as text (the list pattern keys rows by `guid`). */
  guid: z.string(),
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  sort: z.number().int(),
  remark: z.string(),
  dayParts: z.array(templateDayPartSchema),
  /** Minutes the day-parts cover together. */
  totalMinutes: z.number().int(),
  /** Sites whose grid uses this template (a used one cannot be deleted). */
  siteCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ScheduleTemplateRow = z.infer<typeof scheduleTemplateRowSchema>

export const scheduleTemplateQuerySchema = pageQuerySchema.extend({ name: textFilter(64) })
export type ScheduleTemplateQuery = z.infer<typeof scheduleTemplateQuerySchema>

/** The message keys (`validation.*`, in the web and server catalogues) of a bad list of day-parts. */
export type DayPartProblem =
  | 'validation.dayPartStep'
  | 'validation.dayPartOrder'
  | 'validation.dayPartsTotal'
  | 'validation.dayPartsOverlap'

const minutesOf = (p: { startMinute: number; endMinute: number }) =>
  Math.max(0, p.endMinute - p.startMinute)

/** Minutes a list of day-parts covers together (parts with end before start count 0). */
export const dayPartsTotalMinutes = (
  parts: readonly { startMinute: number; endMinute: number }[],
): number => parts.reduce((sum, p) => sum + minutesOf(p), 0)

/**
 * What is wrong with a list of day-parts as a whole, or null: the same check on the
 * client form and the server. The total is checked first: more than 24 h can only be
 * reached by overlapping parts, and "more than 24 h" is the clearer message then.
 */
export function dayPartsProblem(
  parts: readonly { startMinute: number; endMinute: number }[],
): DayPartProblem | null {
  for (const p of parts) {
    if (p.startMinute % DAY_PART_STEP_MINUTES !== 0 || p.endMinute % DAY_PART_STEP_MINUTES !== 0)
      return 'validation.dayPartStep'
    if (p.startMinute >= p.endMinute) return 'validation.dayPartOrder'
  }
  if (dayPartsTotalMinutes(parts) > DAY_PART_MAX_TOTAL_MINUTES) return 'validation.dayPartsTotal'
  const sorted = [...parts].sort((a, b) => a.startMinute - b.startMinute)
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]
    const cur = sorted[i]
    if (prev && cur && cur.startMinute < prev.endMinute) return 'validation.dayPartsOverlap'
  }
  return null
}

export const scheduleTemplateSaveSchema = z
  .object({
    guid: guidSchema.optional(),
    version: versionSchema.optional(),
    name: z.string().trim().min(1).max(50),
    isDefault: z.boolean().default(false),
    sort: z.number().int().min(0).max(9999).default(0),
    remark: z.string().trim().max(500).default(''),
    dayParts: z.array(templateDayPartSchema).min(1).max(48),
  })
  .superRefine((v, ctx) => {
    v.dayParts.forEach((p, i) => {
      if (p.startMinute >= p.endMinute)
        ctx.addIssue({
          code: 'custom',
          path: ['dayParts', i, 'endMinute'],
          message: 'validation.dayPartOrder',
        })
    })
    const problem = dayPartsProblem(v.dayParts)
    // a part's own faults (step, order) are reported on that part
    if (problem === 'validation.dayPartsTotal' || problem === 'validation.dayPartsOverlap')
      ctx.addIssue({ code: 'custom', path: ['dayParts'], message: problem })
  })
export type ScheduleTemplateSave = z.input<typeof scheduleTemplateSaveSchema>
