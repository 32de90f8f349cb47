import { API, type ProjectCancelSubmit } from '@app/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /project/discountManagement (优惠管理): an approved discount changes its project's quote. */
export const projectDiscountApi = resourceApi('projectDiscounts', API.projects.discount, {
  refreshes: ['projects'],
})

/** Project states with a quote to discount: 预定, 待签约, 已签约, 进行中. */
const DISCOUNTABLE = [1, 2, 3, 4]

/** The projects a discount can be asked for, by a part of their name or number, as options. */
export const useDiscountableProjects = (keyword: string) => {
  const found = useQuery({
    queryKey: ['projectDiscounts', 'projects', keyword],
    queryFn: ({ signal }) =>
      callApi(API.projects.project.page, {
        query: { page: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
  return {
    loading: found.isFetching,
    options: useMemo(
      () =>
        (found.data?.list ?? [])
          .filter((p) => DISCOUNTABLE.includes(p.status))
          .map((p) => ({ value: p.guid, label: `${p.projectNumber} ${p.title}` })),
      [found.data],
    ),
  }
}

/** Submits a draft; its lists, detail, approval and the project's quote are read again. */
export const useSubmitDiscount = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ProjectCancelSubmit) => callApi(API.projects.discountSubmit, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectDiscountApi.keys.all }),
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}
