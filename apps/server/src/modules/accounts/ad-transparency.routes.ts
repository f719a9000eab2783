import { Type } from '@sinclair/typebox';
import { recordChanges } from '../audit';
import type { App } from '../../http/types';
import { ProblemSchema, rethrowIdErrors } from '../../http/problem';
import { AccountId, nullable, SafeText } from '../../http/schema';
import { ifMatchVersion, setEtag } from '../../http/etag';
import type { AdTransparencyService } from './ad-transparency.service';

const Name = nullable(SafeText({ maxLength: 1000, description: 'Blank or null = the default' }));
const AdTransparencySchema = Type.Object({
  advertiserName: Type.Union([Type.String(), Type.Null()], { description: 'Set name of "on whose behalf" (null = the account\'s name)' }),
  payerName: Type.Union([Type.String(), Type.Null()], { description: 'Set name of "who paid" (null = the billing profile\'s company, else the account\'s name)' }),
  shown: Type.Object(
    { onBehalfOf: Type.String(), paidBy: Type.String() },
    { description: 'What every served ad of the account shows (DSA art. 26(1)(b), (c))' },
  ),
  version: Type.Integer(),
});
const params = Type.Object({ id: AccountId() });

/** `GET`/`PUT /accounts/{id}/ad-transparency` (docs/ad-transparency.md): the names shown with the account's ads. */
export async function adTransparencyRoutes(app: App, service: AdTransparencyService): Promise<void> {
  app.get(
    '/accounts/:id/ad-transparency',
    {
      schema: {
        tags: ['accounts'],
        summary: "Who the account's ads are shown on behalf of and who paid for them (DSA art. 26)",
        params,
        response: { 200: AdTransparencySchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const view = await service.get(request.actor, request.params.id);
      setEtag(reply, view.version);
      return view;
    },
  );
  app.put(
    '/accounts/:id/ad-transparency',
    {
      schema: {
        tags: ['accounts'],
        summary: "Set the names shown with the account's ads (If-Match optional)",
        params,
        body: Type.Object({ advertiserName: Name, payerName: Name }, { additionalProperties: false }),
        response: { 200: AdTransparencySchema, 400: ProblemSchema, 403: ProblemSchema, 412: ProblemSchema },
      },
    },
    async (request, reply) => {
      rethrowIdErrors(request);
      const view = await service.put(request.actor, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, view.version);
      return view;
    },
  );
}
