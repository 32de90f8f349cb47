import { API } from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /financialManagement/reconciliationSettlement (对账结算): a step refreshes its history too. */
export const settlementApi = resourceApi('settlements', API.settlements.settlement, {
  refreshes: ['recordDetail'],
})

/** The 进行中 or 已完成 projects a sheet can be drawn up for, by a part of their name. */
export const useSettlementProjects = (keyword: string) =>
  useQuery({
    queryKey: ['settlements', 'projects', keyword],
    queryFn: ({ signal }) =>
      callApi(API.settlements.projects, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
  })

/** What the project's contracts, claims and deposits give a sheet now (nothing is saved). */
export const useSettlementBasis = (projectGuid: string | undefined) =>
  useQuery({
    queryKey: ['settlements', 'basis', projectGuid ?? ''],
    queryFn: ({ signal }) =>
      callApi(API.settlements.basis, { query: { projectGuid: projectGuid ?? '' }, signal }),
    enabled: Boolean(projectGuid),
    staleTime: 0,
  })

/** 提交客户确认, 退回修改, 客户确认, 结清: its lists, detail and history are read again after. */
export const useSettlementStep = () => settlementApi.useWrite(API.settlements.act)
