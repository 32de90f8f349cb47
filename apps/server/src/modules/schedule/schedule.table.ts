import type { Generated, Selectable } from 'kysely'

/** A bookable site (1号馆) or a group of them (展厅区, parentId 0, bookable 0). */
export interface SiteTable {
  id: Generated<number>
  guid: string
  parentId: number
  code: string
  name: string
  /** 展厅 / 会议室 / 多功能厅 / 登录厅 / 室外场地 / 停车场, or '' on groups. */
  type: string
  /** ㎡, null when unknown. */
  area: number | null
  sort: number
  bookable: number
  /** 1 with a period (inclusive yyyy-MM-dd) and a reason: no new blocks in it. */
  disabled: number
  disableFrom: string | null
  disableTo: string | null
  disableReason: string | null
  /** The schedule template of its day-parts; null = the default one. */
  templateId: number | null
  /** Clear height m, floor load t/㎡, seats in theatre and classroom layouts. */
  height: number | null
  floorLoad: number | null
  capacityTheatre: number | null
  capacityClassroom: number | null
  remark: Generated<string>
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type SiteRecord = Selectable<SiteTable>

/** Composite spaces: stored both ways (多功能厅 → A, and A → 多功能厅). */
export interface SiteRelationTable {
  siteGuid: string
  relatedGuid: string
}

export interface ScheduleTemplateTable {
  id: Generated<number>
  name: string
  isDefault: number
  sort: number
  remark: Generated<string>
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

export interface DayPartTable {
  id: Generated<number>
  templateId: number
  /** Minutes of the day, end exclusive. */
  startMinute: number
  endMinute: number
  width: number
  text: string
  sort: number
}

/** One day of the holiday map, keyed by its yyyy-MM-dd. */
export interface FestivalTable {
  date: string
  kind: 'holiday' | 'workday'
  text: string
  color: string
}

/** A booking block. */
export interface MissionTable {
  mid: string
  projectGuid: string
  siteGuid: string
  userId: number
  fromDate: string
  toDate: string
  fromMinute: number
  toMinute: number
  /** dayNumber*1440 + minute of the start and of the (exclusive) end. */
  startKey: number
  endKey: number
  level: number
  status: number
  usage: string
  copyId: string | null
  remark: string
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type MissionRecord = Selectable<MissionTable>

/** How a conflict (by its key) was handled; absent = 待处理. */
export interface ScheduleConflictTable {
  key: string
  state: 'open' | 'resolved' | 'ignored'
  note: string
  handlerId: number | null
  handlerName: string | null
  handledAt: number | null
}
