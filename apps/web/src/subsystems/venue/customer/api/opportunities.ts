import {
  API,
  type OpportunityActBody,
  type OpportunityBoardQuery,
  type OpportunityFollowUpAdd,
  type OpportunityWinBody,
} from '@app/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /customer/salesOpportunity (商机): 赢单 adds a project, a follow-up shows on its customer. */
export const opportunityApi = resourceApi('opportunities', API.customers.opportunity, {
  refreshes: ['projects', 'customers'],
})

/** Reads again what a move changes: the lists, the board, the detail and its history. */
const useRefresh = () => {
  const client = useQueryClient()
  return () =>
    Promise.all(
      [opportunityApi.keys.all, ['projects'], ['customers'], ['recordDetail']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    )
}

/** The board's columns and the funnel's figures, for the list's filters. */
export const useOpportunityBoard = (query: OpportunityBoardQuery) =>
  useQuery({
    queryKey: [...opportunityApi.keys.all, 'board', query],
    queryFn: ({ signal }) => callApi(API.customers.opportunityBoard, { query, signal }),
    placeholderData: keepPreviousData,
  })

/** 推进, 输单, 重新激活. */
export const useOpportunityAct = () => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: OpportunityActBody) => callApi(API.customers.opportunityAct, { body }),
    onSettled: refresh,
  })
}

/** 赢单: the project it makes. */
export const useOpportunityWin = () => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: OpportunityWinBody) => callApi(API.customers.opportunityWin, { body }),
    onSettled: refresh,
  })
}

/** An opportunity's follow-up log, newest first. */
export const useOpportunityFollowUps = (opportunityGuid: string) =>
  useQuery({
    queryKey: [...opportunityApi.keys.all, 'followUps', opportunityGuid],
    queryFn: ({ signal }) =>
      callApi(API.customers.opportunityFollowUps, { query: { opportunityGuid }, signal }),
  })

/** Records a follow-up; the log, the opportunity (its next date) and its customer's log after. */
export const useAddOpportunityFollowUp = (opportunityGuid: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<OpportunityFollowUpAdd, 'opportunityGuid'>) =>
      callApi(API.customers.addOpportunityFollowUp, { body: { ...body, opportunityGuid } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opportunityApi.keys.all }),
        client.invalidateQueries({ queryKey: ['customers', 'followUps'] }),
      ]),
  })
}

/** The bookable sites by group, as grouped select options (an opportunity's wanted sites). */
export const useSiteOptions = () => {
  const sites = useQuery({
    queryKey: ['opportunities', 'sites'],
    queryFn: ({ signal }) => callApi(API.projects.sites, { signal }),
    staleTime: 5 * 60_000,
  })
  return useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>()
    for (const s of sites.data ?? [])
      groups.set(s.groupName, [
        ...(groups.get(s.groupName) ?? []),
        { value: s.guid, label: s.name },
      ])
    return [...groups].map(([group, list]) => ({ label: group, title: group, options: list }))
  }, [sites.data])
}

/** The customers an opportunity can be for (the caller's, by a part of their name). */
export const useCustomerChoices = (name: string) => {
  const found = useQuery({
    queryKey: ['opportunities', 'customerOptions', name],
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
