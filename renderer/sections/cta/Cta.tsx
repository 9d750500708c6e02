// A call to action: a badge, the heading, a sentence and buttons in SectionShell's heading block, then
// optional trust tiles, centred.
import type { CtaSection } from '../../../schema/generated/site-types.ts'
import { ActionRow } from '../../ui/ActionRow.tsx'
import { cn } from '../../ui/cn.ts'
import { Grid } from '../../ui/Grid.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { useOnDark } from '../../ui/tone.ts'

const muted = (dark: boolean) => (dark ? 'text-brand-100' : 'text-slate-600')

function Badge({ text }: { text: string }) {
  const dark = useOnDark()
  return (
    <p
      className={cn(
        'mb-5 inline-flex rounded-full px-4 py-1.5 text-sm font-semibold ring-1',
        dark ? 'bg-white/10 text-accent-400 ring-white/20' : 'bg-brand-50 text-brand-800 ring-brand-200',
      )}
    >
      {text}
    </p>
  )
}

function Lead({ text, actions }: Pick<CtaSection, 'text' | 'actions'>) {
  const dark = useOnDark()
  return (
    <>
      {text && <p className={cn('mt-4 text-lg', muted(dark))}>{text}</p>}
      <ActionRow actions={actions} className="mt-8" />
    </>
  )
}

function Tiles({ tiles }: { tiles: NonNullable<CtaSection['tiles']> }) {
  const dark = useOnDark()
  return (
    <Grid columns={1} className="mx-auto mt-12 max-w-5xl gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <li
          key={tile.title}
          className={cn(
            'flex min-w-0 items-start gap-3 rounded-xl p-5 text-left ring-1',
            dark ? 'bg-white/10 ring-white/15' : 'bg-white shadow-sm ring-slate-200',
          )}
        >
          {tile.icon && (
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-lg',
                dark ? 'bg-white/10 text-accent-400' : 'bg-brand-50 text-brand-700',
              )}
            >
              <Icon name={tile.icon} />
            </span>
          )}
          <div className="min-w-0 self-center">
            <h3 className="font-semibold break-words">{tile.title}</h3>
            {tile.text && <p className={cn('mt-1 text-sm', muted(dark))}>{tile.text}</p>}
          </div>
        </li>
      ))}
    </Grid>
  )
}

export default function Cta(section: CtaSection) {
  const { badge, text, actions, tiles } = section
  return (
    <SectionShell {...section} badge={badge && <Badge text={badge} />} lead={<Lead text={text} actions={actions} />}>
      {tiles && <Tiles tiles={tiles} />}
    </SectionShell>
  )
}
