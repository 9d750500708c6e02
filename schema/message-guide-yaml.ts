// The guide's entries for YAML's own mistakes: how a file is written, before what it says is read.
export const yamlMessageGuide = {
  yamlSyntax: {
    example:
      'this line is not valid YAML. Compare it with the lines around it: indent with spaces, put a space after each `key:`, and put text containing `: ` or starting with { or [ in double quotes',
    explain:
      'The file cannot be read at all, so nothing else in it is checked. Only the first slip in a file is shown, because everything after it would be guesswork: fix it and run the check again (see [YAML in five minutes](#yaml-in-five-minutes)).',
  },
  yamlTab: {
    example: 'YAML is indented with spaces; this line starts with a tab. Replace the tab with spaces',
    explain:
      'A tab key press at the start of a line. Delete it and indent with spaces, lining the line up with the one above. Only the first line with a tab is reported.',
  },
  yamlNoSpaceAfterColon: {
    example: 'put a space after the colon: `title: …`',
    explain: '`title:Hello` is read as one word. Type a space after the colon.',
  },
  yamlColonInText: {
    example: 'the text of `heading` contains `: `, which YAML reads as a new field. Put the whole value in double quotes',
    explain: 'A colon followed by a space starts a field in YAML. Write the value as `heading: "Note: we moved"`.',
  },
  yamlDuplicateKey: {
    example: '`heading` is written twice here (lines 17 and 18). Keep one; if line 18 starts a new item of the list, put `- ` before it',
    explain: 'The same field appears twice in one section or item. Delete one; when the second is really the start of the next section, it lost its `- `.',
  },
  yamlIndentedMore: {
    example: 'this line is indented more than the one above; line it up with `heading` (column 5)',
    explain: 'The fields of one section or item start at the same column. Remove spaces until the line starts under the field named.',
  },
  yamlIndentedLess: {
    example: 'this line is indented less than the one above; line it up with `heading` (column 5), or, if it starts a new item of the list, begin it with `- `',
    explain: 'Add spaces until the line starts under the field named, or start a new item with `- `.',
  },
  yamlUnclosedQuote: {
    example: 'this value opens a quote that is never closed. Add the closing quote at the end of the value',
    explain: 'A value that starts with `"` or `\'` must end with the same quote.',
  },
  yamlUnclosedBracket: {
    example: 'a { opened here is not closed with }. Close it on the same line, or, if { is part of the text, put the whole value in double quotes',
    explain: 'A one-line item `{ label: …, to: … }` or list `[ … ]` must be closed on its line. Text that starts with `{` or `[` needs quotes.',
  },
  yamlStrayBracket: {
    example: 'this } closes nothing that was opened. Remove it, or, if it is part of the text, put the whole value in double quotes',
    explain: 'A stray closing bracket.',
  },
  yamlBadEscape: {
    example: 'a backslash inside double quotes starts a special character; write `\\\\` for a backslash, or use single quotes',
    explain: 'Inside `"…"`, `\\` has a meaning of its own.',
  },
  yamlCurlyQuotes: {
    example: 'these are curly quotes (“ ” or ‘ ’), which YAML treats as ordinary letters. Type straight quotes (") instead',
    explain: 'Text pasted from a word processor often brings curly quotes. YAML only understands the straight `"` and `\'`.',
  },
  yamlAlias: {
    example: '`&x` and `*x` (YAML anchors and aliases) are not used in site/. Write the value itself, or a {{reference}} to a fact in site/site.yaml',
    explain: 'YAML can repeat a value with `&name` and `*name`; this site writes a fact once in `site.yaml` and refers to it with `{{…}}` instead.',
  },
}
