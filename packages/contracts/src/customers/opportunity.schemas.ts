import { z } from 'zod'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { PROJECT_FORM_FLAGS } from '../projects/projects.schemas.ts'
import { calendarDateSchema } from '../schedule/schedule.schemas.ts'
import { followUpAddSchema } from './customers.schemas.ts'

// 商机 (/customer/salesOpportunity), docs/product/domain.md "Customer and sales opportunity":
// what a customer might book, from the first lead to 赢单 (a project) or 输单 (a reason).

/** The stages in order; a stage is stored as its index. 赢单 and 输单 end it. */
export const OPPORTUNITY_STAGES = [
  'lead',
  'contact',
  'needs',
  'quote',
  'negotiation',
  'won',
  'lost',
] as const
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number]
export const OPPORTUNITY_STAGE_VALUES = [0, 1, 2, 3, 4, 5, 6] as const
export const STAGE = { lead: 0, contact: 1, needs: 2, quote: 3, negotiation: 4, won: 5, lost: 6 }
/** 线索 … 商务谈判: still open (followed up, may be overdue). */
export const OPEN_OPPORTUNITY_STAGES: readonly number[] = [0, 1, 2, 3, 4]
/** The win % a stage sets when the opportunity enters it (the owner may change it after). */
export const STAGE_WIN_RATES: readonly number[] = [10, 20, 40, 60, 80, 100, 0]

/**
 * The stage machine: 推进 moves an open opportunity one stage on, 赢单 ends 商务谈判 with a
 * project, 输单 ends any open stage (reason required), 重新激活 takes a lost one back to 线索.
 * The server declares its machine from this table; the board reads it to know where a card
 * may be dropped.
 */
export const OPPORTUNITY_TRANSITIONS = [
  { action: 'advance', from: 'lead', to: 'contact' },
  { action: 'advance', from: 'contact', to: 'needs' },
  { action: 'advance', from: 'needs', to: 'quote' },
  { action: 'advance', from: 'quote', to: 'negotiation' },
  { action: 'win', from: 'negotiation', to: 'won' },
  { action: 'lose', from: 'lead', to: 'lost' },
  { action: 'lose', from: 'contact', to: 'lost' },
  { action: 'lose', from: 'needs', to: 'lost' },
  { action: 'lose', from: 'quote', to: 'lost' },
  { action: 'lose', from: 'negotiation', to: 'lost' },
  { action: 'reopen', from: 'lost', to: 'lead' },
] as const satisfies ReadonlyArray<{ action: string; from: OpportunityStage; to: OpportunityStage }>
export const OPPORTUNITY_ACTIONS = ['advance', 'win', 'lose', 'reopen'] as const
export type OpportunityAction = (typeof OPPORTUNITY_ACTIONS)[number]

/** The action that moves an opportunity from stage `from` to stage `to`, if one does. */
export const opportunityActionTo = (from: number, to: number): OpportunityAction | undefined =>
  OPPORTUNITY_TRANSITIONS.find(
    (t) => t.from === OPPORTUNITY_STAGES[from] && t.to === OPPORTUNITY_STAGES[to],
  )?.action

/** The permission each action needs (PERMISSIONS.opportunity's keys). */
export const OPPORTUNITY_ACTION_PERMISSIONS = {
  advance: 'edit',
  win: 'convert',
  lose: 'edit',
  reopen: 'edit',
} as const satisfies Record<OpportunityAction, string>

/** What a user may do with an opportunity at `stage`: the machine's actions it holds. */
export const opportunityActionsOf = (
  stage: number,
  has: (permission: string) => boolean,
  permissions: Record<'edit' | 'convert', string>,
): OpportunityAction[] =>
  OPPORTUNITY_TRANSITIONS.filter(
    (t) =>
      t.from === OPPORTUNITY_STAGES[stage] &&
      has(permissions[OPPORTUNITY_ACTION_PERMISSIONS[t.action]]),
  ).map((t) => t.action)

/** Most sites an opportunity names as wanted. */
export const OPPORTUNITY_SITES_MAX = 30
/** Most cards a board column shows (its count and amount cover all of them). */
export const OPPORTUNITY_BOARD_CARDS = 30

