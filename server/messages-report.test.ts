// The firm's view of the messages: CSV a spreadsheet reads right and cannot be attacked through, and a
// table the terminal shows without running anything a visitor typed.
import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { toCsv, toTable } from './messages-report.ts'
import type { MessageRecord } from './messages-store.ts'
import { buildApp, contactMessage, databases, payrollQuote, removeTempDirs, tempDir } from './test-support.ts'

afterAll(removeTempDirs)

const record = (overrides: Partial<MessageRecord> = {}): MessageRecord => ({
  ...contactMessage(),
  id: '0b7c9a52-3c1e-4d0e-9a57-1f2e3d4c5b6a',
  receivedAt: '2025-03-04T15:16:17.000Z',
  delivery: 'not emailed',
  attempts: 0,
  ...overrides,
})

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    const csv = toCsv([record({ fullName: 'Doe, Jane "JD"', message: 'Line one\nLine two' })])
    const [header, row] = csv.split('\r\n')
    expect(header).toBe('id,received_at,full_name,email,phone,company_name,employee_count,subject,message,delivery,delivery_attempts,sent_at,last_error')
    expect(row).toContain('"Doe, Jane ""JD"""')
    expect(csv).toContain('"Line one\nLine two"')
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv([record({ fullName: '=HYPERLINK("http://evil.example")', subject: '@SUM(A1)', message: '-2+3', phone: '+1 916 555 0111' })])
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(csv).toContain("'@SUM(A1)")
    expect(csv).toContain("'-2+3")
    expect(csv).toContain("'+1 916 555 0111")
  })

  it.each([
    ['a space', ' =1+1'],
    ['several spaces and a tab', '  \t=1+1'],
    ['a line break', '\n=1+1'],
    ['a no-break space', '\u00a0=1+1'],
    ['an ideographic space', '\u3000+1'],
    ['a thin space', '\u2009-1'],
    ['a zero-width space', '\u200b@SUM(A1)'],
    ['a byte order mark', '\ufeff=1'],
    ['nothing, full-width =', '\uff1dHYPERLINK(1)'],
    ['nothing, full-width +', '\uff0b1'],
    ['nothing, full-width -', '\uff0d1'],
    ['nothing, full-width @', '\uff20SUM(A1)'],
    ['a no-break space, full-width =', '\u00a0\uff1d1'],
    ['nothing, small =', '\ufe661'],
    ['a tab', '\tplain'],
    ['a carriage return', '\rplain'],
  ])('defuses a formula after %s', (_, subject) => {
    const cells = toCsv([record({ subject })]).split('\r\n')[1]
    expect(cells).toMatch(new RegExp(`(^|,)"?'${subject.replace(/[+$^*()]/g, '\\$&')}`))
  })

  it('leaves text that only contains the signs as it is', () => {
    const csv = toCsv([record({ subject: 'Tax 2024 = done', fullName: 'Jane\u00a0Doe' })])
    expect(csv).toContain(',Tax 2024 = done,')
    expect(csv).toContain(',Jane\u00a0Doe,')
  })
})

describe('table', () => {
  it('shows one line per message with its delivery state', () => {
    const table = toTable([record(), record({ ...payrollQuote(), delivery: 'pending' })])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Name\s+Email\s+Phone\s+Subject\s+Message\s+Email to firm$/)
    expect(lines[2]).toMatch(/^2025-03-04 15:16\s+Jane Doe\s+jane@example.com/)
    expect(lines[2]).toMatch(/not emailed$/)
    expect(lines[3]).toMatch(/pending$/)
    expect(table).toContain('2 messages, 1 waiting to be emailed.')
  })

  it('never writes a control character a visitor typed', () => {
    const table = toTable([record({ fullName: 'Jane\u001b[2J\u001b]0;pwned\u0007', message: 'a\r\nb\u0000c\u009bd' })])
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
  })

  it('cuts long text to its column', () => {
    const table = toTable([record({ message: 'word '.repeat(100) })])
    expect(table.split('\n')[2]).toContain('…')
  })

  it('says when there are no messages', () => {
    expect(toTable([])).toBe('No messages yet.\n')
  })
})

describe('npm run messages', () => {
  it.each(databases)('lists what the server stored in %s, as a table and as CSV', async (database) => {
    const t = await buildApp({ database })
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ subject: 'Listed by the script' }) })
    await t.app.close()
    const env = { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '' }
    const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/messages.ts', ...args], { env, encoding: 'utf8' })
    const table = run()
    expect(table.status).toBe(0)
    expect(table.stdout).toContain('Listed by the script')
    const csv = run('--csv')
    expect(csv.status).toBe(0)
    expect(csv.stdout.split('\r\n')[1]).toContain(',Listed by the script,')
  })

  it('explains an empty data folder', () => {
    const run = spawnSync(process.execPath, ['scripts/messages.ts'], { env: { ...process.env, DATA_DIR: tempDir(), DATABASE_URL: '' }, encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stderr).toContain('No messages yet')
  })
})
