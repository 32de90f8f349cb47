import { API, type DictValue } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Tag } from 'antd'
import { callApi } from '#web/shared/lib/api-client.ts'

// dictionaries change rarely; an edit in 数据管理 invalidates ['dict'] at once
const DICT_STALE_MS = 600_000

export const dictKeys = {
  all: ['dict'] as const,
  values: (dictType: string) => ['dict', dictType] as const,
}

export const dictValuesQueryOptions = (dictType: string) =>
  queryOptions({
    queryKey: dictKeys.values(dictType),
    queryFn: ({ signal }) => callApi(API.dictionaries.values, { query: { dictType }, signal }),
    staleTime: DICT_STALE_MS,
  })

/** The enabled values of a dictionary (数据管理), for tags and dropdowns. */
export const useDict = (dictType: string) => useQuery(dictValuesQueryOptions(dictType))

/** Select options of a dictionary: value and label. */
export const useDictOptions = (dictType: string) => {
  const dict = useDict(dictType)
  return (dict.data ?? []).map((d) => ({ value: d.value, label: d.label }))
}

/** The label of a value ('' values and unknown ones show as they are). */
export const dictLabel = (values: readonly DictValue[] | undefined, value: string): string =>
  values?.find((d) => d.value === value)?.label ?? value

/**
 * A dictionary value as a tag in the dictionary's colour (docs/product/list-screens.md "Table").
 */
export const DictTag = ({ dictType, value }: { dictType: string; value: string | number }) => {
  const dict = useDict(dictType)
  const key = String(value)
  const found = dict.data?.find((d) => d.value === key)
  if (!found) return key === '' ? null : <span>{key}</span>
  return <Tag color={found.color ?? undefined}>{found.label}</Tag>
}
