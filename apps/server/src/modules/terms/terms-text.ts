import { escapeHtml } from '../idp';
import type { TermsConfig } from './terms.config';

/** Fills the `{{company.name|address|email|phone}}` placeholders of a terms text; unknown ones stay as written. */
export function fillTermsText(text: string, company: TermsConfig['company']): string {
  return text.replace(/\{\{company\.(name|address|email|phone)\}\}/g, (_m, key: keyof TermsConfig['company']) => company[key]);
}

/**
 * HTML of a terms text for the server-rendered pages (the invitation page): the markdown subset the
 * terms use — `#`/`##`/`###` headings, `---` rules, paragraphs separated by blank lines, a paragraph
 * wholly in `_…_` as emphasis. Everything else is shown as written; every value is HTML-escaped.
 */
export function termsTextHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const heading = /^(#{1,3})\s+(.*)$/s.exec(block);
      if (heading) {
        const level = heading[1]!.length + 1; // the page's own title is the h1
        return `<h${level}>${escapeHtml(heading[2]!.trim())}</h${level}>`;
      }
      if (/^-{3,}$/.test(block)) return '<hr>';
      const em = /^_(.+)_$/s.exec(block);
      if (em) return `<p><em>${escapeHtml(em[1]!)}</em></p>`;
      return `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}
