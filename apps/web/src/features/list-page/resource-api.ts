import type {
  Endpoint,
  EndpointBody,
  EndpointData,
  EndpointQuery,
  GuidsBody,
  ResourcePermissions,
} from '@app/contracts'
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi, type CallOptions } from '#web/shared/lib/api-client.ts'

/** The endpoints of a resource (contracts `resourceEndpoints`), with its names and permissions. */
export interface ResourceEndpoints<P extends Endpoint, D extends Endpoint, S extends Endpoint> {
  /** Its page's title key and the key its field labels hang under. */
  names?: { title: string; labels: string }
  permissions?: ResourcePermissions
  page: P
  // absent where a resource lacks the call: 模块管理 is only listed and edited, 菜单管理
  // reads and deletes by ids (its own hooks) and neither is exported
  detail?: D
  addOrUpdate: S
  delete?: Endpoint
  export?: Endpoint
}

// callApi's options are typed per endpoint; with a generic endpoint TypeScript cannot
// pick the branch, so the options are built here and passed through this one cast.
const call = <E extends Endpoint>(endpoint: E, options: object): Promise<EndpointData<E>> =>
  (callApi as (e: E, o: CallOptions<E>) => Promise<EndpointData<E>>)(
    endpoint,
    options as CallOptions<E>,
  )

/**
 * The query and mutation hooks of one resource, keyed under `name`: a save or delete
 * refreshes every page and detail of it.
 *
 * @example
 * export const remarkTemplateApi = resourceApi('remarkTemplates', API.templates.remark)
 * const page = remarkTemplateApi.usePage({ ...list.page, ...list.filters })
 */
export const resourceApi = <P extends Endpoint, D extends Endpoint, S extends Endpoint>(
  name: string,
  endpoints: ResourceEndpoints<P, D, S>,
  /** Other lists a write changes (a department's name shows on the user screen). */
  { refreshes = [] }: { refreshes?: readonly string[] } = {},
) => {
  const keys = {
    all: [name] as const,
    page: (query: EndpointQuery<P>) => [name, 'page', query] as const,
    detail: (guid: string) => [name, 'detail', guid] as const,
  }
  const refresh = (client: QueryClient) =>
    Promise.all([name, ...refreshes].map((key) => client.invalidateQueries({ queryKey: [key] })))
  /** A write of this resource, the five calls' or another (a status switch, 分配角色): refreshes its lists after. */
  const useWrite = <E extends Endpoint>(endpoint: E) => {
    const client = useQueryClient()
    return useMutation({
      mutationFn: (body: EndpointBody<E>) => call(endpoint, { body }),
      onSettled: () => refresh(client),
    })
  }
  return {
    keys,
    endpoints,
    names: endpoints.names ?? { title: '', labels: '' },
    permissions: endpoints.permissions ?? { list: '' },
    usePage: (query: EndpointQuery<P>) =>
      useQuery({
        queryKey: keys.page(query),
        queryFn: ({ signal }) => call(endpoints.page, { query, signal }),
        // the current page stays on screen while the next one loads
        placeholderData: keepPreviousData,
        // the client's 30 s (docs/product/list-screens.md "Table"): a list shown again from
        // the tags view within it is as the user left it, with no request and no re-render
        // of every row; writes refresh it at once
      }),
    useDetail: (guid: string | null) =>
      useQuery({
        queryKey: keys.detail(guid ?? ''),
        queryFn: ({ signal }) => call(endpoints.detail as D, { query: { guid }, signal }),
        enabled: guid !== null && endpoints.detail !== undefined,
        staleTime: 0,
      }),
    useSave: () => useWrite(endpoints.addOrUpdate),
    useRemove: () =>
      useWrite(endpoints.delete as Endpoint<undefined, z.ZodType<GuidsBody, GuidsBody>>),
    useWrite,
  }
}

/** What resourceApi answers for one resource. */
export type ResourceApi<
  P extends Endpoint = Endpoint,
  D extends Endpoint = Endpoint,
  S extends Endpoint = Endpoint,
> = ReturnType<typeof resourceApi<P, D, S>>
