import { escapeHtml, page } from '../idp';
import { termsTextHtml, type TermsVersionView } from '../terms';
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
  /** The terms version in force, shown above its tick box (null: none in force, the box cannot be ticked). */
  terms: TermsVersionView | null;
  /** Values to keep after a rejected post (never the password). */
  name?: string;
  errors?: FormErrors;
}

function field(id: string, label: string, input: string, error: string | undefined): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const message = error ? `<div id="${id}-error" class="alert" role="alert">${escapeHtml(error)}</div>` : '';
  return `<label for="${id}">${escapeHtml(label)}</label>\n${input.replace('/>', `${described}>`)}\n${message}`;
}

/** The tick box is enabled once the terms are scrolled to within this many pixels of their end (docs/requirements.md §9, as the terms dialog). */
export const TERMS_SCROLL_THRESHOLD_PX = 30;

/**
 * Disables the terms tick box until the terms text is scrolled to within the threshold of its end (also
 * checked at load: a tall window may show it whole). Without JavaScript the box stays enabled.
 */
const TERMS_SCRIPT = `<script>
(function () {
  var box = document.getElementById('terms-text');
  var tick = document.getElementById('terms');
  var hint = document.getElementById('terms-hint');
  if (!box || !tick || tick.checked) { if (hint) hint.hidden = true; return; }
  function atEnd() { return box.scrollHeight - box.scrollTop - box.clientHeight <= ${TERMS_SCROLL_THRESHOLD_PX}; }
  function check() {
    if (!atEnd()) return;
    tick.disabled = false;
    hint.hidden = true;
    box.removeEventListener('scroll', check);
  }
  tick.disabled = true;
  box.addEventListener('scroll', check);
  check();
})();
</script>`;

const TERMS_STYLE = `<style>
main{max-width:560px}
#terms-text{max-height:260px;overflow-y:auto;border:1px solid #d1d5db;border-radius:8px;padding:8px 12px;font-size:14px;background:#f9fafb}
#terms-text h2{font-size:16px;margin:12px 0 8px}#terms-text h3{font-size:14px;margin:12px 0 6px}
.hint{font-size:13px;color:#4b5563}
</style>`;

function termsBlock(terms: TermsVersionView | null): string {
  if (!terms) return '<p>No Terms and Conditions are in force yet: this invitation cannot be accepted now.</p>';
  return `<h2 id="terms-heading" style="font-size:18px;margin:16px 0 8px">Terms and Conditions (version ${terms.version})</h2>
<div id="terms-text" role="region" aria-labelledby="terms-heading" tabindex="0">
${termsTextHtml(terms.text)}
</div>
<p id="terms-hint" class="hint" aria-live="polite">Scroll to the end of the Terms and Conditions to tick the box.</p>
<input type="hidden" name="termsVersion" value="${terms.version}">`;
}

/**
 * The invitation acceptance page (docs/requirements.md §5 "terms checkbox at account creation; account form needs a
 * user name and password"): server-rendered, labelled fields, no external assets. It shows the terms
 * version in force in a scrollable box; its tick box is enabled once they are scrolled to the end. Every value is
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
${termsBlock(m.terms)}
<p style="margin-top:16px"><label for="terms" style="display:inline;font-weight:400"><input id="terms" name="terms" type="checkbox" value="accepted" required style="width:auto;margin-right:8px"${termsInvalid}>I accept the Terms and Conditions</label></p>
${termsError}
<button id="accept" type="submit">Accept invitation</button>
</form>
${m.terms ? TERMS_SCRIPT : ''}`,
    TERMS_STYLE,
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
