/**
 * English texts: the Help Center articles. Polish in `../pl/help-articles.ts` with the same keys. The numbers
 * come from the product's rules (docs/requirements.md §1, §4, §5, §9; docs/architecture.md "The auction"):
 * keep them in step when a rule changes.
 */
export const helpArticles = {
  helpArticles: {
    campaigns: {
      title: 'Campaigns',
      p1: 'A campaign promotes products (SKUs) of your ad account as sponsored products in the shop. Create one under Campaigns → New campaign: give it a name that is unique within the account, pick the products, set the budgets and the max CPC, and choose the start date. The end date is optional; without it the campaign runs until its budget is spent or you deactivate it.',
      p2: 'A draft keeps your settings until you publish it. A published campaign is active; you can archive it when it is no longer needed. Changes to a running campaign take effect within 2 hours.',
      p3: 'A campaign is shown only while it is within its dates, has budget left and the product is in stock. It pauses when the product sells out and resumes when it is available again.',
    },
    budgets: {
      title: 'Budgets',
      p1: 'Set a daily budget, a total budget, or both (at least one is required). The minimum daily budget is {{minDaily}} and the minimum total budget is {{minTotal}}; your platform may set higher limits.',
      p2: 'When the daily budget is spent, the campaign pauses until the end of the day (Europe/Warsaw) and resumes the next day. When the total budget is spent, the campaign stops. Budgets are hard caps: a click is never charged beyond what is left.',
    },
    maxCpc: {
      title: 'Max CPC',
      p1: 'The maximum cost per click (max CPC) is the most you agree to pay for one click on your product. It must be at least {{minCpc}} (net). You usually pay less than your max CPC — see the auction below.',
    },
    auction: {
      title: 'How the auction works',
      p1: 'Each time the shop shows a page with sponsored slots, an auction runs among the eligible campaigns. Campaigns are ranked by max CPC × CTR, where CTR is the expected click-through rate of the product, learned from its past views and clicks.',
      p2: 'The price of a click follows the second-price rule: you pay the smallest amount that would still have kept your position — the rank of the next campaign divided by your CTR — never more than your max CPC and never less than the minimum CPC. A more relevant product (higher CTR) can therefore win a better slot for a lower price.',
    },
    statistics: {
      title: 'Statistics',
      p1: 'Statistics are counted per Europe/Warsaw calendar day. Definitions:',
      views: 'Views',
      viewsDefinition: 'How many times your sponsored product was shown (impressions).',
      clicks: 'Clicks',
      clicksDefinition: 'How many times shoppers clicked your sponsored product.',
      ctr: 'CTR',
      ctrDefinition: 'Click-through rate: clicks ÷ views.',
      cost: 'Cost',
      costDefinition: 'What the clicks cost you, in PLN.',
      avgCpc: 'Avg. CPC',
      avgCpcDefinition: 'Average cost per click: cost ÷ clicks.',
      sales: 'Sales',
      salesDefinition: 'Number of products sold that are attributed to your ads.',
      revenue: 'Revenue',
      revenueDefinition: 'Value of the attributed sales, in PLN.',
      roas: 'ROAS',
      roasDefinition: 'Return on ad spend: revenue ÷ cost.',
    },
    attribution: {
      title: 'Attribution',
      p1: 'A purchase is attributed to your ad when the shopper clicked your sponsored product within the 7 days before buying it, and your click was the last one (7-day last-click attribution).',
    },
    billing: {
      title: 'Billing',
      p1: 'You pay per click, in PLN. The billing period is one calendar month. The invoice is issued within 5 days after the month ends and is payable within 15 days.',
    },
    complaints: {
      title: 'Complaints',
      p1: 'File a complaint with the "File a complaint" button on this page, or from a campaign\'s overview (then it is about that campaign). You can also write to {{email}}.',
      p2: 'A complaint gives its subject — the type of complaint (a campaign or its click charges, an invoice, how your ads were displayed, your account or access, or other) and the date of the event — your demand (what you ask us to do) and your contact details (name, e-mail, optionally a phone number). A campaign id or an invoice number helps us find the case.',
      p3: 'We answer within 30 days of receipt (calendar days). The answer is e-mailed to the contact you gave and shown under Complaints, with the date by which it is due.',
    },
    contact: {
      title: 'Contact',
      p1: 'Questions or problems: write to {{email}} or call {{phone}}. For a complaint, see Complaints above.',
    },
  },
};
