import { chromium, type Browser } from 'playwright-core';

/**
 * Launches the system Chromium (Debian package) headless through playwright-core, with the flags
 * that kept it quiet and deterministic in the IdP experiment (docs/identity-keycloak.md §1): no sandbox (containers),
 * no GPU, no QUIC, and no background traffic (first-run, networking, component updates, sync).
 * Executable: `CHROMIUM_PATH`, else /usr/bin/chromium (`apt-get install -y chromium`).
 * Rejects when the binary is missing or fails to start. Close the Browser when done.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