export const opportunityRowSchema = z.object({
  guid: z.string(),
  /** SJ-<year>-NNNN. */
  opportunityNumber: z.string(),
  name: z.string(),
  customerGuid: z.string(),
  customerName: z.string(),
  stage: z.number().int(),
  /** 赢率 %. */
  winRate: z.number().int(),
  /** 预计金额, fen. */
  expectedAmount: z.number().int(),
  /** 预计面积 ㎡. */
  expectedArea: z.number().int().nullable(),
  /** The expected opening and closing days, yyyy-MM-dd. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  formFlag: z.string(),
  /** 意向场地: site guids and their names. */
  siteGuids: z.array(z.string()),
  siteNames: z.string(),
  /** 下次跟进 (yyyy-MM-dd); overdue when it has passed on an open opportunity. */
  nextFollowDate: z.string().nullable(),
  overdue: z.boolean(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  deptName: z.string(),
  /** The project 赢单 made, and its number. */
  projectGuid: z.string().nullable(),
  projectNumber: z.string(),
  lostReason: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type OpportunityRow = z.infer<typeof opportunityRowSchema>

/** One opportunity in full. */
export const opportunitySchema = opportunityRowSchema.extend({ remark: z.string() })
export type Opportunity = z.infer<typeof opportunitySchema>

const optionalStage = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .int()
    .refine((n) => (OPPORTUNITY_STAGE_VALUES as readonly number[]).includes(n))
    .optional(),
)

/** The filters the list, the board and the funnel share. */
export const opportunityFilterShape = {
  /** A part of the name or the number. */
  keyword: textFilter(64),
  customerGuid: textFilter(64),
  ownerId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ),
  /** 1: open ones whose next follow-up has passed. */
  overdue: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(1).optional(),
  ),
}

export const opportunityQuerySchema = pageQuerySchema.extend({
  ...opportunityFilterShape,
  stage: optionalStage,
})
export type OpportunityQuery = z.infer<typeof opportunityQuerySchema>

export const opportunityBoardQuerySchema = z.object(opportunityFilterShape)
export type OpportunityBoardQuery = z.infer<typeof opportunityBoardQuerySchema>

/** A board column: its stage, how many and how much (all of them), the first cards. */
export const opportunityBoardColumnSchema = z.object({
  stage: z.number().int(),
  count: z.number().int(),
  /** Fen: the expected amounts, and the same weighted by win %. */
  expectedAmount: z.number().int(),
  weightedAmount: z.number().int(),
  cards: z.array(opportunityRowSchema),
})
export type OpportunityBoardColumn = z.infer<typeof opportunityBoardColumnSchema>

export const opportunitySaveSchema = z
  .object({
    ...saveKeyShape,
    name: z.string().trim().min(2).max(100),
    customerGuid: guidSchema,
    formFlag: z.enum(PROJECT_FORM_FLAGS).default('1'),
    startDate: calendarDateSchema.nullable().default(null),
    endDate: calendarDateSchema.nullable().default(null),
    expectedArea: z.number().int().min(0).max(10_000_000).nullable().default(null),
    /** Fen. */
    expectedAmount: z.number().int().min(0).max(99_999_999_999).default(0),
    /** The stage's own when left empty. */
    winRate: z.number().int().min(0).max(100).nullable().default(null),
    siteGuids: z.array(guidSchema).max(OPPORTUNITY_SITES_MAX).default([]),
    nextFollowDate: calendarDateSchema.nullable().default(null),
    /** The sales owner; the caller when empty. */
    ownerId: z.number().int().min(1).nullable().default(null),
    remark: z.string().trim().max(500).default(''),
  })
  .refine((o) => !o.startDate || !o.endDate || o.startDate <= o.endDate, {
    message: 'validation.dateRange',
    path: ['endDate'],
  })
export type OpportunitySave = z.input<typeof opportunitySaveSchema>

/** 推进, 输单 (reason required), 重新激活 at the version seen. 赢单 has its own call. */
export const opportunityActBodySchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(['advance', 'lose', 'reopen']),
  comment: z.string().trim().max(500).default(''),
})
export type OpportunityActBody = z.input<typeof opportunityActBodySchema>

/** 赢单: the project it becomes, with the venue days (its expected dates by default). */
export const opportunityWinBodySchema = z
  .object({
    guid: guidSchema,
    version: z.number().int().min(0),
    title: z.string().trim().min(2).max(100),
    loadInDate: calendarDateSchema,
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    loadOutDate: calendarDateSchema,
  })
  .refine(
    (p) => p.loadInDate <= p.startDate && p.startDate <= p.endDate && p.endDate <= p.loadOutDate,
    { message: 'validation.projectDates', path: ['loadOutDate'] },
  )
export type OpportunityWinBody = z.input<typeof opportunityWinBodySchema>

export const opportunityFollowUpQuerySchema = z.object({ opportunityGuid: guidSchema })

/** A follow-up of an opportunity (it also shows in its customer's log). */
export const opportunityFollowUpAddSchema = followUpAddSchema
  .omit({ customerGuid: true })
  .extend({ opportunityGuid: guidSchema })
export type OpportunityFollowUpAdd = z.input<typeof opportunityFollowUpAddSchema>
