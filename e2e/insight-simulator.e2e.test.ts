import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProducts, campaigns, queryRows, trafficHourly } from '@ads/db';
import { addDaysToDay, warsawDay, warsawDayEnd, warsawDayStart, warsawLocalHour } from '@ads/domain';
import { servingFor } from '../apps/server/src/testing/serving.testkit';
import { header, startSmtpOutbox, type ReceivedMail, type SmtpOutbox } from '../apps/server/src/testing/mail.testkit';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { expectAccessible } from './support/axe';

/**
 * docs/auction-insight.md and docs/notifications.md in a real browser against the whole portal: the advertiser's
 * STANDARD campaign (max CPC 2,00 zł, daily budget 20,00 zł) wins its auctions on one product and is outbid on
 * the other by a rival bidding 5,00 zł; one charged click puts it ahead of its pace (the learnt traffic curve
 * leaves almost the whole day for later), so the next auctions count as paced. After the insight flush the
 * overview's "Why not shown" card names both reasons with their counts. Clicks on the ads it won before spend
 * its daily budget: the bell and the SMTP outbox show the notice once, even after more clicks. On the edit screen
 * the bid simulator's row for a higher bid moves the max CPC, and the change shows in the campaign's history.
 */
const MAX_CPC = 200;
const DAILY_BUDGET = 2000;
const RIVAL_CPC = 500;
const RESERVE = 100;
const NAME = 'Insight journey';

/** Pacing needs most of the Warsaw day still ahead: in its last hour the server's clock runs into the next day's first. */
const nowMs = Date.now();
const ahead = warsawLocalHour(nowMs) === 23 ? warsawDayStart(addDaysToDay(warsawDay(nowMs), 1)).getTime() + 5 * 60_000 - nowMs : 0;
const serverNow = () => new Date(Date.now() + ahead);

const pl = {
  money: (grosze: number) =>
    new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', minimumFractionDigits: 2 }).format(grosze / 100),
  number: (n: number) => new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0 }).format(n),
  percent: (ratio: number) =>
    new Intl.NumberFormat('pl-PL', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio),
};
/** Text as shown, with every kind of space as one plain space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

let portal: Portal;
let smtp: SmtpOutbox;
let browser: Browser;
const received: ReceivedMail[] = [];

interface Winner {
  campaignId: string;
  productId: string;
  resolvedBidId: string;
}

async function shop<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${portal.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${portal.shopApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  expect(res.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** Runs `n` listing auctions for `ids` with `slots` slots each (at most 5 a request, as the contract allows); the winners of each. */
async function auctions(ids: string[], n: number, slots = 1): Promise<Winner[][]> {
  const out: Winner[][] = [];
  for (let left = n; left > 0; left -= 5) {
    const body = await shop<{ results: { winners: Winner[] }[] }>('/v2/auctions', {
      auctions: Array.from({ length: Math.min(5, left) }, () => ({ type: 'listings', slots, products: { ids } })),
    });
    out.push(...body.results.map((r) => r.winners));
  }
  return out;
}

let clickNo = 0;
/** The shopper sees and clicks the ad of `bid` (the click is accepted); what was charged (clicks, grosze). */
async function click(bid: string): Promise<{ clicks: number; cost: number }> {
  const i = clickNo++;
  const base = { occurredAt: serverNow().toISOString(), opaqueUserId: `shopper-${i}`, resolvedBidId: bid };
  const out = await shop<{ accepted: { clicks: number }; charged: { clicks: number; cost: number } }>('/v2/events', {
    impressions: [{ id: `insight-imp-${i}`, ...base }],
    clicks: [{ id: `insight-clk-${i}`, ...base }],
  });
  expect(out.accepted.clicks).toBe(1);
  return out.charged;
}

