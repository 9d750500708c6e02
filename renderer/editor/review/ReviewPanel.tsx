// "Review changes": a panel over the page listing every change not yet published, in plain words,
// with before and after pictures of each page that looks different, and "Send for review", which hands the
// changes over as a branch, a commit and a pull request (server/editor/proposals/propose.ts). Mounted in the bar.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { lastProposal, picturesProgress, startProposal, startReview, type Proposal, type Review } from './review-api.ts'
import { buttonClass, buttonStyle as button, panelStyle as panel } from '../shell/panel-style.ts'
import { ProposalView } from './ProposalView.tsx'
import { WaitingChanges } from './WaitingChanges.tsx'
import { ReviewPictures } from './ReviewPictures.tsx'
import { reviewWords as words } from './review-words.ts'
import { useDialogFocus } from '../shell/use-dialog-focus.ts'

const head: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }
const primary: CSSProperties = { ...button, background: '#1d4ed8', borderColor: '#1d4ed8', color: '#ffffff' }
const disabled: CSSProperties = { ...primary, opacity: 0.45, cursor: 'not-allowed' }
// A proposal saves site/, and the dev server reloads the page when site/ changes: a proposal this tab
// started is shown again after the reload, until it is closed.
const startedKey = 'site-editor-proposal'

// The dialog's box, mounted while it is open: so it takes the focus as it opens and gives it back.
function ReviewDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const ref = useDialogFocus<HTMLDivElement>()
  return (
    <div
      role="dialog"
      aria-label={words.review}
      tabIndex={-1}
      ref={ref}
      style={panel}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      {children}
    </div>
  )
}

export function ReviewPanel({ drafts }: { drafts: Record<string, unknown> }) {
  const [open, setOpen] = useState(false)
  const [review, setReview] = useState<Review>()
  const [proposal, setProposal] = useState<Proposal>()
  const latestDrafts = useRef(drafts)
  latestDrafts.current = drafts

  const refresh = async () => {
    const answer = await startReview(latestDrafts.current)
    setReview(answer)
  }
  useEffect(() => {
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
  const proposed = proposal?.state === 'done'
  useEffect(() => {
    if (proposed) void refresh()
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
    // Named before it is asked for: saving may reload the page before the answer arrives.
    const id = crypto.randomUUID()
    setProposal({ id, state: 'working', step: 'Saving', changes: [] })
    sessionStorage.setItem(startedKey, id)
    setProposal(await startProposal(latestDrafts.current, id))
  }

  const canPropose = proposal?.state !== 'working' && Boolean(review?.changes.length)
  return (
    <>
      <button type="button" className={buttonClass.quiet} onClick={openReview}>
        {words.review}
      </button>
      {open && (
        <ReviewDialog onClose={close}>
          <div style={head}>
            <h2 style={{ font: 'inherit', fontSize: 20, fontWeight: 700, margin: 0, flex: '1 1 auto' }}>{words.review}</h2>
            <button type="button" style={canPropose ? primary : disabled} onClick={() => void propose()} disabled={!canPropose}>
              {words.propose}
            </button>
            <button type="button" style={button} onClick={close}>
              {words.close}
            </button>
          </div>
          <p style={{ margin: '0 0 12px', opacity: 0.8 }}>{words.proposeHint}</p>
          {proposal && <ProposalView proposal={proposal} />}
          <section aria-label={words.changes}>
            <h3 style={{ font: 'inherit', fontWeight: 700, margin: '0 0 4px' }}>{words.changes}</h3>
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
            <section aria-label={words.pictures}>
              <h3 style={{ font: 'inherit', fontWeight: 700, margin: '0 0 4px' }}>{words.pictures}</h3>
              <ReviewPictures progress={progress} errors={review.errors} />
            </section>
          )}
        </ReviewDialog>
      )}
    </>
  )
}
