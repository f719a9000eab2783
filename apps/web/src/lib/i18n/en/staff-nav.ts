/** English texts: Staff navigation (groups and screens). Polish in `../pl/staff-nav.ts` with the same keys. */
export const staffNav = {
  staffNav: {
    label: 'Staff navigation',
    menu: 'Staff menu',
    staffArea: 'Staff area',
    groups: {
      accounts: 'Accounts',
      stores: 'Stores & keys',
      content: 'Content',
      complaints: 'Complaints',
      billing: 'Billing',
      audit: 'Audit & mail',
    },
    items: {
      accounts: 'Accounts',
      stores: 'Stores',
      shopKeys: 'Shop API keys',
      contentHub: 'Content hub',
      announcements: 'Announcements',
      staticBanners: 'Static banners',
      terms: 'Terms',
      complaints: 'Complaints',
      billing: 'Billing',
      auditLog: 'Audit log',
      mailOutbox: 'Mail outbox',
    },
  },
};
