import { API, type VersionRecord } from '@app/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'
import { APP_VERSION } from '#web/shared/lib/app-version.ts'

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

/** A version code as shown: with its leading v. */
export const versionLabel = (code: string): string => (/^v/i.test(code) ? code : `v${code}`)

/** The newest release's code from the version records, the running version until they answer. */
export const useLatestVersionLabel = (): string => {
  const { data } = useVersions(true)
  return versionLabel(data?.[0]?.versionCode ?? APP_VERSION)
}
