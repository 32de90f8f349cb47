import { useSearchParams } from 'react-router'

/**
 * The record whose print view is open, kept in the URL as `?print=<guid>` so that a link (or
 * a reload) opens it again; closing removes the parameter and keeps the list's own.
 *
 * @example
 * const print = usePrintGuid()
 * {print.guid && <ContractPrint guid={print.guid} onClose={print.close} />}
 */
export const usePrintGuid = () => {
  const [params, setParams] = useSearchParams()
  const guid = params.get('print')
  const set = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value === null) next.delete('print')
      else next.set('print', value)
      return next
    })
  return {
    guid: guid && guid.length <= 64 ? guid : null,
    open: (value: string) => set(value),
    close: () => set(null),
  }
}
