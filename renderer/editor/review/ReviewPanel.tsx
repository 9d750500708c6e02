// "Review changes": a panel over the page listing every change not yet published, in plain words,
// with before and after pictures of each page that looks different, and "Send for review", which hands the
// changes over as a branch, a commit and a pull request (server/editor/proposals/propose.ts). Mounted in the bar.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { lastProposal, picturesProgress, startProposal, startReview, type Proposal, type Review } from './review-api.ts'
import { ownSiteChange, takeSiteChange } from '../shell/follow-site.ts'
import { Panel } from '../shell/Panel.tsx'
import { buttonClass, noteStyle, partHeadingStyle, rowStyle } from '../editor-look.ts'
import { ProposalView } from './ProposalView.tsx'
import { WaitingChanges } from './WaitingChanges.tsx'
import { ReviewPictures } from './ReviewPictures.tsx'
import { panelsSlice } from '../shell/store/panels.ts'
import { reviewWords as words } from './review-words.ts'

// A proposal this tab started is shown again after a reload, until it is closed.
const startedKey = 'site-editor-proposal'

export function ReviewPanel({ drafts }: { drafts: Record<string, unknown> }) {
  const open = panelsSlice.use((s) => s.review)
  const setOpen = (review: boolean) => panelsSlice.set({ review })
  const [review, setReview] = useState<Review>()
  const [proposal, setProposal] = useState<Proposal>()
  const latestDrafts = useRef(drafts)
  latestDrafts.current = drafts

  const refresh = async () => setReview(await startReview(latestDrafts.current))
  useEffect(() => {
    // Placed again (the window crossed a phone's width): the panel stays open, its changes read again.
    if (open) void refresh()
    lastProposal().then(
      (last) => {
        if (last?.id && sessionStorage.getItem(startedKey) === last.id) {
          setProposal(last)
          setOpen(true)
          void refresh()
        }
      },
      () => {},
    )
  }, [])
  // The pictures' progress, asked every second while they are being made for this review.
  const pictures = useQuery({
    queryKey: ['reviewPictures', review],
    queryFn: picturesProgress,
    gcTime: 0,
    refetchIntervalInBackground: true,
    enabled: open && review?.pictures?.state === 'working',
    refetchInterval: (query) => (query.state.data === undefined || query.state.data?.state === 'working' ? 1000 : false),
  })
  const progress = pictures.isSuccess ? (pictures.data ?? undefined) : review?.pictures
  // Once proposed, the changes are committed: the list says so.
  // Hosted, what waits for review now holds it too: asked again.
  const proposed = proposal?.state === 'done'
  const queries = useQueryClient()
  useEffect(() => {
    if (!proposed) return
    void refresh()
    void queries.invalidateQueries({ queryKey: ['waiting'] })
  }, [proposed])
  // Hosted, the answer comes before the proposal's pictures are made: its note says where they are once they are.
  // Only this proposal's news: while Send is asked, the person's last one is still an earlier proposal.
  const polled = useQuery({
    queryKey: ['proposal', proposal?.id],
    queryFn: lastProposal,
    gcTime: 0,
    refetchInterval: 1000,
    refetchIntervalInBackground: true,
    enabled: proposal?.state === 'working' || proposal?.pictures === 'working',
  }).data
  useEffect(() => {
    if (polled && polled.id === proposal?.id) setProposal(polled)
  }, [polled, proposal?.id])

  const openReview = () => {
    setOpen(true)
    setReview(undefined)
    void refresh()
  }
  const close = () => {
    setOpen(false)
    sessionStorage.removeItem(startedKey)
    setProposal(undefined)
  }
  const propose = async () => {
    // Named before it is asked for, so the page asks after it if it is reloaded before the answer.
    const id = crypto.randomUUID()
    setProposal({ id, state: 'working', step: 'Saving', changes: [] })
    sessionStorage.setItem(startedKey, id)
    // Locally, the drafts are saved into site/ first: the page then takes the saved site and its emptied history.
    setProposal(await ownSiteChange(() => startProposal(latestDrafts.current, id)))
    await takeSiteChange()
  }

  const canPropose = proposal?.state !== 'working' && Boolean(review?.changes.length)
  return (
    <>
      <button type="button" className={buttonClass.quiet} onClick={openReview}>
        <span data-editor-wide-words="">{words.review}</span>
        <span data-editor-narrow-words="" aria-hidden="true">
          {words.reviewShort}
        </span>
      </button>
      {open && (
        <Panel title={words.review} onClose={close}>
          <div style={{ ...rowStyle, marginBottom: 16 }}>
            <button type="button" className={buttonClass.main} onClick={() => void propose()} disabled={!canPropose}>
              {words.propose}
            </button>
            <p style={{ ...noteStyle, flex: '1 1 20rem' }}>{words.proposeHint}</p>
          </div>
          {proposal && <ProposalView proposal={proposal} />}
          <section aria-label={words.changes}>
            <h3 style={partHeadingStyle}>{words.changes}</h3>
            {!review ? (
              <p aria-busy="true">{words.reading}</p>
            ) : review.changes.length ? (
              <ul style={{ margin: '0 0 16px', paddingLeft: 20, listStyle: 'disc' }}>
                {review.changes.map((change, i) => (
                  <li key={i}>{change}</li>
                ))}
              </ul>
            ) : (
              <p>{words.noChanges}</p>
            )}
          </section>
          <WaitingChanges />
          {review && review.changes.length > 0 && (
            <section aria-label={words.pictures} data-editor-part="">
              <h3 style={partHeadingStyle}>{words.pictures}</h3>
              <ReviewPictures progress={progress} errors={review.errors} />
            </section>
          )}
        </Panel>
      )}
    </>
  )
}
