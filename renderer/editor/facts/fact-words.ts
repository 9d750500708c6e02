// The editor's words about facts (a value written once in site.yaml and shown in many places). They
// are the tool's words, not the firm's, so they live here and not in site/.
const places = (count: number) => `${count} other place${count === 1 ? '' : 's'}`

export const factWords = {
  note: 'Shared value',
  /** `label` is the fact's name in words (schema-parts.ts factLabel), never as site.yaml writes it. */
  uses: (label: string, value: string, others: number) => `This text shows the shared value “${value}” (${label}), also used in ${places(others)}.`,
  everywhere: 'Typing here changes it everywhere.',
  onlyHereDone: 'Typing here changes this text only.',
  onlyHere: 'Change only here',
  close: 'Close',
  /** The question when a field's text no longer uses a fact it used. */
  typedOver: (label: string, before: string, after: string) =>
    `This text used the shared value “${before}” (${label}). Change it to “${after}” everywhere instead?`,
  changeEverywhere: 'Change everywhere',
}
