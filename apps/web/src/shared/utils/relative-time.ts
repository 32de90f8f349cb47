import dayjs from 'dayjs'
import { i18n } from '#web/shared/lib/i18n.ts'
import { toTimestampMs } from '#web/shared/utils/timestamp.ts'

type Translate = (key: string, options?: Record<string, unknown>) => string

export interface RelativeTimeOptions {
  /** The reference time in ms; Date.now() by default. */
  now?: number
  t?: Translate
}

/**
 * docs/product/shell.md "Relative time": < 30 s 刚刚; < 1 h ceil(minutes)分钟前; < 1 day
 * ceil(hours)小时前; < 2 days 1天前; else the date (M月D日H时m分 in zh), each in the user's
 * language. 10-digit values are seconds.
 */
export const formatRelativeTime = (
  value: number | string | Date | null | undefined,
  { now = Date.now(), t = (key, options) => i18n.t(key, options) }: RelativeTimeOptions = {},
): string => {
  const ms = toTimestampMs(value)
  if (ms === null) return ''
  const diff = (now - ms) / 1000
  if (diff < 30) return t('common.time.justNow')
  if (diff < 3600) return t('common.time.minutesAgo', { n: Math.ceil(diff / 60) })
  if (diff < 3600 * 24) return t('common.time.hoursAgo', { n: Math.ceil(diff / 3600) })
  if (diff < 3600 * 24 * 2) return t('common.time.oneDayAgo')
  return dayjs(ms).format(t('common.time.dateFormat'))
}
