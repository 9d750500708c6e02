// What a section type is apart from how it looks: its part of the JSON Schema, the building blocks only
// it uses, and the rules of one such section that a schema cannot express. Free of React, so the
// validator, the type generator, the catalogue and the build read it in Node.
import type { Section } from '../../schema/generated/site-types.ts'
import type { Problem } from '../../schema/problem.ts'
import { section, type Json } from '../../schema/schema-parts.ts'
import type { DataPath, SourceFile } from '../../schema/source-file.ts'

/** The section of type K, from the Section union generated from the definitions: SectionOf<'plans'> is PlansSection. */
export type SectionOf<K extends string> = Extract<Section, { type: K }>

/** A rule of one section of type K; `at` is the section's path in its page file. */
export type SectionCheck<K extends string> = (file: SourceFile, section: SectionOf<K>, at: DataPath) => Problem[]

export interface SectionDefinition<K extends string = string> {
  type: K
  /** The name of its schema in $defs and of its generated type: PlansSection. */
  typeName: string
  /** Its name in words, as the editor and the guide show it: "Price plans". */
  title: string
  schema: Json
  /** The $defs only this type uses (Plan for plans); blocks several types share are in schema/blocks.ts. */
  blocks: Record<string, Json>
  check?: SectionCheck<K>
  /** Where its own heading may be left out: the texts it shows as level-3 headings, by their path in the
   * section. Without a heading above them they follow the page's main heading, a level skipped
   * (schema/heading-order.ts warns). */
  subheadings?: (section: SectionOf<K>) => DataPath[]
}

/** The type, the name of its generated type, then the arguments of schema/schema-parts.ts's section()
 * (its name in words, what it is, its fields…), then the type's own blocks and rules. */
export function defineSection<K extends string>(
  type: K,
  typeName: string,
  title: string,
  description: string,
  properties: Record<string, Json>,
  required: string[],
  example: Json,
  own: Pick<SectionDefinition<K>, 'check' | 'subheadings'> & { blocks?: Record<string, Json> } = {},
): SectionDefinition<K> {
  return {
    type,
    typeName,
    title,
    schema: section(type, title, description, properties, required, example),
    blocks: own.blocks ?? {},
    check: own.check,
    subheadings: own.subheadings,
  }
}
