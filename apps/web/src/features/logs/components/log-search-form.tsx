import { DatePicker, Form, Input, Select } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EMPTY_SEARCH_VALUES,
  filtersOf,
  RESULT_FILTERS,
  searchValuesOf,
  type LogFilters,
  type LogSearchValues,
} from '#web/features/logs/log-filters.ts'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'

interface LogSearchFormProps {
  /** Prefixes the field ids, so labels stay tied to their fields. */
  name: string
  /**
   * The list's state (useListState): the form follows its filters when the URL changes;
   * 搜索 (or Enter) applies the form's filters, 重置 none.
   */
  list: { filters: LogFilters; search: (filters: LogFilters) => boolean }
  /** Asks again when a search changes nothing (the same filters: the log may have grown). */
  refetch: () => unknown
  children: ReactNode
}

/** The query form of a log list: the shared search form over the log filters. */
export const LogSearchForm = ({ name, list, refetch, children }: LogSearchFormProps) => {
  const values = useMemo(() => searchValuesOf(list.filters), [list.filters])
  return (
    <SearchForm<LogSearchValues>
      name={name}
      values={values}
      emptyValues={EMPTY_SEARCH_VALUES}
      onSearch={(v) => {
        if (!list.search(filtersOf(v))) void refetch()
      }}
    >
      {children}
    </SearchForm>
  )
}

interface FieldProps {
  label: string
}

/** A free-text filter (at most 64 characters, as the server accepts). */
export const TextField = ({
  name,
  label,
  placeholder,
}: FieldProps & { name: 'userName' | 'module'; placeholder: string }) => (
  <Form.Item name={name} label={label}>
    <Input allowClear maxLength={64} placeholder={placeholder} style={{ width: 200 }} />
  </Form.Item>
)

/** 全部 / 成功 / 失败. */
export const ResultField = ({ label }: FieldProps) => {
  const { t } = useTranslation()
  return (
    <Form.Item name="result" label={label}>
      <Select
        style={{ width: 120 }}
        options={RESULT_FILTERS.map((value) => ({ value, label: t(`logs.result.${value}`) }))}
      />
    </Form.Item>
  )
}

/** Whole days, shown yyyy-MM-dd. */
export const DateRangeField = ({ label }: FieldProps) => {
  const { t } = useTranslation()
  return (
    <Form.Item name="range" label={label}>
      <DatePicker.RangePicker
        format={DATE_FORMAT}
        allowEmpty={[true, true]}
        placeholder={[t('logs.startDate'), t('logs.endDate')]}
        style={{ width: 260 }}
      />
    </Form.Item>
  )
}
