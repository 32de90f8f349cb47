import { API, type unlockBodySchema } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { loginLogKeys } from '#web/features/logs/api/get-login-logs.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

export type UnlockLoginBody = z.input<typeof unlockBodySchema>

/** 解锁: clears the retry lock of an account for one IP (API.logs.loginLogUnlock). */
export const unlockLogin = (body: UnlockLoginBody) => callApi(API.logs.loginLogUnlock, { body })

/**
 * Unlocks, then refetches the login log so the row loses its lock; the mutation settles
 * only once the list is fresh, so the confirm button spins until then.
 */
export const useUnlockLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unlockLogin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginLogKeys.all }),
  })
}
