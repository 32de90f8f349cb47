// Version history (GET /system/version), newest first; 4.3.7 is the running version
// (docs/product/shell.md "Version history").
import { dayOffset } from './dates.ts'
import type { SeedVersion } from './types.ts'

/** Each release, newest first, with how many days before the seeding day it went online. */
export const VERSIONS: ReadonlyArray<
  readonly [versionCode: string, daysAgo: number, onlineContent: string]
> = [
  ['4.3.7', 6, '新增预订冲突分级提示；优化合同审核流程'],
  ['4.3.6', 27, '证件系统支持车辆押金超时扣款'],
  ['4.3.5', 49, '综合服务平台新增加班申请逾期加收规则；修复展会列表按报馆时间筛选不准确的问题'],
  ['4.3.4', 76, '合同付款计划支持按模板生成分期；收款记录支持认领到合同分期'],
  ['4.3.3', 104, '新增会展预告周报打印视图；工作提示支持档期到期提醒'],
  ['4.3.2', 131, '证件系统新增人员、车辆黑名单自动核验；通行记录支持按闸机筛选'],
  ['4.3.1', 165, '排期视图新增季度模式；优化4000个场地的排期加载速度'],
  ['4.3.0', 203, '新增综合服务平台：展会列表、报馆管理、交易订单与押金退还'],
  ['4.2.9', 248, '形式发票支持转正式发票与作废；对账结算单支持客户在线确认'],
  ['4.2.8', 296, '新增飞书扫码登录与账号绑定；登录日志记录登录方式'],
]

/** The version records, newest first, dated relative to `today` (all before it). */
export const buildVersions = (today: Date): SeedVersion[] =>
  VERSIONS.map(([versionCode, daysAgo, onlineContent]) => ({
    versionCode,
    // Releases go online at 22:00 local time, after the halls close.
    onlineTime: dayOffset(today, -daysAgo) + 22 * 3_600_000,
    onlineContent,
  }))

/** The version the web app is built as (docs/product/shell.md "Session"); the newest record. */
export const CURRENT_VERSION = '4.3.7'
