import { API, type SiteOption } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/site (场地管理). */
export const siteApi = resourceApi('sites', API.sites.site)

/** Every site as an option (related sites, a resource's site); refreshed with the sites. */
export const useSiteOptions = () =>
  useQuery({
    queryKey: [...siteApi.keys.all, 'options'],
    queryFn: ({ signal }) => callApi(API.sites.options, { signal }),
  })

export const useScheduleTemplateOptions = () =>
  useQuery({
    queryKey: ['sites', 'templateOptions'],
    queryFn: ({ signal }) => callApi(API.sites.templateOptions, { signal }),
  })

/** Sites under their groups, as grouped select options: the sites `keep` lets through. */
export const groupedSiteOptions = (
  sites: readonly SiteOption[],
  keep: (site: SiteOption) => boolean,
) =>
  sites
    .filter((g) => g.parentGuid === null)
    .map((g) => ({
      label: g.name,
      title: g.name,
      options: sites
        .filter((s) => s.parentGuid === g.guid && keep(s))
        .map((s) => ({ value: s.guid, label: s.name })),
    }))
    .filter((g) => g.options.length > 0)
