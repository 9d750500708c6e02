// One action of a request's view: what it said last (done, or the server's refusal in words, shown next
// to it), and the lists and the request asked again once it is done.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { requestsWords as words } from './requests-words.ts'

export function useAction(id: string) {
  const client = useQueryClient()
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const run = async <T>(action: () => Promise<T>, done: string | ((result: T) => string), working = '') => {
    setSaid(working)
    setBusy(true)
    try {
      const result = await action()
      setSaid(typeof done === 'string' ? done : done(result))
      for (const key of [['request', id], ['checks', id], ['previewLinks', id], ['waiting'], ['myRequests'], ['history']])
        void client.invalidateQueries({ queryKey: key })
      return true
    } catch (e) {
      setSaid(words.refused((e as Error).message))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { said, setSaid, busy, run }
}
