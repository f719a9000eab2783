import { convert } from 'xmlbuilder2';
import { isValidNip, parsePln } from '@ads/domain';
import { FA3_NAMESPACE } from './invoice-fa3';

/* eslint-disable @typescript-eslint/no-explicit-any -- walks parsed XML objects */

/**
 * Rules of the FA(3) schema (KSeF, schema 1-0E) that our invoices must keep, checked on the XML
 * text: namespace and header, NIP formats and checksums, dates, currency, amount formats, line
 * numbering, and the sums P_13_1 = Σ P_11, P_14_1 = VAT 23 % of P_13_1 (half-up), P_15 = P_13_1 + P_14_1
 * (or P_13_9 = Σ P_11 = P_15 for reverse-charge services, art. 28b / art. 100 ust. 1 pkt 4 of the VAT
 * Act — never P_13_8, which is for other supplies outside Poland), and a unit net price P_9A on
 * every line with P_8B × P_9A = P_11 (art. 106e ust. 1 pkt 9). Returns the violations (empty = passes).
 * Used by tests; full XSD validation needs the ministry's schema files (not shipped).
 */
export function fa3Violations(xml: string): string[] {
  const out: string[] = [];
  const doc = convert(xml, { format: 'object' }) as any;
  const f = doc.Faktura;
  if (!f) return ['root element must be Faktura'];
  if (f['@xmlns'] !== FA3_NAMESPACE) out.push(`namespace must be ${FA3_NAMESPACE}`);
  const n = f.Naglowek ?? {};
  if (n.KodFormularza?.['@kodSystemowy'] !== 'FA (3)' || n.KodFormularza?.['@wersjaSchemy'] !== '1-0E' || n.KodFormularza?.['#'] !== 'FA')
    out.push('KodFormularza must be FA, FA (3), 1-0E');
  if (n.WariantFormularza !== '3') out.push('WariantFormularza must be 3');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(n.DataWytworzeniaFa ?? ''))
    out.push('DataWytworzeniaFa must be an xs:dateTime in UTC');
  const sellerNip = f.Podmiot1?.DaneIdentyfikacyjne?.NIP;
  if (!isValidNip(sellerNip ?? '')) out.push('Podmiot1 NIP must be 10 digits with a valid checksum');
  if (!f.Podmiot1?.DaneIdentyfikacyjne?.Nazwa) out.push('Podmiot1 Nazwa is required');
  if (!/^[A-Z]{2}$/.test(f.Podmiot1?.Adres?.KodKraju ?? '') || !f.Podmiot1?.Adres?.AdresL1)
    out.push('Podmiot1 Adres needs KodKraju and AdresL1');
  const buyer = f.Podmiot2?.DaneIdentyfikacyjne ?? {};
  if (
    buyer.NIP !== undefined
      ? !isValidNip(buyer.NIP)
      : !(/^[A-Z]{2}$/.test(buyer.KodUE ?? '') && /^[0-9A-Z+*]{1,12}$/.test(buyer.NrVatUE ?? ''))
  ) {
    out.push('Podmiot2 needs a valid NIP or KodUE + NrVatUE');
  }
  if (!buyer.Nazwa) out.push('Podmiot2 Nazwa is required');
  if (!['1', '2'].includes(f.Podmiot2?.JST) || !['1', '2'].includes(f.Podmiot2?.GV))
    out.push('Podmiot2 JST and GV (1 or 2) are required in FA(3)');
  const fa = f.Fa ?? {};
  if (fa.KodWaluty !== 'PLN') out.push('KodWaluty must be PLN');
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(fa.P_1 ?? '')) out.push('P_1 must be a date');
  if (!fa.P_2) out.push('P_2 (number) is required');
  if (!day.test(fa.OkresFa?.P_6_Od ?? '') || !day.test(fa.OkresFa?.P_6_Do ?? '') || fa.OkresFa.P_6_Od > fa.OkresFa.P_6_Do)
    out.push('OkresFa must be a date range');
  const amount = /^-?\d{1,16}(\.\d{1,2})?$/;
  const grosze = (v: any, name: string) => {
    if (typeof v !== 'string' || !amount.test(v)) {
      out.push(`${name} must be an amount with at most 2 decimals`);
      return 0;
    }
    return parsePln(v);
  };
  const lines = [fa.FaWiersz ?? []].flat();
  if (lines.length === 0) out.push('at least one FaWiersz');
  lines.forEach((l: any, i: number) => {
    if (l.NrWierszaFa !== String(i + 1)) out.push(`FaWiersz ${i + 1}: NrWierszaFa must count from 1`);
    if (!l.P_7) out.push(`FaWiersz ${i + 1}: P_7 (name) is required`);
    if (typeof l.P_9A !== 'string' || !amount.test(l.P_9A)) out.push(`FaWiersz ${i + 1}: P_9A (unit net price) is required`);
    else if (typeof l.P_11 === 'string' && amount.test(l.P_11) && Number(l.P_8B) * parsePln(l.P_9A) !== parsePln(l.P_11))
      out.push(`FaWiersz ${i + 1}: P_8B × P_9A must equal P_11`);
  });
  const sumLines = lines.reduce((s: number, l: any, i: number) => s + grosze(l.P_11, `FaWiersz ${i + 1} P_11`), 0);
  const p15 = grosze(fa.P_15, 'P_15');
  if (fa.P_13_8 !== undefined) out.push('reverse-charge services (P_12 "np II") go in P_13_9, not P_13_8');
  if (fa.P_13_9 !== undefined || lines.some((l: any) => l.P_12 === 'np II')) {
    const p139 = grosze(fa.P_13_9, 'P_13_9');
    if (p139 !== sumLines || p15 !== p139) out.push('reverse charge: P_13_9 = Σ P_11 = P_15');
    if (lines.some((l: any) => l.P_12 !== 'np II')) out.push('reverse charge lines have P_12 "np II"');
    if (fa.Adnotacje?.P_18 !== '1') out.push('reverse charge needs Adnotacje P_18 = 1');
  } else {
    const p131 = grosze(fa.P_13_1, 'P_13_1');
    const p141 = grosze(fa.P_14_1, 'P_14_1');
    if (p131 !== sumLines) out.push(`P_13_1 (${p131}) must equal Σ P_11 (${sumLines})`);
    const vat = Math.sign(p131) * Math.floor((Math.abs(p131) * 23 + 50) / 100);
    if (p141 !== vat) out.push(`P_14_1 (${p141}) must be 23 % of P_13_1 half-up (${vat})`);
    if (p15 !== p131 + p141) out.push('P_15 must equal P_13_1 + P_14_1');
    if (lines.some((l: any) => l.P_12 !== '23')) out.push('lines have P_12 23');
  }
  if (!['VAT', 'KOR'].includes(fa.RodzajFaktury)) out.push('RodzajFaktury must be VAT or KOR');
  if (fa.RodzajFaktury === 'KOR') {
    if (!fa.PrzyczynaKorekty) out.push('KOR needs PrzyczynaKorekty');
    if (!['1', '2', '3'].includes(fa.TypKorekty)) out.push('KOR needs TypKorekty 1..3');
    const k = fa.DaneFaKorygowanej ?? {};
    if (!day.test(k.DataWystFaKorygowanej ?? '') || !k.NrFaKorygowanej || (k.NrKSeFN !== '1' && !k.NrKSeFFaKorygowanej))
      out.push('KOR needs DaneFaKorygowanej');
  }
  if (!day.test(fa.Platnosc?.TerminPlatnosci?.Termin ?? '')) out.push('Platnosc TerminPlatnosci Termin must be a date');
  const order = Object.keys(fa);
  const expected = [
    'KodWaluty',
    'P_1',
    'P_2',
    'OkresFa',
    'P_13_1',
    'P_14_1',
    'P_13_8',
    'P_13_9',
    'P_15',
    'Adnotacje',
    'RodzajFaktury',
    'PrzyczynaKorekty',
    'TypKorekty',
    'DaneFaKorygowanej',
    'FaWiersz',
    'Platnosc',
  ];
  const positions = order.map((k) => expected.indexOf(k));
  if (positions.some((p) => p < 0) || positions.some((p, i) => i > 0 && p < positions[i - 1]!))
    out.push(`Fa elements out of the schema's order: ${order.join(', ')}`);
  return out;
}
