import { API } from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /financialManagement/proformaInvoice (形式发票): a step refreshes its history too. */
export const proformaApi = resourceApi('proformaInvoices', API.proformaInvoices.invoice, {
  refreshes: ['recordDetail'],
})

/** The projects with live bookings a proforma can be drawn up for, by a part of their name. */
export const useProformaProjects = (keyword: string) =>
  useQuery({
    queryKey: ['proformaInvoices', 'projects', keyword],
    queryFn: ({ signal }) =>
      callApi(API.proformaInvoices.projects, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
  })

/** The lines, tax and total the project's bookings give now (nothing is saved). */
export const useProformaPreview = (projectGuid: string | undefined) =>
  useQuery({
    queryKey: ['proformaInvoices', 'preview', projectGuid ?? ''],
    queryFn: ({ signal }) =>
      callApi(API.proformaInvoices.preview, { query: { projectGuid: projectGuid ?? '' }, signal }),
    enabled: Boolean(projectGuid),
    staleTime: 0,
  })

/** 开具, 确认, 转正式发票, 作废: its lists, detail and history are read again after. */
export const useProformaStep = () => proformaApi.useWrite(API.proformaInvoices.act)
