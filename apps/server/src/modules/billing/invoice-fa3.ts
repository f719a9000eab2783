import { create } from 'xmlbuilder2';
import { groszeToDecimalString, VAT_RATE_PERCENT } from '@ads/domain';
import { addressLines, type InvoiceDocument } from './invoice-document';
import type { Party } from './invoices.repository';

/** Namespace of the KSeF structured invoice FA(3) (schema 1-0E, in force from 1 February 2026). */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

const amount = (grosze: number) => groszeToDecimalString(grosze);

/**
 * The invoice as a KSeF FA(3) e-invoice (XML, elements in the schema's order). Polish buyers are
 * identified by NIP, EU buyers by KodUE + NrVatUE with reverse charge: services taxed where the buyer
 * is (VAT Act art. 28b, reported under art. 100 ust. 1 pkt 4) go in P_13_9, with P_12 "np II" and P_18 = 1.
 * Every line has its unit net price P_9A (art. 106e ust. 1 pkt 9): quantity P_8B × P_9A = P_11.
 * A correction is RodzajFaktury KOR with its reason, TypKorekty 1 (takes effect in the corrected
 * period: invalid clicks) and the corrected invoice's KSeF number (NrKSeF 1 + NrKSeFFaKorygowanej) when
 * KSeF accepted it, else marked as issued outside KSeF (NrKSeFN 1; docs/ksef.md "Corrections").
 * @param generatedAt DataWytworzeniaFa (the clock of the request).
 */
export function renderInvoiceFa3(doc: InvoiceDocument, generatedAt: Date, systemInfo = 'Ads Portal'): string {
  const { invoice: inv, lines } = doc;
  const seller = inv.seller as Party;
  const buyer = inv.buyer as Party;
  const reverse = inv.vatTreatment === 'REVERSE_CHARGE';
  const correction = inv.kind === 'CORRECTION';
  const rate = reverse ? 'np II' : String(VAT_RATE_PERCENT);

  const fa: Record<string, unknown> = {
    KodWaluty: 'PLN',
    P_1: inv.issueDate,
    P_2: inv.number,
    OkresFa: { P_6_Od: `${inv.period}-01`, P_6_Do: inv.saleDate },
    ...(reverse ? { P_13_9: amount(inv.net) } : { P_13_1: amount(inv.net), P_14_1: amount(inv.vat) }),
    P_15: amount(inv.gross),
    Adnotacje: {
      P_16: 2,
      P_17: 2,
      P_18: reverse ? 1 : 2,
      P_18A: 2,
      Zwolnienie: { P_19N: 1 },
      NoweSrodkiTransportu: { P_22N: 1 },
      P_23: 2,
      PMarzy: { P_PMarzyN: 1 },
    },
    RodzajFaktury: correction ? 'KOR' : 'VAT',
    ...(correction
      ? {
          PrzyczynaKorekty: inv.correctionReason ?? 'Uznanie kliknięć',
          TypKorekty: 1,
          DaneFaKorygowanej: {
            DataWystFaKorygowanej: doc.corrected?.issueDate,
            NrFaKorygowanej: doc.corrected?.number,
            ...(doc.corrected?.ksefNumber ? { NrKSeF: 1, NrKSeFFaKorygowanej: doc.corrected.ksefNumber } : { NrKSeFN: 1 }),
          },
        }
      : {}),
    FaWiersz: lines.map((l) => ({
      NrWierszaFa: l.lineNo,
      P_7: l.description,
      P_8A: 'szt.',
      P_8B: l.quantity,
      ...(l.unitNet !== null ? { P_9A: amount(l.unitNet) } : {}),
      P_11: amount(l.net),
      P_12: rate,
    })),
    Platnosc: {
      TerminPlatnosci: { Termin: inv.dueDate },
      FormaPlatnosci: 6,
      ...(doc.bankAccount ? { RachunekBankowy: { NrRB: doc.bankAccount.replace(/^PL/, '') } } : {}),
    },
  };

  const xml = create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Faktura: {
        '@xmlns': FA3_NAMESPACE,
        Naglowek: {
          KodFormularza: { '@kodSystemowy': 'FA (3)', '@wersjaSchemy': '1-0E', '#': 'FA' },
          WariantFormularza: 3,
          DataWytworzeniaFa: generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          SystemInfo: systemInfo,
        },
        Podmiot1: { DaneIdentyfikacyjne: { NIP: seller.taxId, Nazwa: seller.name }, Adres: address(seller) },
        Podmiot2: {
          DaneIdentyfikacyjne: { ...buyerId(buyer.taxId), Nazwa: buyer.name },
          Adres: address(buyer),
          JST: 2,
          GV: 2,
        },
        Fa: fa,
      },
    },
  );
  return xml.end({ prettyPrint: true });
}

function address(p: Party) {
  const [l1, l2] = addressLines(p);
  return { KodKraju: p.countryCode, AdresL1: l1, AdresL2: l2 };
}

/** NIP for a Polish buyer (PL prefix dropped), KodUE + NrVatUE for an EU one. */
function buyerId(taxId: string): Record<string, string> {
  if (/^\d{10}$/.test(taxId)) return { NIP: taxId };
  if (taxId.startsWith('PL')) return { NIP: taxId.slice(2) };
  return { KodUE: taxId.slice(0, 2), NrVatUE: taxId.slice(2) };
}
