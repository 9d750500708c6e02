// The editors' guide (site/README.md): its catalogue is the schema's, every section type is in it with
// an example that is itself valid, its links land on its headings, and its table of errors explains
// every message the validator can print.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { blockNames, catalogue, catalogueEnd, catalogueStart, sectionDefs, withCatalogue } from './catalogue.ts'
import { projectRoot } from './load-site.ts'
import { schemaValidator } from './validate-file.ts'
import { errorTable } from './error-table.ts'
import { messageGuide } from './message-guide.ts'
import { messages } from './messages.ts'
import { sectionCommon } from './schema-parts.ts'

const readme = readFileSync(join(projectRoot, 'site', 'README.md'), 'utf8')
const generated = readme.slice(readme.indexOf(catalogueStart), readme.indexOf(catalogueEnd))

/** The YAML examples of a catalogue entry (from its heading to the next), parsed. */
function examplesUnder(heading: string): unknown[] {
  const at = generated.indexOf(`\n${heading}\n`)
  expect(at, `${heading} is in the catalogue`).toBeGreaterThan(-1)
  const entry = generated.slice(at + heading.length + 2).split(/\n#{2,3} /)[0]
  return [...entry.matchAll(/```yaml\n([\s\S]*?)\n *```/g)].map((block) => {
    const lines = block[1].split('\n')
    const indent = Math.min(...lines.map((line) => /^ */.exec(line)![0].length))
    return parse(lines.map((line) => line.slice(indent)).join('\n'))
  })
}

function errorsOf(def: string, value: unknown) {
  const validate = schemaValidator(def)
  return validate(value) ? [] : validate.errors
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-')

describe("editors' guide", () => {
  it('has the catalogue the schema gives (run `npm run gen:types` when this fails)', () => {
    expect(readme).toBe(withCatalogue(readme))
  })

  it('lists every section type, each with an example that is valid', () => {
    for (const { type } of sectionDefs) {
      expect(generated).toContain(`- [\`${type}\`](#${type}-section): `)
      const examples = examplesUnder(`### \`${type}\` section`) as { type: string }[][]
      expect(examples, type).toHaveLength(1)
      expect(examples[0]).toEqual([expect.objectContaining({ type })])
      expect(errorsOf('Section', examples[0][0]), type).toEqual([])
    }
  })

  it('describes every field of every section, in its entry or among the fields every section has', () => {
    const entry = (heading: string) => generated.slice(generated.indexOf(`\n${heading}\n`)).split('\n### ')[1]
    const common = entry('### Fields every section may have')
    for (const { type, def } of sectionDefs) {
      const own = entry(`### \`${type}\` section`)
      for (const key of Object.keys(def.properties!).filter((key) => key !== 'type')) {
        const row = `| \`${key}\` |`
        expect(own.includes(row) || (key in sectionCommon && common.includes(row)), `${type}: ${key}`).toBe(true)
      }
    }
  })

  it('lists every building block with a valid example', () => {
    for (const name of blockNames) {
      const examples = examplesUnder(`### \`${name}\``)
      expect(examples.length, name).toBeGreaterThan(0)
      for (const example of examples) expect(errorsOf(name, example), name).toEqual([])
    }
  })

  it('keeps the hand-written text around the catalogue', () => {
    const text = `# Guide\n\nWords.\n\n${catalogueStart}\nold\n${catalogueEnd}\n\nMore words.\n`
    expect(withCatalogue(text)).toBe(`# Guide\n\nWords.\n\n${catalogue()}\n\nMore words.\n`)
    expect(() => withCatalogue('# Guide without markers\n')).toThrow(/catalogue:start/)
  })

  it('links only to headings it has', () => {
    const headings = [...readme.matchAll(/^#{1,4} (.+)$/gm)].map((m) => anchor(m[1]))
    const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThan(20)
    for (const link of links) expect(headings, `#${link}`).toContain(link)
  })

  it("each message's example in the catalogue shows its wording", () => {
    // Each message is written with markers for its variable parts; what is left between them is the
    // fixed wording, which the guide's table of errors must show.
    const v = '\u0000'
    const samples: { [K in keyof typeof messages]: Parameters<(typeof messages)[K]> } = {
      unknownSectionType: [v, v, [v]],
      missingSectionType: [[v]],
      unknownField: [v, v, v, [v]],
      missingField: [v, v, v],
      wrongType: [v, v, v],
      notInList: [v, v, v, [v]],
      wrongForm: [v, v, v],
      empty: [v],
      tooLong: [v, NaN],
      notEmail: [v, v],
      outOfRange: [v, v, NaN],
      mustBe: [v, v],
      other: [v, v],
      yamlSyntax: [],
      yamlTab: [],
      yamlNoSpaceAfterColon: [v],
      yamlColonInText: [v],
      yamlDuplicateKey: [v, NaN, NaN],
      yamlIndentedMore: [v, NaN],
      yamlIndentedLess: [v, NaN],
      yamlUnclosedQuote: [],
      yamlUnclosedBracket: [v, v],
      yamlStrayBracket: [v],
      yamlBadEscape: [],
      yamlCurlyQuotes: [],
      yamlAlias: [v],
      unknownReference: [v, v],
      referenceNotText: [v],
      brokenLink: [v, v],
      missingAnchor: [v, v, [v]],
      duplicatePath: [v, v],
      reservedPath: [v, v],
      insecureLink: [v],
      unsafeLink: [v, v],
      unsafeAddress: [v, v],
      missingImage: [v, v],
      imageTooSmall: [v, NaN, NaN],
      photoTooManyPixels: [v, NaN, NaN],
      unreadableImage: [v],
      siteLink: [v],
      notPlainFile: [v],
      notAPicture: [v, [v]],
      rowLength: [NaN, NaN, NaN],
      formFieldNotSent: [v, [v]],
      unknownPlaceholder: [v, [v]],
      curlyQuotesAround: [v],
      markupInText: [v],
      joinedListItem: [v, NaN],
      singleBraceReference: [v],
      sameDescription: [v],
      headingSkipped: [],
      unknownTimeZone: [v],
      sameKeywords: [NaN, NaN, v],
      titleTooLong: [NaN, v, NaN],
      descriptionMissing: [],
      descriptionTooShort: [NaN, NaN],
      descriptionTooLong: [NaN, NaN],
      sameTitle: [v],
      photoWithoutWords: [],
      missingHomePage: [v],
      missingNotFoundPage: [v],
      missingSentPage: [v],
      missingNotSentPage: [v],
      duplicateSectionId: [v, NaN],
      noHero: [],
      secondHero: [NaN],
      secondPopularPlan: [v, v],
      duplicateFieldName: [v],
      optionsNeeded: [v, v],
      defaultNotAnOption: [v, [v]],
      postedCheckboxes: [v],
      formFieldNotRequired: [v],
      fieldNeedsChoice: [v, [v]],
      optionNotAccepted: [v, v, [v]],
      formNeedsField: [v],
      formNeedsSubject: [],
      menuEntryGoesNowhere: [v],
      menuEntryLinkAndGroup: [v],
    }
    for (const [name, args] of Object.entries(samples)) {
      const text = (messages[name as keyof typeof messages] as (...a: unknown[]) => string)(...args)
      const { example } = messageGuide[name as keyof typeof messages]
      // The example shows the message's fixed words, in their order.
      let from = 0
      for (const words of text.split(/\u0000|NaN/).filter((part) => /[a-z]{2}/i.test(part))) {
        const at = example.indexOf(words, from)
        expect(at, `${name}'s example lacks "${words}": ${example}`).toBeGreaterThanOrEqual(0)
        from = at + words.length
      }
    }
  })

  it('the guide has the table of errors as the catalogue writes it', () => {
    expect(readme).toContain(errorTable())
  })
})
