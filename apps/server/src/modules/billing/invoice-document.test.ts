import { describe, expect, it } from 'vitest';
import { formatBankAccount, printedTaxId } from './invoice-document';
import { billingEnv, isValidNrb } from './billing.config';

describe('printed parties and payment (VAT Act art. 106e ust. 1 pkt 5)', () => {
  it('prints a Polish NIP typed with its PL prefix as a NIP, an EU VAT id as VAT UE', () => {
    expect(printedTaxId('PL1234563218')).toBe('NIP 1234563218');
    expect(printedTaxId('1234563218')).toBe('NIP 1234563218');
    expect(printedTaxId('DE123456789')).toBe('VAT UE DE123456789');
  });
  it('prints an NRB grouped: 2 check digits and 6 groups of 4', () => {
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});

describe('SELLER_BANK_ACCOUNT', () => {
  const parse = (v?: string) => billingEnv.safeParse(v === undefined ? {} : { SELLER_BANK_ACCOUNT: v });
  it('is optional (also when set empty) and checks the IBAN check digits', () => {
    expect(parse().success).toBe(true);
    expect(parse('').data?.SELLER_BANK_ACCOUNT).toBeUndefined();
    expect(parse('PL61 1090 1014 0000 0712 1981 2874').data?.SELLER_BANK_ACCOUNT).toBe('PL61109010140000071219812874');
    expect(parse('62109010140000071219812874').success).toBe(false);
    expect(isValidNrb('61109010140000071219812874')).toBe(true);
  });
});
