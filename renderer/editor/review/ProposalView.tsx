// What "Send for review" did: the step it is at, then the branch and commit it made and either the pull
// request it opened or the exact commands that hand the branch over.
import type { CSSProperties, ReactNode } from 'react'
import type { Proposal } from './review-api.ts'
import { reviewWords as words } from './review-words.ts'

const box: CSSProperties = { border: '1px solid #d1d5db', borderRadius: 6, padding: 12, marginBottom: 16, background: '#f0f9ff' }
const code: CSSProperties = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: '#111827',
  color: '#f9fafb',
  padding: 8,
  borderRadius: 4,
  font: '13px/1.5 ui-monospace, monospace',
  margin: '8px 0 0',
}

/** A line of what it did: a step (status) or why nothing was sent (alert). */
const Line = ({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) => (
  <p role={role} style={{ margin: 0 }}>
    {children}
  </p>
)

export function ProposalView({ proposal }: { proposal: Proposal }) {
  // Hosted, the people who sent it read only that it waits: the branch, pull request and commands are a developer's.
  // Only a hosted proposal is recorded as a change request.
  const hosted = proposal.request !== undefined
  return (
    <section aria-label={words.propose} style={box}>
      {proposal.state === 'working' && <Line role="status">{words.proposing(proposal.step)}</Line>}
      {proposal.problems && <Line role="alert">{words.proposeProblems}</Line>}
      {proposal.state === 'failed' && proposal.error && <Line role="alert">{words.proposeFailed(proposal.error)}</Line>}
      {proposal.state === 'done' && proposal.branch && (
        <div role="status">
          {/* The hosted editor's proposal waits for a publisher; the local one is a developer's branch. */}
          <p style={{ margin: 0 }}>{hosted ? words.waitingForReview : words.proposed(proposal.branch)}</p>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20, listStyle: 'disc' }}>
            {proposal.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
          {!hosted && proposal.url && (
            <p style={{ margin: '8px 0 0' }}>
              {words.opened}{' '}
              <a href={proposal.url} target="_blank" rel="noreferrer">
                {proposal.url}
              </a>
            </p>
          )}
          {!hosted && proposal.commands && (
            <>
              <p style={{ margin: '8px 0 0' }}>{words.runThese}</p>
              <pre style={code} aria-label={words.commands}>
                {proposal.commands.join('\n')}
              </pre>
            </>
          )}
          {!hosted && proposal.note && <p style={{ margin: '8px 0 0' }}>{proposal.note}</p>}
        </div>
      )}
    </section>
  )
}
