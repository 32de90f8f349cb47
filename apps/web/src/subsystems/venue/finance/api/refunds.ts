import { API } from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/**
 * /financialManagement/refundAudit (退款审核): a step refreshes its history and approval too,
 * and the cancellations' lists, which show their refunds' state.
 */
export const refundApi = resourceApi('refunds', API.refunds.refund, {
  refreshes: ['recordDetail', 'projectCancels'],
})

/** 提交审核 and 退款: its lists, detail and history are read again after. */
export const useRefundStep = refundApi.useWrite

/** The projects a refund may name, by a part of their name or number. */
export const useRefundProjects = (keyword: string) =>
  useQuery({
    queryKey: ['refunds', 'projects', keyword],
    queryFn: async ({ signal }) =>
      (
        await callApi(API.projects.project.page, {
          query: { page: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
          signal,
        })
      ).list,
    placeholderData: keepPreviousData,
  })