/** A Subject header as read: RFC 2047 "Q" encoded words (UTF-8, as nodemailer writes them) decoded. */
function subjectOf(mail: ReceivedMail): string {
  const value = (header(mail, 'Subject') ?? '').replace(/\?=\s+=\?UTF-8\?Q\?/gi, '');
  return value.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, q: string) => {
    const bytes: number[] = [];
    for (let i = 0; i < q.length; i++) {
      if (q[i] === '_') bytes.push(32);
      else if (q[i] === '=') bytes.push(parseInt(q.slice(i + 1, (i += 2) + 1), 16));
      else bytes.push(q.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  });
}

/** The e-mails the advertiser received about the campaign's daily budget. */
const budgetMails = () =>
  received.filter((m) => m.to.includes('advertiser@demo.local') && subjectOf(m).includes(`Campaign "${NAME}" reached its daily budget`));

beforeAll(async () => {
  smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
  portal = await startPortal({ catalogueLimit: 200, now: serverNow, env: { SMTP_URL: smtp.url, AUCTION_INSIGHT_FLUSH_MS: '200' } });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await smtp?.close();
});

describe('why not shown, the budget notice and the bid simulator', () => {
  it('paced and outbid → named on the overview; budget spent → one notice; max CPC moved with the simulator → in the history', async () => {
    // The learnt traffic curve (docs/serving-scale.md "Pacing"): the last 14 days had their traffic in the day's last
    // hour, so by now almost none of today's budget is due and one charged click runs the campaign ahead of its pace.
    const today = warsawDay(serverNow());
    // The last hour of a Warsaw day is local 23:00 on DST days too (the clocks change at night).
    const hours = Array.from({ length: 14 }, (_, i) => new Date(warsawDayEnd(addDaysToDay(today, -1 - i)).getTime() - 3_600_000));
    await portal.db.db.insert(trafficHourly).values(hours.map((hour) => ({ hour, impressions: 2000 })));
    const serving = servingFor(portal.ctx)!;
    await serving.pacing.load();

    const [p1, p2] = (await queryRows<{ id: string }>(portal.db.db, sql`select id from products where stock > 0 order by id limit 2`)).map(
      (r) => r.id,
    ) as [string, string];
    const [mine] = await portal.db.db
      .insert(campaigns)
      .values({
        accountId: portal.demo.accountIds.brand,
        name: NAME,
        maxCpc: MAX_CPC,
        dailyBudget: DAILY_BUDGET,
        totalBudget: null,
        startDate: today,
        delivery: 'STANDARD',
      })
      .returning({ id: campaigns.id });
    const [rival] = await portal.db.db
      .insert(campaigns)
      .values({
        accountId: portal.demo.accountIds.merchant,
        name: 'Rival',
        maxCpc: RIVAL_CPC,
        dailyBudget: 100_000,
        startDate: today,
        delivery: 'ACCELERATED',
      })
      .returning({ id: campaigns.id });
    const campaignId = mine!.id;
    await portal.db.db.insert(campaignProducts).values([
      { campaignId, productId: p1 },
      { campaignId, productId: p2 },
      { campaignId: rival!.id, productId: p1 },
    ]);
    await serving.index.refresh();

    // The shop's auctions: alone on p2 the campaign wins (at the reserve); on p1 the rival outbids it.
    const tokens: string[] = [];
    let won = 0;
    let outbid = 0;
    let paced = 0;
    for (const winners of await auctions([p2], 25)) {
      expect(winners.map((w) => w.campaignId)).toEqual([campaignId]);
      tokens.push(winners[0]!.resolvedBidId);
      won++;
    }
    for (const winners of await auctions([p1], 10)) {
      expect(winners.map((w) => w.campaignId)).toEqual([rival!.id]);
      outbid++;
    }
    // One click charged: 1,00 zł spent is ahead of the pace; the ad index learns the spend through the change bus.
    let spent = 0;
    expect(await click(tokens.shift()!)).toEqual({ clicks: 1, cost: RESERVE });
    spent += RESERVE;
    await expect
      .poll(
        async () => {
          const [winners] = await auctions([p2], 1);
          if (winners!.length > 0) {
            tokens.push(winners![0]!.resolvedBidId);
            won++;
            return false;
          }
          paced++;
          return true;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    // Paced, it sits out both products' auctions (pacing is checked before it could be outbid).
    for (const winners of await auctions([p1, p2], 10, 2)) {
      expect(winners.map((w) => w.campaignId)).toEqual([rival!.id]);
      paced += 2;
    }
    const eligible = won + outbid + paced;

    // The advertiser signs in; the API (as the web app calls it) has the counts once the insight flush ran.
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' })).newPage();
    let session: { token: string; account: string } | null = null;
    page.on('request', (request) => {
      const auth = request.headers()['authorization'];
      const account = request.headers()['account-id'];
      if (auth?.startsWith('Bearer ') && account) session = { token: auth.slice(7), account };
    });
    const overviewUrl = `${portal.baseUrl}/accounts/${portal.demo.accountIds.brand}/campaigns/${campaignId}`;
    await signIn(
      page,
      portal.baseUrl,
      'advertiser@demo.local',
      'advertiser',
      `/accounts/${portal.demo.accountIds.brand}/campaigns/${campaignId}`,
    );
    await acceptTermsIfShown(page);
    await expect.poll(() => session !== null, { timeout: 20_000 }).toBe(true);
    const api = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${portal.baseUrl}/api${path}`, {
        headers: { authorization: `Bearer ${session!.token}`, 'account-id': session!.account },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };
    type Insight = {
      totals: { eligible: number; won: number; lost: Record<string, number>; averageOutbidGap: number | null };
      topReason: { reason: string } | null;
    };
    await expect
      .poll(async () => (await api<Insight>(`/campaigns/${campaignId}/insight`)).totals.eligible, { timeout: 15_000, interval: 200 })
      .toBe(eligible);
    const insight = await api<Insight>(`/campaigns/${campaignId}/insight`);
    expect(insight.totals.won).toBe(won);
    expect(insight.totals.lost).toMatchObject({ OUTBID: outbid, PACED: paced });
    expect(insight.topReason?.reason).toBe('PACED');
    // The max CPC that would have beaten the rival on its own product: its 5,00 zł score ÷ the same pCTR, plus a grosz.
    expect(insight.totals.averageOutbidGap).toBe(RIVAL_CPC + 1 - MAX_CPC);

    await page.goto(overviewUrl);
    const card = page.getByRole('region', { name: 'Why not shown', exact: true });
    await card.waitFor();
    expect(plain(await card.innerText())).toContain(
      plain(`Shown in ${won} of ${eligible} auctions: impression share ${pl.percent(won / eligible)}.`),
    );
    const reasons = card.getByRole('list', { name: 'Auctions lost by reason', exact: true });
    const lines = (await reasons.getByRole('listitem').allInnerTexts()).map(plain);
    expect(lines).toEqual([
      plain(`Held back by pacing: ${paced} auctions (${pl.percent(paced / eligible)})`),
      plain(
        `Outbid by other advertisers: ${outbid} auctions (${pl.percent(outbid / eligible)}) on average ${pl.money(RIVAL_CPC + 1 - MAX_CPC)} more max CPC would have won`,
      ),
    ]);
    expect(plain(await card.innerText())).toContain(
      plain(`Main reason: Held back by pacing, ${paced} auctions (${pl.percent(paced / eligible)}).`),
    );
    expect(plain(await card.innerText())).toContain(
      'What to do: Pacing spreads your daily budget over the day. Raise the daily budget, or choose accelerated delivery to bid whenever the budget allows.',
    );
    await expectAccessible(page);

    // Clicks on the ads it won before spend the daily budget: once less than the max CPC is left it is "reached".
    while (DAILY_BUDGET - spent >= MAX_CPC) {
      expect(await click(tokens.shift()!)).toEqual({ clicks: 1, cost: RESERVE });
      spent += RESERVE;
    }
    expect(spent).toBe(DAILY_BUDGET - RESERVE);
    await expect.poll(() => budgetMails().length, { timeout: 15_000, interval: 100 }).toBe(1);
    // More clicks: the last 1,00 zł is charged (the price fits what is left), then nothing; no second notice.
    const more = [];
    for (let i = 0; i < 3; i++) more.push(await click(tokens.shift()!));
    expect(more).toEqual([
      { clicks: 1, cost: RESERVE },
      { clicks: 0, cost: 0 },
      { clicks: 0, cost: 0 },
    ]);
    spent += RESERVE;
    expect(
      (await queryRows<{ s: number }>(portal.db.db, sql`select spent_today::int as s from campaigns where id = ${campaignId}`))[0]!.s,
    ).toBe(spent);
    await new Promise((r) => setTimeout(r, 2000));
    expect(budgetMails()).toHaveLength(1);
    const outbox = await queryRows<{ n: number }>(
      portal.db.db,
      sql`select count(*)::int as n from mail_outbox where lower("to") = 'advertiser@demo.local' and subject like ${`%${NAME}%`}`,
    );
    expect(outbox[0]!.n).toBe(1);
    expect(subjectOf(budgetMails()[0]!)).toBe(
      `Kampania „${NAME}” wykorzystała dzienny budżet (20.00 PLN) / Campaign "${NAME}" reached its daily budget (20.00 PLN)`,
    );

    const title = `Campaign "${NAME}" reached its daily budget (20.00 PLN)`;
    await page.reload();
    await page.getByRole('button', { name: 'Notifications, 1 unread', exact: true }).click();
    const list = page.getByRole('dialog', { name: 'Notifications', exact: true });
    await list.getByText(title, { exact: true }).waitFor();
    expect(await list.getByText(title, { exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // The edit screen: the simulator's estimates around the current bid; its row at 4,00 zł moves the max CPC.
    type Simulation = { currentMaxCpc: number; estimates: { bid: number; auctionsWon: number }[] };
    const simulation = await api<Simulation>(`/campaigns/${campaignId}/bid-simulation`);
    expect(simulation.currentMaxCpc).toBe(MAX_CPC);
    const target = simulation.estimates.find((e) => e.bid === 2 * MAX_CPC)!;
    expect(target).toBeDefined();
    await page.goto(`${overviewUrl}/edit`);
    const field = page.getByRole('textbox', { name: /^Max CPC/ }); // "Max CPC *": a required field
    await field.waitFor();
    const simulator = page.getByRole('region', { name: 'Bid simulator', exact: true });
    const row = (bid: number) => simulator.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: pl.money(bid) }) });
    await row(MAX_CPC).getByText('(current)').waitFor();
    expect(
      plain(
        await row(2 * MAX_CPC)
          .getByRole('cell')
          .first()
          .innerText(),
      ),
    ).toBe(plain(pl.number(target.auctionsWon)));
    await expectAccessible(page);
    await row(2 * MAX_CPC)
      .getByRole('button', { name: `Use ${pl.money(2 * MAX_CPC)}`, exact: true })
      .click();
    expect(await field.inputValue()).toBe('4,00');
    await row(2 * MAX_CPC)
      .getByText('(entered)')
      .waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(overviewUrl);

    // The change history on the overview: max CPC 2,00 zł → 4,00 zł, by the advertiser.
    const history = page.getByRole('table', { name: 'Change history', exact: true });
    const change = history.getByRole('row').filter({ hasText: 'Max CPC' });
    await change.first().waitFor();
    expect((await change.getByRole('cell').allInnerTexts()).slice(-3).map(plain)).toEqual([
      'Max CPC',
      plain(pl.money(MAX_CPC)),
      plain(pl.money(2 * MAX_CPC)),
    ]);
    expect(plain(await history.innerText())).toContain('advertiser@demo.local');
    await expectAccessible(page);
  }, 120_000);
});
