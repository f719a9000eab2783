import type { ComplaintView } from './complaints.view';

/**
 * The e-mail that carries a staff answer to the complaint's contact (plain text only: the answer is the
 * staff member's text, shown as written). English, like the product's other e-mails.
 * @returns to, subject and text for MailService.send.
 */
export function complaintAnswerMail(c: ComplaintView, answer: string) {
  const subject = `Answer to your complaint of ${c.subjectDate} (${c.accountName})`;
  const text = [
    `Dear ${c.contactName},`,
    '',
    `this is our answer to the complaint filed for the ad account "${c.accountName}" on ${c.filedAt.slice(0, 10)}`,
    `(subject: ${c.subjectType}${c.subjectReference ? ` ${c.subjectReference}` : ''}, event of ${c.subjectDate}).`,
    '',
    'Your demand:',
    c.demand,
    '',
    'Our answer:',
    answer,
    '',
    `Complaint id: ${c.id}. You can also read the answer in Ads Portal under Help Center → Complaints.`,
  ].join('\n');
  return { to: c.contactEmail, subject, text };
}
