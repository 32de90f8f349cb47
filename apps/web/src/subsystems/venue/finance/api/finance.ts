import { API, type ReceivableQuery } from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

// The money a contract asks for and what arrived: every list here reads the same instalments,
// so a claim refreshes them all (the key 'finance').

/** /financialManagement/paymentRecords (收款记录): a claim moves the plans and receivables too. */
export const receiptApi = resourceApi('finance', API.finance.receipt, { refreshes: ['contracts'] })

/** /financialManagement/accountreceivable (应收账款): projects with aging, and the totals row. */
export const useReceivables = (query: ReceivableQuery) =>
  useQuery({
    queryKey: ['finance', 'receivables', query],
    queryFn: ({ signal }) => callApi(API.finance.receivables.page, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/** 认领 / 撤销认领: a receipt's claims, refreshing every money list after. */
export const useAllocate = () => receiptApi.useWrite(API.finance.allocate)
export const useUnallocate = () => receiptApi.useWrite(API.finance.unallocate)
