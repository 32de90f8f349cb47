import { API, type COPY_CONFIG_PARTS } from '@app/contracts'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { exhibitionKeys } from '#web/features/exhibitions/api/get-exhibitions.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

export type CopyConfigPart = (typeof COPY_CONFIG_PARTS)[number]

export interface CopyConfigInput {
  fromGuid: string
  toGuid: string
  parts: CopyConfigPart[]
}

/** Every exhibition the user may see, as guid and title (API.exhibitions.list). */
export const exhibitionTitlesQueryOptions = () =>
  queryOptions({
    queryKey: [...exhibitionKeys.all, 'titles'] as const,
    queryFn: ({ signal }) => callApi(API.exhibitions.list, { signal }),
  })

/** The copy dialog's source choices; nothing is asked until the dialog opens. */
export const useExhibitionTitles = (enabled: boolean) =>
  useQuery({ ...exhibitionTitlesQueryOptions(), enabled })

/**
 * Copies the chosen configuration parts from one exhibition to another
 * (API.exhibitions.copyConfig). Silent: the caller says 复制配置失败 with the reason.
 */
export const useCopyExhibitionConfig = () =>
  useMutation({
    mutationFn: (body: CopyConfigInput) =>
      callApi(API.exhibitions.copyConfig, { body, silent: true }),
  })
