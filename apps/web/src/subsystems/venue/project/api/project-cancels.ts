import { API, type ProjectCancelSubmit } from '@app/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /project/projectCancel (项目取消): an approval ends in the project's list and grid too. */
export const projectCancelApi = resourceApi('projectCancels', API.projects.cancel, {
  refreshes: ['projects'],
})

/** The projects a cancellation can be asked for, by a part of their name or number. */
export const useCancellableProjects = (keyword: string) =>
  useQuery({
    queryKey: ['projectCancels', 'projects', keyword],
    queryFn: ({ signal }) =>
      callApi(API.projects.cancellable, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
  })

/** Submits a draft to its approval chain; its lists, detail and approval are read again. */
export const useSubmitCancel = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ProjectCancelSubmit) => callApi(API.projects.cancelSubmit, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectCancelApi.keys.all }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}
