// "Waiting for review" in the hosted editor with the site's repository: every change request sent for
// review and not published yet, who sent it and when, what it changes, with "Publish" for publishers and
// owners only (it publishes the request's recorded commit, named by the request's id). The
// local editor has no such list (its server answers 404), and shows nothing here.
import { useMutation, useQuery } from '@tanstack/react-query'
import { buttonClass, partHeadingStyle } from '../editor-look.ts'
import { loadWaiting, publishRequest } from '../requests/requests-api.ts'
import { publishes } from '../requests/requests-slice.ts'
import { requestsWords } from '../requests/requests-words.ts'
import { useMe } from '../people/people-api.ts'
import { reviewWords as words } from './review-words.ts'
import { when } from '../editor-words.ts'

export function WaitingChanges() {
  // Asked each time the review opens; a failed ask keeps what was known.
  const publisher = publishes(useMe()?.role)
  const { data: waiting, refetch, isFetching } = useQuery({ queryKey: ['waiting'], queryFn: loadWaiting, gcTime: 0 })
  // What Publish is doing (it can take a minute), then what it did; the list is asked again either way.
  const publish = useMutation({ mutationFn: publishRequest, onSettled: () => void refetch() })
  const said = publish.isPending
    ? requestsWords.publishing
    : publish.isSuccess
      ? words.published
      : publish.isError
        ? words.publishFailed(publish.error.message)
        : ''
  if (!waiting) return null
  return (
    <section aria-label={words.waiting} data-editor-part="">
      <h3 style={partHeadingStyle}>{words.waiting}</h3>
      {said && (
        <p role="status" style={{ margin: '0 0 8px' }}>
          {said}
        </p>
      )}
      {waiting.length === 0 ? (
        // Asked again (just sent, or published): never "nothing" beside "Sent", before the answer.
        <p style={{ margin: 0 }}>{isFetching ? requestsWords.loading : words.nothingWaiting}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20, listStyle: 'disc' }}>
          {waiting.map((change) => (
            <li key={change.id}>
              {words.sentBy(change.author, when(Date.parse(change.sentAt)), change.title)}{' '}
              {publisher && (
                <button type="button" className={buttonClass.main} disabled={publish.isPending} onClick={() => publish.mutate(change.id)}>
                  {words.publish}
                </button>
              )}
              {change.changes.length > 1 && (
                <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                  {change.changes.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
