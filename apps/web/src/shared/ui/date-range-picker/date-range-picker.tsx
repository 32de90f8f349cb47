import { DatePicker, Flex, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** [start, end]; either side may be empty. */
export type DateRangeValue = [Dayjs | null, Dayjs | null]

export interface DateRangePickerProps {
  value?: DateRangeValue | null
  onChange?: (value: DateRangeValue) => void
  /** The visible format; yyyy-MM-dd by default (docs/product/shell.md "Dates"). */
  format?: string
  disabled?: boolean
  allowClear?: boolean
  /** Accessible names of the two inputs; 开始日期 / 结束日期 by default. */
  startLabel?: string
  endLabel?: string
  id?: string
}

/** True when both ends are set and the start lies after the end (same day is fine). */
export const isStartAfterEnd = ([start, end]: DateRangeValue): boolean =>
  start !== null && end !== null && start.isAfter(end, 'day')

/**
 * Two date pickers (start, end) as one controlled field, so it sits in an antd Form.
 * A change that puts the start after the end clears the value just changed and says
 * 开始日期不可大于结束日期 under the field (docs/product/list-screens.md "Date-range picker").
 */
export const DateRangePicker = ({
  value,
  onChange,
  format = 'YYYY-MM-DD',
  disabled,
  allowClear = true,
  startLabel,
  endLabel,
  id,
}: DateRangePickerProps) => {
  const { t } = useTranslation()
  const [error, setError] = useState(false)
  const [start, end] = value ?? [null, null]

  const change = (side: 0 | 1, next: Dayjs | null) => {
    const candidate: DateRangeValue = side === 0 ? [next, end] : [start, next]
    if (isStartAfterEnd(candidate)) {
      setError(true)
      onChange?.(side === 0 ? [null, end] : [start, null])
      return
    }
    setError(false)
    onChange?.(candidate)
  }

  return (
    <Flex orientation="vertical" gap={4} id={id}>
      <Flex gap={8} align="center">
        <DatePicker
          value={start}
          format={format}
          disabled={disabled}
          allowClear={allowClear}
          status={error ? 'error' : undefined}
          placeholder={startLabel ?? t('dateRange.start')}
          aria-label={startLabel ?? t('dateRange.start')}
          onChange={(d: Dayjs | null) => change(0, d)}
        />
        <span aria-hidden>~</span>
        <DatePicker
          value={end}
          format={format}
          disabled={disabled}
          allowClear={allowClear}
          status={error ? 'error' : undefined}
          placeholder={endLabel ?? t('dateRange.end')}
          aria-label={endLabel ?? t('dateRange.end')}
          onChange={(d: Dayjs | null) => change(1, d)}
        />
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {t('dateRange.startAfterEnd')}
        </Typography.Text>
      )}
    </Flex>
  )
}
