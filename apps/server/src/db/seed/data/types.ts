// Shapes of the demo data. Pure data: the seed runner maps them onto tables.

export type SeedSystemCode = 'venue' | 'service' | 'credential'

/** M: a menu group in the head bar; C: a page (route); F: a button-level permission. */
export interface SeedMenu {
  id: number
  menuName: string
  /** M: '/group'; C: the full route path of docs/product/routes.md; F: ''. */
  path: string
  menuType: 'M' | 'C' | 'F'
  icon?: string
  /** F only: the permission string, always one of PERMISSION_LIST. */
  perms?: string
  hidden?: boolean
  sort: number
  children?: SeedMenu[]
}

export interface SeedSystem {
  code: SeedSystemCode
  name: string
  sort: number
  /** The M groups. */
  menus: SeedMenu[]
}

/** A menu row without nesting, ready for a table; parentId 0 for the M groups. */
export interface FlatMenu {
  id: number
  parentId: number
  systemCode: SeedSystemCode
  menuName: string
  path: string
  menuType: 'M' | 'C' | 'F'
  icon: string | null
  perms: string | null
  hidden: boolean
  sort: number
}

export interface SeedDept {
  code: string
  name: string
  parentCode: string | null
  leader: string
  phone: string
  sort: number
}

/** Data scope: 1 all, 2 custom departments, 3 own department, 4 own and below, 5 self. */
export type DataScope = 1 | 2 | 3 | 4 | 5

export interface SeedRole {
  key: string
  name: string
  sort: number
  dataScope: DataScope
  systems: SeedSystemCode[]
  /** Granted menu ids (M parents included); 'all' only for the super admin. */
  menuIds: number[] | 'all'
}

/** Every demo account's password is Demo@2026; the runner hashes it. */
export interface SeedUser {
  userName: string
  nickName: string
  deptCode: string | null
  roleKeys: string[]
  mobile: string
  email: string
}

export interface SeedDictOption {
  guid: string
  value: string
  sort: number
}

/** 1 展览, 2 会议, 3 活动/演艺, 4 其他 (spec: projectFormFlag is a string, default '1'). */
export type ProjectFormFlag = '1' | '2' | '3' | '4'

export interface SeedProject {
  guid: string
  projectNumber: string
  title: string
  formFlag: ProjectFormFlag
  /** A value of PROJECT_STATUS (projects.ts). */
  status: number
  industryGuid: string | null
  regionGuid: string | null
  customer: string
  halls: string
  /** Epoch ms at local midnight of each day. */
  loadInTime: number
  startTime: number
  endTime: number
  loadOutTime: number
  /** Hold rank of a tentative booking (1 = first hold); null when not on hold. */
  holdLevel: 1 | 2 | 3 | null
  /** userName of the sales owner. */
  salesOwner: string
  remark: string
}

/** 0 筹备中, 1 报馆中, 2 进行中, 3 已结束 (contracts EXHIBITION_STATUSES). */
export type ExhibitionStatus = 0 | 1 | 2 | 3

export interface SeedExhibition {
  guid: string
  title: string
  projectIdNumber: string
  projectGuid: string | null
  industryGuid: string | null
  regionGuid: string | null
  organiser: string
  homeContractor: string
  halls: string
  applyTimeStart: number
  applyTimeEnd: number
  loadInTime: number
  startTime: number
  endTime: number
  loadOutTime: number
  status: ExhibitionStatus
  onHome: boolean
  remark: string
}

export interface SeedVersion {
  versionCode: string
  onlineTime: number
  onlineContent: string
}

export interface SeedFavouriteView {
  modelName: string
  topicName: string
  /** The route to go to: a venue C page path the user holds. */
  frontSign: string
}

export type SeedMessageKind = 'notice' | 'task' | 'audit' | 'warning'

export interface SeedMessage {
  guid: string
  title: string
  content: string
  kind: SeedMessageKind
  /** A venue route path the user holds, or null. */
  link: string | null
  read: boolean
  /** When it was read (ms), null while unread. */
  readAt: number | null
  createdAt: number
}
