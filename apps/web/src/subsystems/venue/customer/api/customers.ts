import { API, type FollowUpAdd } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /customer/customerManage (客户管理). */
export const customerApi = resourceApi('customers', API.customers.customer)

/** The users who can own a customer, as select options (`name（部门）`). */
export const useOwnerOptions = () => {
  const owners = useQuery({
    queryKey: ['customers', 'ownerOptions'],
    queryFn: ({ signal }) => callApi(API.customers.ownerOptions, { signal }),
    staleTime: 60_000,
  })
  return useMemo(
    () =>
      (owners.data ?? []).map((o) => ({
        value: o.id,
        label: o.deptName ? `${o.nickName}（${o.deptName}）` : o.nickName,
      })),
    [owners.data],
  )
}

/** A customer's projects, the latest first. */
export const useCustomerProjects = (customerGuid: string) =>
  useQuery({
    queryKey: ['customers', 'projects', customerGuid],
    queryFn: ({ signal }) => callApi(API.customers.projects, { query: { customerGuid }, signal }),
  })

/** A customer's follow-up log, newest first. */
export const useFollowUps = (customerGuid: string) =>
  useQuery({
    queryKey: ['customers', 'followUps', customerGuid],
    queryFn: ({ signal }) => callApi(API.customers.followUps, { query: { customerGuid }, signal }),
  })

/** Records a follow-up; the log is read again after. */
export const useAddFollowUp = (customerGuid: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<FollowUpAdd, 'customerGuid'>) =>
      callApi(API.customers.addFollowUp, { body: { ...body, customerGuid } }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: ['customers', 'followUps', customerGuid] }),
  })
}
