// The background a section stands on. SectionShell provides it to everything inside the section, and
// a Card resets it to white for what sits on the card, so a part that must read on the deep blue (light
// text, amber buttons) asks here instead of recomputing it from the section's data.
import { createContext, useContext } from 'react'
import type { Section } from '../../schema/generated/site-types.ts'

export type Tone = NonNullable<Section['tone']>

export const ToneContext = createContext<Tone>('plain')

/** True on the deep-blue background, where text, accents and buttons take their light colours. */
export const useOnDark = () => useContext(ToneContext) === 'brand'
