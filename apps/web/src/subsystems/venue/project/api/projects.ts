import { API, type ProjectActBody, type ProjectBookBody } from '@app/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /project/projectInfo (项目信息). */
export const projectApi = resourceApi('projects', API.projects.project)

/** A project's booking blocks. */
export const useProjectBookings = (projectGuid: string) =>
  useQuery({
    queryKey: ['projects', 'bookings', projectGuid],
    queryFn: ({ signal }) => callApi(API.projects.bookings, { query: { projectGuid }, signal }),
  })

/** One step of a project's status machine; its lists, detail and history are read again. */
export const useProjectAct = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ProjectActBody) => callApi(API.projects.act, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectApi.keys.all }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}

/** The customers a project can be for (the caller's, by a part of their name), as options. */
export const useCustomerOptions = (name: string) => {
  const found = useQuery({
    queryKey: ['projects', 'customerOptions', name],
    queryFn: ({ signal }) =>
      callApi(API.customers.customer.page, {
        query: { page: 1, pageSize: 50, ...(name ? { name } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
  return useMemo(
    () => (found.data?.list ?? []).map((c) => ({ value: c.guid, label: c.name })),
    [found.data],
  )
}

/** The bookable sites, for the booking dialog. */
export const useProjectSites = (enabled: boolean) =>
  useQuery({
    queryKey: ['projects', 'sites'],
    queryFn: ({ signal }) => callApi(API.projects.sites, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  })

/** Books sites for a project; its bookings, detail, list and history are read again. */
export const useProjectBook = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ProjectBookBody) => callApi(API.projects.book, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectApi.keys.all }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}

/** The holds behind a project that was let go (提升下一意向), read when asked for. */
export const useNextHolds = (projectGuid: string | undefined) =>
  useQuery({
    queryKey: ['projects', 'nextHolds', projectGuid],
    queryFn: ({ signal }) =>
      callApi(API.projects.nextHolds, { query: { projectGuid: projectGuid ?? '' }, signal }),
    enabled: projectGuid !== undefined,
  })

/** Moves a hold up one rank. */
export const useProjectPromote = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { guid: string; version: number }) =>
      callApi(API.projects.promote, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectApi.keys.all }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}

/** A project's quote (报价), read again when its bookings or discounts change. */
export const useProjectQuote = (projectGuid: string) =>
  useQuery({
    queryKey: ['projects', 'quote', projectGuid],
    queryFn: ({ signal }) => callApi(API.projects.quote, { query: { projectGuid }, signal }),
  })
