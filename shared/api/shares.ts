// Share attribution (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, utm_pai): a member's share link for a pin (ShareLinkResource),
// a landing recording its open (ShareOpenResource create, once per visitor and share), and the
// sharer's count of people who opened pins they shared (ShareOpenResource get).
import * as v from 'valibot';
import { SHARE_ID_PATTERN } from '../shares/shareAttribution.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

const ShareId = v.pipe(v.string('utm_pai must be a string'), v.regex(SHARE_ID_PATTERN, 'utm_pai is not a share link id'));

export const ShareLinkResource = resource('ShareLinkResource', {
  create: {
    options: v.object({ pin_id: id('pin', 'pin_id') }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to send this Pin',
    loginReason: 'send',
    result: returns<{ utm_pai: string; url: string }>(),
  },
});

export const ShareOpenResource = resource('ShareOpenResource', {
  get: { options: v.object({}), access: 'member', result: returns<{ people: number }>() },
  create: { options: v.object({ utm_pai: ShareId }), access: 'person', rateLimit: 'shareOpen', result: returns<{ counted: boolean }>() },
});
