import dayjs, { type Dayjs } from 'dayjs'
import { normalisePage, PAGINATION_DEFAULTS, type PageState } from '#web/shared/utils/pagination.ts'

/**
 * docs/product/exhibitions.md "Exhibition search form": the two text filters take at
 * most 100 characters.
 */
export const SEARCH_TEXT_MAX = 100

/**
 * The applied filters, as API.exhibitions.page takes them (docs/product/exhibitions.md
 * "Exhibition search form").
 */
export interface ExhibitionFilters {
  exhibitionCode?: string | undefined
  exhibitionName?: string | undefined
  projectIndustry?: string | undefined
  projectRegion?: string | undefined
  applyTimeStart?: number | undefined
  applyTimeEnd?: number | undefined
}

/** What the search form holds. */
export interface ExhibitionSearchValues {
  exhibitionCode?: string | undefined
  exhibitionName?: string | undefined
  projectIndustry?: string | undefined
  projectRegion?: string | undefined
  range?: [Dayjs | null, Dayjs | null] | null | undefined
}

export const EMPTY_EXHIBITION_SEARCH: ExhibitionSearchValues = {
  exhibitionCode: undefined,
  exhibitionName: undefined,
  projectIndustry: undefined,
  projectRegion: undefined,
  range: null,
}

const FILTER_KEYS = [
  'exhibitionCode',
  'exhibitionName',
  'projectIndustry',
  'projectRegion',
  'applyTimeStart',
  'applyTimeEnd',
] as const

const text = (value: string | null | undefined, max: number): string | undefined =>
  value?.trim().slice(0, max) || undefined

/**
 * Form values → filters. The range covers whole days: applyTimeStart is 00:00:00.000 of
 * the first day, applyTimeEnd 23:59:59.999 of the last (browser time zone, ms).
 */
export const exhibitionFiltersOf = (values: ExhibitionSearchValues): ExhibitionFilters => ({
  exhibitionCode: text(values.exhibitionCode, SEARCH_TEXT_MAX),
  exhibitionName: text(values.exhibitionName, SEARCH_TEXT_MAX),
  projectIndustry: values.projectIndustry || undefined,
  projectRegion: values.projectRegion || undefined,
  applyTimeStart: values.range?.[0]?.startOf('day').valueOf(),
  applyTimeEnd: values.range?.[1]?.endOf('day').valueOf(),
})

/** Filters → form values (a link with filters fills the form). */
export const exhibitionSearchValuesOf = (filters: ExhibitionFilters): ExhibitionSearchValues => ({
  exhibitionCode: filters.exhibitionCode,
  exhibitionName: filters.exhibitionName,
  projectIndustry: filters.projectIndustry,
  projectRegion: filters.projectRegion,
  range:
    filters.applyTimeStart !== undefined || filters.applyTimeEnd !== undefined
      ? [
          filters.applyTimeStart === undefined ? null : dayjs(filters.applyTimeStart),
          filters.applyTimeEnd === undefined ? null : dayjs(filters.applyTimeEnd),
        ]
      : null,
})

const msParam = (value: string | null): number | undefined =>
  value !== null && /^\d{1,16}$/.test(value) ? Number(value) : undefined

/** docs/product/list-screens.md "Filters in the URL": filters and page live in the URL. */
export const readExhibitionListState = (
  params: URLSearchParams,
): { filters: ExhibitionFilters; page: PageState } => ({
  filters: {
    exhibitionCode: text(params.get('exhibitionCode'), SEARCH_TEXT_MAX),
    exhibitionName: text(params.get('exhibitionName'), SEARCH_TEXT_MAX),
    projectIndustry: text(params.get('projectIndustry'), 64),
    projectRegion: text(params.get('projectRegion'), 64),
    applyTimeStart: msParam(params.get('applyTimeStart')),
    applyTimeEnd: msParam(params.get('applyTimeEnd')),
  },
  page: normalisePage({
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
  }),
})

/** The URL query of a list state; defaults are left out to keep links short. */
export const writeExhibitionListState = (
  filters: ExhibitionFilters,
  page: PageState,
): URLSearchParams => {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key]
    if (value !== undefined) params.set(key, String(value))
  }
  if (page.page !== PAGINATION_DEFAULTS.page) params.set('page', String(page.page))
  if (page.pageSize !== PAGINATION_DEFAULTS.pageSize) params.set('pageSize', String(page.pageSize))
  return params
}
