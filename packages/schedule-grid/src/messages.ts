/*
 * Every text the grid package renders, as i18n keys (namespace `scheduleGrid.`) with their
 * zh defaults; zh is the source locale. The app passes i18next's `t` as `translate` and
 * copies these keys into its locale files; without it, `defaultTranslate` shows the zh text.
 */

export const GRID_MESSAGES_ZH: Record<string, string> = {
  // View-mode selector (docs/product/schedule.md "View modes")
  'scheduleGrid.view.3': '3天',
  'scheduleGrid.view.7': '7天',
  'scheduleGrid.view.14': '14天',
  'scheduleGrid.view.30': '30天',
  'scheduleGrid.view.31': '月度',
  'scheduleGrid.view.92': '季度',
  'scheduleGrid.viewMode': '视图',
  // Grid configuration (docs/product/schedule.md "Configuration error")
  'scheduleGrid.configError': '配置错误,排期展示可能有误。请先修改配置',
  'scheduleGrid.configErrorTitle': '提示',
  // Dates
  'scheduleGrid.dayLabel': '{{month}}月{{day}}日',
  'scheduleGrid.weekday.0': '周日',
  'scheduleGrid.weekday.1': '周一',
  'scheduleGrid.weekday.2': '周二',
  'scheduleGrid.weekday.3': '周三',
  'scheduleGrid.weekday.4': '周四',
  'scheduleGrid.weekday.5': '周五',
  'scheduleGrid.weekday.6': '周六',
  // Screen-reader cell labels: "1号馆 11月23日 上午: 茶博会 已签约"
  'scheduleGrid.cellLabel': '{{row}} {{date}} {{part}}',
  'scheduleGrid.cellLabelBlock': '{{row}} {{date}} {{part}}: {{text}} {{status}}',
  'scheduleGrid.unsavedBlock': '未保存',
  'scheduleGrid.relatedCopy': '关联场地占用',
  'scheduleGrid.disabled': '已停用',
  'scheduleGrid.disabledByRelated': '关联场地{{site}}已选择',
  // Toolbar (docs/product/schedule.md "Toolbar")
  'scheduleGrid.prevDay': '前一天',
  'scheduleGrid.nextDay': '后一天',
  'scheduleGrid.prevWeek': '上一周',
  'scheduleGrid.nextWeek': '下一周',
  'scheduleGrid.prevMonth': '上个月',
  'scheduleGrid.nextMonth': '下个月',
  'scheduleGrid.prevQuarter': '上季度',
  'scheduleGrid.nextQuarter': '下季度',
  'scheduleGrid.today': '今天',
  'scheduleGrid.pickDate': '选择日期',
  'scheduleGrid.pickMonth': '选择月份',
  'scheduleGrid.pickQuarter': '选择季度',
  'scheduleGrid.quarter.31': '1-3月',
  'scheduleGrid.quarter.61': '4-6月',
  'scheduleGrid.quarter.91': '7-9月',
  'scheduleGrid.quarter.121': '10-12月',
  'scheduleGrid.export': '导出',
  'scheduleGrid.print': '打印',
  'scheduleGrid.expand': '展开',
  'scheduleGrid.collapse': '收起',
}

export type GridTranslate = (key: string, params?: Record<string, string | number>) => string

/** Fills `{{name}}` placeholders the way i18next does. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}

/** The zh text of a key (the key itself when unknown), placeholders filled. */
export const defaultTranslate: GridTranslate = (key, params) =>
  interpolate(GRID_MESSAGES_ZH[key] ?? key, params)
