import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { adminErrorText } from '../admin-error-text'
import { ADMIN_ORDER_LISTS } from '../../../data/admin/get-orders'

export function useAdminAction() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  async function run(change: () => Promise<unknown>) {
    if (busy) return
    setBusy(true)
    setProblem('')
    try {
      await change()
      await Promise.all(
        ADMIN_ORDER_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    } catch (error) {
      setProblem(adminErrorText(error))
    } finally {
      setBusy(false)
    }
  }
  return { busy, problem, run }
}
