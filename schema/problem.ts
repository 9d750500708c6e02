// A problem found in site/, and how it is printed: `file:line:col  error  message`, or as a GitHub
// annotation so it shows inline on the pull request's diff.

/** A place in a file's data: its keys and list positions. */
export type DataPath = (string | number)[]

export interface Problem {
  file: string
  /** Where in the file's data: ['sections', 2, 'heading'], or [] for the file as a whole. The editor
   * shows the problem at that field; line and col are where the text holds it. */
  path: DataPath
  line: number
  col: number
  message: string
  /** What the editor says after the place in words, where `message`, for the files' editors, names keys and fields. */
  inWords?: string
  /** A warning is shown like an error but does not fail the check: the text may be meant. */
  severity?: 'warning'
}

/** "1 problem", "3 problems": every message that counts the site's problems says it this way. */
export const problemCount = (n: number) => `${n} problem${n === 1 ? '' : 's'}`

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.severity ?? 'error'}  ${p.message}`
}

export function formatAnnotation(p: Problem): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  return `::${p.severity ?? 'error'} file=${p.file},line=${p.line},col=${p.col}::${escape(p.message)}`
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
}
