// The editor's own words: the tool's, not the firm's site's, so they live here and not in site/.
// Components take them from this one module rather than writing them inline.
export const editorWords = {
  save: 'Save',
  undo: 'Undo',
  redo: 'Redo',
  problems: 'Problems',
  page: 'Page',
  noProblems: 'No problems.',
  saved: (files: string[]) => `Saved ${files.join(', ')}.`,
  nothingToSave: 'Nothing to save.',
  unsaved: (count: number) => `${count} unsaved change${count === 1 ? '' : 's'}.`,
  saveWarning: (count: number) => `These edits have ${count} problem${count === 1 ? '' : 's'} (listed under Problems). Saving now writes them into site/, and npm run validate will fail until they are fixed.`,
  saveAnyway: 'Save anyway',
  keepEditing: 'Keep editing',
  failed: (message: string) => `Could not save: ${message}`,
  hint: 'Click any text to change it. Alt+click follows a link.',
}
