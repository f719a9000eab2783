import { describe, expect, it } from 'vitest';
import { renderInvitationPage, TERMS_SCROLL_THRESHOLD_PX, type InvitationPageModel } from './invitation-page';

const terms = {
  version: 2,
  text: '# Regulamin <script>alert(1)</script>\n\n## §1\n\nTreść & więcej.\n\n---\n\n_In force from 9 December 2026._',
  publishedAt: '2026-12-01T09:00:00.000Z',
  takesEffectAt: '2026-12-08T23:00:00.000Z',
};
/** The little of jsdom (a dev dependency of the web app, no types here) this test uses. */
interface DomNode {
  getAttribute(name: string): string | null;
  querySelector(selector: string): (DomNode & { textContent: string | null }) | null;
  querySelectorAll(selector: string): { length: number };
  contains(other: DomNode | null): boolean;
  dispatchEvent(event: object): boolean;
  textContent: string | null;
  scrollTop: number;
  hidden: boolean;
  disabled: boolean;
}
interface Dom {
  window: { document: DomNode & { getElementById(id: string): DomNode | null }; Event: new (type: string) => object };
}
type JsdomCtor = new (html: string, options: { runScripts: 'dangerously'; beforeParse(window: { HTMLElement: { prototype: object } }): void }) => Dom;
// A non-literal specifier: jsdom ships no type declarations.
const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: JsdomCtor };

const model: InvitationPageModel = { accountName: 'Ann Brand', email: 'carol@shop.test', action: '/invitations/x', existingUser: false, passwordLogin: true, terms };

/** The page in a browser-like DOM with its inline script run; the terms box gets a scroll geometry (jsdom has no layout). */
function open(m: InvitationPageModel, geometry = { scrollHeight: 2000, clientHeight: 260 }) {
  const dom = new JSDOM(renderInvitationPage(m), {
    runScripts: 'dangerously',
    beforeParse(window) {
      // Every element reports the geometry; scrollTop is writable per element.
      Object.defineProperty(window.HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => geometry.scrollHeight });
      Object.defineProperty(window.HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => geometry.clientHeight });
    },
  });
  const doc = dom.window.document;
  const box = doc.getElementById('terms-text')!;
  const tick = doc.getElementById('terms')!;
  const scrollTo = (fromBottom: number) => {
    box.scrollTop = geometry.scrollHeight - geometry.clientHeight - fromBottom;
    box.dispatchEvent(new dom.window.Event('scroll'));
  };
  return { doc, box, tick, scrollTo, hint: doc.getElementById('terms-hint')! };
}

describe('invitation page: the terms before the tick (docs/terms.md, docs/requirements.md §5, §9 30 px)', () => {
  it('shows the terms version in force, escaped, in a labelled scrollable region, and sends its number', () => {
    const { doc, box } = open(model);
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(doc.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('Terms and Conditions (version 2)');
    expect(box.querySelector('h2')!.textContent).toBe('Regulamin <script>alert(1)</script>');
    expect(box.querySelectorAll('script')).toHaveLength(0);
    expect(box.querySelector('hr')).not.toBeNull();
    expect(box.querySelector('em')!.textContent).toBe('In force from 9 December 2026.');
    expect(doc.querySelector('input[name="termsVersion"]')!.getAttribute('value')).toBe('2');
    expect(doc.querySelector('form')!.contains(doc.querySelector('input[name="termsVersion"]'))).toBe(true);
  });

  it(`keeps the tick disabled until the terms are scrolled to within ${TERMS_SCROLL_THRESHOLD_PX} px of their end, then keeps it enabled`, () => {
    const { tick, scrollTo, hint } = open(model);
    expect(tick.disabled).toBe(true);
    expect(hint.hidden).toBe(false);
    scrollTo(31);
    expect(tick.disabled).toBe(true);
    scrollTo(30);
    expect(tick.disabled).toBe(false);
    expect(hint.hidden).toBe(true);
    scrollTo(1500); // scrolling back up does not disable it again
    expect(tick.disabled).toBe(false);
  });

  it('enables the tick at once when the whole text fits (nothing to scroll)', () => {
    const { tick } = open(model, { scrollHeight: 200, clientHeight: 260 });
    expect(tick.disabled).toBe(false);
  });

  it('without terms in force says the invitation cannot be accepted now and runs no script', () => {
    const html = renderInvitationPage({ ...model, terms: null });
    expect(html).toContain('No Terms and Conditions are in force yet');
    expect(html).not.toContain('<script>');
  });
});
