// "Activity" in the People panel: the audit log, newest first, each entry as who did what, when, and
// from which address.
import { activityWords } from './activity-words.ts'
import type { AuditEntry } from '../../../server/editor/sign-in-contract.ts'
import { listStyle, noteStyle } from '../editor-look.ts'
import { peopleWords as words } from './people-words.ts'
import { when } from '../editor-words.ts'

export function ActivityList({ entries, nameOf }: { entries: AuditEntry[]; nameOf: (id: string) => string | undefined }) {
  if (entries.length === 0) return <p>{words.noActivity}</p>
  return (
    <ul aria-label={words.activity} style={listStyle}>
      {entries.map((entry, i) => {
        const { who, what } = activityWords(entry, nameOf)
        return (
          <li key={`${entry.at}-${i}`} style={{ padding: '6px 0', borderBottom: '1px solid #e5e7eb', overflowWrap: 'anywhere' }}>
            <span style={{ fontWeight: 700 }}>{who}</span> {what}
            <span style={{ ...noteStyle, display: 'block', margin: 0 }}>
              {when(entry.at)}
              {entry.address ? `, ${words.from(entry.address)}` : ''}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
