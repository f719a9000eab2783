/**
 * Help Center articles (docs/requirements.md §2 "/help-center"). The numbers come from the product's rules (docs/requirements.md §1,
 * §4, §5, §9; docs/architecture.md "The auction"): keep them in step when a rule changes. English only for now.
 */
export interface HelpSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Term–definition pairs, shown as a definition list. */
  terms?: { term: string; definition: string }[];
}

/** Contact data shown in the Contact article (the app passes the terms' company data). */
export interface HelpContact {
  email: string;
  phone: string;
}

export function helpSections(company: HelpContact): HelpSection[] {
  return [
    {
      id: 'campaigns',
      title: 'Campaigns',
      paragraphs: [
        'A campaign promotes products (SKUs) of your ad account as sponsored products in the shop. Create one under Campaigns → New campaign: give it a name that is unique within the account, pick the products, set the budgets and the max CPC, and choose the start date. The end date is optional; without it the campaign runs until its budget is spent or you deactivate it.',
        'A draft keeps your settings until you publish it. A published campaign is active; you can archive it when it is no longer needed. Changes to a running campaign take effect within 2 hours.',
        'A campaign is shown only while it is within its dates, has budget left and the product is in stock. It pauses when the product sells out and resumes when it is available again.',
      ],
    },
    {
      id: 'budgets',
      title: 'Budgets',
      paragraphs: [
        'Set a daily budget, a total budget, or both (at least one is required). The minimum daily budget is 20.00 PLN and the minimum total budget is 20.00 PLN; your platform may set higher limits.',
        'When the daily budget is spent, the campaign pauses until the end of the day (Europe/Warsaw) and resumes the next day. When the total budget is spent, the campaign stops. Budgets are hard caps: a click is never charged beyond what is left.',
      ],
    },
    {
      id: 'max-cpc',
      title: 'Max CPC',
      paragraphs: [
        'The maximum cost per click (max CPC) is the most you agree to pay for one click on your product. It must be at least 1.00 PLN (net). You usually pay less than your max CPC — see the auction below.',
      ],
    },
    {
      id: 'auction',
      title: 'How the auction works',
      paragraphs: [
        'Each time the shop shows a page with sponsored slots, an auction runs among the eligible campaigns. Campaigns are ranked by max CPC × CTR, where CTR is the expected click-through rate of the product, learned from its past views and clicks.',
        'The price of a click follows the second-price rule: you pay the smallest amount that would still have kept your position — the rank of the next campaign divided by your CTR — never more than your max CPC and never less than the minimum CPC. A more relevant product (higher CTR) can therefore win a better slot for a lower price.',
      ],
    },
    {
      id: 'statistics',
      title: 'Statistics',
      paragraphs: ['Statistics are counted per Europe/Warsaw calendar day. Definitions:'],
      terms: [
        { term: 'Views', definition: 'How many times your sponsored product was shown (impressions).' },
        { term: 'Clicks', definition: 'How many times shoppers clicked your sponsored product.' },
        { term: 'CTR', definition: 'Click-through rate: clicks ÷ views.' },
        { term: 'Cost', definition: 'What the clicks cost you, in PLN.' },
        { term: 'Avg. CPC', definition: 'Average cost per click: cost ÷ clicks.' },
        { term: 'Sales', definition: 'Number of products sold that are attributed to your ads.' },
        { term: 'Revenue', definition: 'Value of the attributed sales, in PLN.' },
        { term: 'ROAS', definition: 'Return on ad spend: revenue ÷ cost.' },
      ],
    },
    {
      id: 'attribution',
      title: 'Attribution',
      paragraphs: [
        'A purchase is attributed to your ad when the shopper clicked your sponsored product within the 7 days before buying it, and your click was the last one (7-day last-click attribution).',
      ],
    },
    {
      id: 'billing',
      title: 'Billing',
      paragraphs: [
        'You pay per click, in PLN. The billing period is one calendar month. The invoice is issued within 5 days after the month ends and is payable within 15 days.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      paragraphs: [
        `File a complaint with the "File a complaint" button on this page, or from a campaign's overview (then it is about that campaign). You can also write to ${company.email}.`,
        'A complaint gives its subject — the type of complaint (a campaign or its click charges, an invoice, how your ads were displayed, your account or access, or other) and the date of the event — your demand (what you ask us to do) and your contact details (name, e-mail, optionally a phone number). A campaign id or an invoice number helps us find the case.',
        'We answer within 30 days of receipt (calendar days). The answer is e-mailed to the contact you gave and shown under Complaints, with the date by which it is due.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Questions or problems: write to ${company.email} or call ${company.phone}. For a complaint, see Complaints above.`],
    },
  ];
}
