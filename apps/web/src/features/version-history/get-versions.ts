import { API, type VersionRecord } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

export const versionKeys = { all: ['versions'] as const }

/** Newest first, whatever order the records came in (stable for equal times). */
export const newestFirst = (records: readonly VersionRecord[]): VersionRecord[] =>
  [...records].sort((a, b) => b.onlineTime - a.onlineTime)

/** The release records (API.auth.versionList), newest first. */
export const versionsQueryOptions = () =>
  queryOptions({
    queryKey: versionKeys.all,
    queryFn: ({ signal }) => callApi(API.auth.versionList, { signal }),
    select: newestFirst,
  })

export const useVersions = (enabled: boolean) => useQuery({ ...versionsQueryOptions(), enabled })
