// Share attribution (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai): a member's share link for a pin, the landing's open
// (once per member, or per person group (a /48) for anonymous visitors, and share; the sharer's own opens do not count) and the sharer's count.
import * as api from '#shared/api/shares.ts';
import { formatId } from '#shared/ids.ts';
import { pinPath } from '#shared/routes.ts';
import { SHARE_MARKER } from '#shared/shares/shareAttribution.ts';
import { notFound } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { pinVisible } from '#worker/invites/inviteData.ts';
import { spendAddedRows } from '#worker/middleware/addedBytes.ts';
import { personKey } from '#worker/middleware/clientAddress.ts';
import { ensureShareLink, recordShareOpen, sharePeople, shareSharer } from './shareData.ts';

export const ShareLinkResource = implement(api.ShareLinkResource, {
  create: async (c, o, me) => {
    const pinId = o.pin_id;
    if (!(await pinVisible(c.env.DB, pinId, me))) throw notFound('This Pin does not exist.');
    const shareId = await ensureShareLink(c.env.DB, me, pinId);
    return { data: { utm_pai: shareId, url: `${pinPath(formatId(pinId))}?${SHARE_MARKER}=${shareId}` }, status: 201 };
  },
});

export const ShareOpenResource = implement(api.ShareOpenResource, {
  get: async (c, _o, me) => ({ data: { people: await sharePeople(c.env.DB, me) } }),
  create: async (c, o, me) => {
    const sharer = await shareSharer(c.env.DB, o.utm_pai);
    if (sharer === null) throw notFound('This share link does not exist.');
    if (sharer === me) return { data: { counted: false } };
    // An anonymous visitor counts once per person group (an IPv6 /48, as every "one person adds once" rule): a script mints
    // cookies and /64s freely.
    const address = personKey(c.req.header('cf-connecting-ip'));
    const visitor = me !== null ? `user:${me}` : address ? `ip:${address}` : `anon:${c.get('viewer').anonymousId}`;
    const now = Date.now();
    await spendAddedRows(c, [[o.utm_pai, visitor, now]]);
    return { data: { counted: await recordShareOpen(c.env.DB, o.utm_pai, visitor, now) }, status: 201 };
  },
});
