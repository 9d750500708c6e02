// The hosted editor's emails to the firm's staff, through the firm's SMTP server (nodemailer, as
// server/mailer.ts sends visitors' messages): an invitation to the editor and a one-time link to sign
// in, and about change requests (request-mail.ts). From MAIL_FROM, or the firm's email in site.yaml, in the firm's name.
import { loadSite } from '../../../schema/load-site.ts'
import { when } from '../../../renderer/editor/editor-words.ts'
import { smtpTransport, type MailSettings } from '../../mailer.ts'
import type { Role } from '../../people-store.ts'
import { roleWords } from '../sign-in-contract.ts'

export type PeopleMail = ReturnType<typeof peopleMail>

export function peopleMail(settings: MailSettings, siteDir: string) {
  const firm = loadSite(siteDir).site?.config.firm
  const address = settings.from ?? firm?.email
  if (!address) throw new Error('The editor has no address to send email from: set MAIL_FROM, or fix site.yaml so the firm has an email.')
  const from = { name: `${firm?.name ?? 'The firm'} editor`, address }
  const transport = smtpTransport(settings)
  const send = (to: string, subject: string, lines: string[]) =>
    transport.sendMail({ from, to, subject, text: `${lines.join('\n')}\n`, disableFileAccess: true, disableUrlAccess: true }).then(() => undefined)
  return {
    invitation: (to: string, link: string, role: Role) =>
      send(to, `You are invited to edit the ${firm?.name ?? ''} website`.replace('  ', ' '), [
        `You are invited to the website's editor, where you can ${roleWords[role]}.`,
        '',
        'Open this link to accept. It works once, within 7 days:',
        link,
        '',
        'If you did not expect this invitation, ignore this email.',
      ]),
    signInLink: (to: string, link: string) =>
      send(to, 'Your link to sign in to the website editor', [
        'Open this link to sign in to the website editor. It works once, within 15 minutes:',
        link,
        '',
        'If you did not ask to sign in, ignore this email: nobody can sign in without the link.',
      ]),
    /** To a publisher: a change request waits for review (sent, or sent again). */
    requestWaiting: (to: string, { title, sender, link }: { title: string; sender: string; link: string }) =>
      send(to, `Waiting for your review: ${title}`, [
        `${sender} sent a change to the website for review: ${title}.`,
        '',
        'Open it to read every change and see the pictures, then publish it, ask for changes or decline it:',
        link,
      ]),
    /** To its sender: a publisher asked for changes, or declined it. */
    requestAnswered: (to: string, { title, by, declined, words, link }: { title: string; by: string; declined: boolean; words?: string; link: string }) =>
      send(to, `${declined ? 'Declined' : 'Changes asked'}: ${title}`, [
        declined ? `${by} declined your change to the website: ${title}.` : `${by} asked for changes to your change to the website: ${title}.`,
        ...(words ? ['', words] : []),
        '',
        declined ? 'Open it to read it again:' : 'Open it, make the changes and send it again:',
        link,
      ]),
    /** To its sender: a publisher published it (at once, or at the time set). */
    requestPublished: (to: string, { title, by, link }: { title: string; by: string; link: string }) =>
      send(to, `Published: ${title}`, [
        `${by} published your change to the website: ${title}.`,
        '',
        'It is on the website now. Open it to read it again:',
        link,
      ]),
    /** To its sender: a publisher set it to be published at a time (said at the firm, its zone named, as the editor says it). */
    requestScheduled: (to: string, { title, by, at, link }: { title: string; by: string; at: number; link: string }) =>
      send(to, `To be published: ${title}`, [
        `${by} set your change to the website to be published on ${when(at, true, firm?.timeZone)}: ${title}.`,
        '',
        'Until then it waits, and it may still change. Open it to read it again:',
        link,
      ]),
    /** To its sender and the publishers: a publication set for a time was refused, and nothing was published. */
    publicationRefused: (to: string, { title, why, link }: { title: string; why: string; link: string }) =>
      send(to, `Not published at its time: ${title}`, [
        `The change to the website "${title}" was set to be published now, and nothing was published:`,
        '',
        why,
        '',
        'It is still waiting for review. Open it to see what to do:',
        link,
      ]),
    close: () => transport.close(),
  }
}
