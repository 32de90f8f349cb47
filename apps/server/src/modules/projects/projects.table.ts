import type { Generated } from 'kysely'

export interface ProjectTable {
  guid: string
  projectNumber: string
  title: string
  formFlag: string
  status: number
  industryGuid: string | null
  regionGuid: string | null
  customer: string
  halls: string
  loadInTime: number | null
  startTime: number | null
  endTime: number | null
  loadOutTime: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
  /** The customer (客户管理) it belongs to; null for a project entered before customers were. */
  customerGuid: string | null
  /** Its contract's total in fen; null until a contract is signed. */
  contractAmount: number | null
  /** The sales owner (a user id). */
  ownerId: number | null
  /** The hold's rank while 预定 (1 第一意向, 2, 3). */
  holdLevel: number | null
  /** The last venue day (yyyy-MM-dd) a 预定 project keeps its hold; then it is 已释放. */
  holdUntil: string | null
  expectedArea: number | null
  expectedVisitors: number | null
  /** Why it was lost (流失). */
  lostReason: Generated<string>
  remark: Generated<string>
}

/** 项目取消: a request to cancel a signed project. Amounts in fen. */
export interface ProjectCancelTable {
  id: Generated<number>
  guid: string
  /** QX-<year>-NNNN. */
  cancelNumber: string
  projectGuid: string
  /** customer / forceMajeure / policy / venue (contracts CANCEL_REASON_CATEGORIES). */
  reasonCategory: string
  reason: string
  /** yyyy-MM-dd: the day the customer gave notice. */
  noticeDate: string
  /** Venue days from the notice to the opening (negative once open). */
  daysBefore: number
  /** The contract clause the penalty follows. */
  penaltyClause: string
  penalty: number
  received: number
  /** What goes back: received − penalty, never below 0. */
  refund: number
  /** 0 草稿, 1 审核中, 2 已通过 (contracts CANCEL_STATES). */
  state: number
  /** The project's owner and department (a role's data scope reads them). */
  ownerId: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** Money the venue owes back (退款审核 audits it, with finance). */
export interface RefundRequestTable {
  id: Generated<number>
  guid: string
  /** TK-<year>-NNNN. */
  refundNumber: string
  /** `deposit` 押金退还, `overpayment` 多收退款 (by hand), `project_cancel` (a cancellation's). */
  sourceType: string
  /** The cancellation it comes from; '' for one entered by hand. */
  sourceGuid: string
  /** The project it concerns; '' when none is named. */
  projectGuid: string
  payee: string
  payeeBank: Generated<string>
  payeeAccount: Generated<string>
  amount: number
  reason: Generated<string>
  /** contracts REFUND_STATES: 0 待提交, 1 待审核, 2 审核中, 3 已通过, 4 已退款, 5 已驳回. */
  state: number
  /** The payment's bank serial, day (yyyy-MM-dd) and who recorded it. */
  paidSerial: Generated<string>
  paidDate: string | null
  paidBy: number | null
  /** Its project's owner and department, else its author's (a role's data scope). */
  ownerId: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** 优惠: a discount on a project's quote. Amounts in fen. */
export interface ProjectDiscountTable {
  id: Generated<number>
  guid: string
  /** YH-<year>-NNNN. */
  discountNumber: string
  projectGuid: string
  /** rate / amount / freeDays / resource (contracts DISCOUNT_TYPES). */
  type: string
  /** Percent paid for a rate, days for free days, fen otherwise. */
  value: number
  /** The quote's subtotal, the discount and the floor when last computed. */
  originalAmount: number
  discountAmount: number
  floorAmount: number
  /** 1: it takes the price below the floor (the chain approves it). */
  belowFloor: number
  reason: string
  /** 0 草稿, 1 审核中, 2 已通过. */
  state: number
  ownerId: number | null
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
