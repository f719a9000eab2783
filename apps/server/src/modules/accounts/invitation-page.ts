import { escapeHtml, page } from '../idp';
import type { FormErrors } from './invitations.service';
import { MIN_PASSWORD_LENGTH } from './invitations.service';

export interface InvitationPageModel {
  accountName: string;
  email: string;
  /** Form target: the page's own URL. */
  action: string;
  /** A user with this e-mail exists: their password (embedded provider) and the terms are asked. */
  existingUser: boolean;
  /** Embedded identity provider: the page sets the password; else the external Keycloak does. */
  passwordLogin: boolean;
  /** Values to keep after a rejected post (never the password). */
  name?: string;
  errors?: FormErrors;
}

function field(id: string, label: string, input: string, error: string | undefined): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const message = error ? `<div id="${id}-error" class="alert" role="alert">${escapeHtml(error)}</div>` : '';
  return `<label for="${id}">${escapeHtml(label)}</label>\n${input.replace('/>', `${described}>`)}\n${message}`;
}

/**
 * The invitation acceptance page (docs/requirements.md §5 "terms checkbox at account creation; account form needs a
 * user name and password"): server-rendered, labelled fields, no external assets. Every value is
 * HTML-escaped. With an external identity provider it explains where the sign-in account is made.
 */
export function renderInvitationPage(m: InvitationPageModel): string {
  const e = m.errors ?? {};
  const fields: string[] = [];
  if (m.existingUser && m.passwordLogin) {
    const input = `<input id="password" name="password" type="password" autocomplete="current-password" required/>`;
    fields.push(field('password', 'Your password', input, e.password));
  }
  if (!m.existingUser) {
    fields.push(
      field(
        'name',
        'Your name',
        `<input id="name" name="name" type="text" autocomplete="name" maxlength="200" required value="${escapeHtml(m.name ?? '')}"/>`,
        e.name,
      ),
    );
    if (m.passwordLogin) {
      const pw = (id: string) =>
        `<input id="${id}" name="${id}" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required/>`;
      fields.push(field('password', 'Password', pw('password'), e.password));
      fields.push(field('passwordRepeat', 'Repeat password', pw('passwordRepeat'), e.passwordRepeat));
    }
  }
  const termsError = e.terms ? `<div id="terms-error" class="alert" role="alert">${escapeHtml(e.terms)}</div>` : '';
  const termsInvalid = e.terms ? ' aria-invalid="true" aria-describedby="terms-error"' : '';
  const intro = m.existingUser
    ? m.passwordLogin
      ? `<p>You already have an Ads Portal user for <strong>${escapeHtml(m.email)}</strong>. Confirm with its password to join the account.</p>`
      : `<p>You already have an Ads Portal user for <strong>${escapeHtml(m.email)}</strong>. Accept to join the account.</p>`
    : m.passwordLogin
      ? `<p>Create your user for <strong>${escapeHtml(m.email)}</strong>. You will sign in with this e-mail and password.</p>`
      : `<p>Sign-in accounts are managed by your organisation's identity provider. Ask its administrator to create a user for <strong>${escapeHtml(m.email)}</strong> there (if there is none yet), then accept here and sign in with it.</p>`;
  return page(
    `Join ${m.accountName} on Ads Portal`,
    `<h1>Join the ad account ${escapeHtml(m.accountName)}</h1>
${intro}
<form id="invitation-form" method="post" action="${escapeHtml(m.action)}" novalidate>
${fields.join('\n')}
<p style="margin-top:16px"><label for="terms" style="display:inline;font-weight:400"><input id="terms" name="terms" type="checkbox" value="accepted" required style="width:auto;margin-right:8px"${termsInvalid}>I accept the Terms and Conditions</label></p>
${termsError}
<button id="accept" type="submit">Accept invitation</button>
</form>`,
  );
}

/** The page for a link that cannot be used: 410 used or expired, 404 unknown. */
export function renderInvitationUnavailable(kind: 'gone' | 'unknown' | 'banned', homeUrl: string): string {
  const [title, text] =
    kind === 'banned'
      ? [
          'This invitation cannot be accepted',
          'The e-mail address of this invitation belongs to an advertiser banned from Ads Portal (see the Terms and Conditions).',
        ]
      : kind === 'gone'
      ? [
          'This invitation has expired or was already used',
          'Invitation links are valid for 7 days and work once. Ask a user of the ad account to invite you again.',
        ]
      : [
          'This invitation link is not valid',
          'Check that you opened the whole link from the most recent invitation e-mail, or ask to be invited again.',
        ];
  return page(
    'Invitation to Ads Portal',
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="${escapeHtml(homeUrl)}">Go to Ads Portal</a></p>`,
  );
}
