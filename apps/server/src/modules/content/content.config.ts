import { z } from 'zod';

/** Where staff content (announcement and static-banner links) may point (docs/staff-content.md). */
export const contentEnv = z.object({
  ALLOWED_EXTERNAL_HOSTS: z.string().default(''),
});

export interface ContentConfig {
  /** Hosts that announcement and banner links may point to, besides PUBLIC_URL's (docs/requirements.md §8; `*.example.com` for subdomains). */
  allowedExternalHosts: string[];
}

export function contentConfig(e: z.infer<typeof contentEnv>, ground: { publicUrl: string }): ContentConfig {
  return {
    allowedExternalHosts: [
      new URL(ground.publicUrl).host.toLowerCase(),
      ...e.ALLOWED_EXTERNAL_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ],
  };
}
