/**
 * Company data used in the terms of service and the contact-us link (docs/requirements.md §3 "Company data (address,
 * info e-mail, phone) is used in the terms text; values omitted"). Set at build time through Vite env
 * variables; the defaults below describe the open-source demo deployment and must be replaced by any
 * real operator:
 *
 * | variable              | default                                        |
 * |-----------------------|------------------------------------------------|
 * | VITE_COMPANY_NAME     | Ads Portal Demo sp. z o.o.                     |
 * | VITE_COMPANY_ADDRESS  | ul. Przykładowa 1, 00-001 Warszawa, Polska     |
 * | VITE_COMPANY_EMAIL    | ads@example.com                                |
 * | VITE_COMPANY_PHONE    | +48 22 000 00 00                               |
 */
export interface Company {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export const COMPANY_DEFAULTS: Company = {
  name: 'Ads Portal Demo sp. z o.o.',
  address: 'ul. Przykładowa 1, 00-001 Warszawa, Polska',
  email: 'ads@example.com',
  phone: '+48 22 000 00 00',
};

const env = import.meta.env;

export const company: Company = {
  name: env.VITE_COMPANY_NAME || COMPANY_DEFAULTS.name,
  address: env.VITE_COMPANY_ADDRESS || COMPANY_DEFAULTS.address,
  email: env.VITE_COMPANY_EMAIL || COMPANY_DEFAULTS.email,
  phone: env.VITE_COMPANY_PHONE || COMPANY_DEFAULTS.phone,
};
