/**
 * The text of the OpenAPI document's `info.description` (Markdown, shown at the top of /api/docs) and of
 * its API-key security scheme: how to authenticate, with curl examples (docs/api-keys.md).
 */

/** The API-key security scheme's description. */
export const API_KEY_SCHEME_DESCRIPTION = [
  'An advertiser API key (`adsk_…`), made by an admin of the account on its settings screen (section "API keys").',
  'Send it as `X-Api-Key: <key>` or `Authorization: Bearer <key>`. The key acts in its one account with its role;',
  'the `account-id` header may be left out.',
  '',
  '```sh',
  'curl -H "X-Api-Key: $ADS_API_KEY" "$ADS_URL/api/campaign-views/active-list?page=0&size=20&sort=name,ASC"',
  '```',
].join('\n');

export const API_DESCRIPTION = `Advertiser API (base path \`/api\`) and the shops' serving API (\`/v2\`, Topsort v2 contract, shop API key).
Money is integer grosze (1 PLN = 100 grosze); days are Europe/Warsaw calendar days; errors are RFC 9457 problem
details (\`application/problem+json\`) whose \`type\` names the error.

The document itself: [/api/openapi.json](/api/openapi.json).

## Authenticate with an API key

Scripts and tools call the advertiser API with an **API key**:

1. An admin of the account opens **Ad account settings** → **API keys**, chooses **Create API key**, names it and picks its
   role (admin, campaign manager, billing or read-only). The key is shown **once**: copy it then.
2. Send the key with every call, as \`X-Api-Key: <key>\` or \`Authorization: Bearer <key>\`. The key acts in its
   one account with its role; the \`account-id\` header may be left out (another account's id answers 403).
3. Every call made with the key is in the account's audit log under the key's name; its last use is shown
   on the screen. A revoked key answers \`401\` from the next call on.

In this reference, choose **Authentication** → \`apiKey\`, paste the key, and use **Test Request**.

\`\`\`sh
export ADS_URL=https://ads.example.com      # this server
export ADS_API_KEY=adsk_0123456789abcdef_…  # the key, as shown once

# The account's active campaigns, 20 a page, by name
curl -s "$ADS_URL/api/campaign-views/active-list?page=0&size=20&sort=name,ASC" \\
  -H "X-Api-Key: $ADS_API_KEY"

# A new draft (needs a campaign manager or admin key; a read-only key answers 403)
curl -s -X POST "$ADS_URL/api/campaign-drafts" \\
  -H "Authorization: Bearer $ADS_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Spring sale"}'
\`\`\`

### Rate limits

Each key may make a limited number of calls a minute (600 by default). Every answer to a call with a key carries
\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the window ends). Past the limit
the call answers \`429\` (\`TooManyRequestsException\`) with \`Retry-After\` in seconds: wait that long, then retry.

## Signed-in users

The web app calls the same API with the bearer access token of the user's sign-in (OpenID Connect, short-lived,
renewed with the refresh token), plus the \`account-id\` header naming the current account. Staff endpoints
(\`/api/marops/…\`) take only such tokens.
`;
