// Undo and redo: typing into one text is one change; Undo takes it back whole, Redo brings it again,
// and a new change after Undo drops what could have been redone. Drafts hold every change made; once
// saved, only what was typed or undone while the save was under way stays to save.
import { expect, test } from 'vitest'
import { afterSaved, drafts, emptyHistory, record, redo, undo } from './edit-history.ts'

const saved = { 'pages/a.yaml': { sections: [{ heading: 'Old' }, { heading: 'Other' }] } }
const heading = { file: 'pages/a.yaml', path: ['sections', 0, 'heading'] }

test('typing into one text is one change, undone and redone whole', () => {
  let h = record(emptyHistory, { ...heading, before: 'Old', after: 'Old!' }, false)
  h = record(h, { ...heading, before: 'Old!', after: 'Old!!' }, true)
  expect(h.done).toEqual([{ ...heading, before: 'Old', after: 'Old!!' }])
  expect(drafts(h, saved)).toEqual({ 'pages/a.yaml': { sections: [{ heading: 'Old!!' }, { heading: 'Other' }] } })
  expect(drafts(undo(h), saved)).toEqual({})
  expect(drafts(redo(undo(h)), saved)).toEqual(drafts(h, saved))
  expect(saved['pages/a.yaml'].sections[0].heading).toBe('Old')
})

test('a change after Undo leaves nothing to redo', () => {
  const h = undo(record(emptyHistory, { ...heading, before: 'Old', after: 'New' }, false))
  const next = record(h, { file: 'pages/a.yaml', path: ['sections', 1, 'heading'], before: 'Other', after: 'Else' }, false)
  expect(next.undone).toEqual([])
  expect(drafts(next, saved)).toEqual({ 'pages/a.yaml': { sections: [{ heading: 'Old' }, { heading: 'Else' }] } })
})

test('once saved, what was typed while the save was under way stays a change, the same text typed on included', () => {
  const sent = record(emptyHistory, { ...heading, before: 'Old', after: 'New' }, false)
  const other = { file: 'pages/a.yaml', path: ['sections', 1, 'heading'], before: 'Other', after: 'Else' }
  expect(afterSaved(record(sent, other, false), sent.done)).toEqual({ done: [other], undone: [] })
  // Typing on in the text that was saved: its newest words are still to save.
  const typedOn = record(sent, { ...heading, before: 'New', after: 'Newer' }, true)
  const savedNow = { 'pages/a.yaml': { sections: [{ heading: 'New' }, { heading: 'Other' }] } }
  expect(drafts(afterSaved(typedOn, sent.done), savedNow)).toEqual({ 'pages/a.yaml': { sections: [{ heading: 'Newer' }, { heading: 'Other' }] } })
  expect(afterSaved(sent, sent.done)).toEqual(emptyHistory)
})

test('a change saved but undone while the save was under way stays undone, as a change still to save', () => {
  const other = { file: 'pages/a.yaml', path: ['sections', 1, 'heading'], before: 'Other', after: 'Else' }
  const sent = record(record(emptyHistory, { ...heading, before: 'Old', after: 'New' }, false), other, false)
  const savedNow = { 'pages/a.yaml': { sections: [{ heading: 'New' }, { heading: 'Else' }] } }
  const left = afterSaved(undo(undo(sent)), sent.done)
  expect(left.done).toHaveLength(2)
  expect(drafts(left, savedNow)).toEqual(saved)
  // Undone, then typed again in the same place: its newest words are what is left to save.
  const retyped = record(undo(undo(sent)), { ...heading, before: 'Old', after: 'Newest' }, false)
  expect(drafts(afterSaved(retyped, sent.done), savedNow)).toEqual({ 'pages/a.yaml': { sections: [{ heading: 'Newest' }, { heading: 'Other' }] } })
})
