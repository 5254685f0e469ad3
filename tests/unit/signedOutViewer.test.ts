// A signed-out person's viewer in a page's embedded state (shared/signedOutViewer.ts): what every one says travels once, as `usual`.
import { describe, expect, it } from 'vitest';
import { packViewer, unpackViewer } from '#shared/signedOutViewer.ts';
import { viewer } from './pinCard/fixtures.ts';

describe("a signed-out person's viewer in the embedded state (pin-card: Who it serves)", () => {
  it("sends a signed-out person's viewer without what every one says, and reads it back exactly (pin-card: Who it serves)", () => {
    const visitor = viewer({
      id: null,
      username: null,
      fullName: null,
      isAuth: false,
      isInternal: false,
      avatarUrl: null,
      createdAt: null,
      resurrectionInfo: null,
      imageOnlyGridEligible: false,
    });
    const wire = packViewer(visitor);
    expect(wire).toMatchObject({ usual: 1, anonymousId: visitor.anonymousId, locale: visitor.locale });
    expect(wire).not.toHaveProperty('isAuth');
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(visitor).length - 200);
    expect(unpackViewer(JSON.parse(JSON.stringify(wire)))).toEqual(visitor);
  });

  it('sends a member, a bot or a viewer without one of the fields as it is (pin-card: Who it serves)', () => {
    const member = viewer({ id: '1', username: 'demo', isAuth: true });
    const { isInternal: _, ...withoutOne } = viewer({ id: null, username: null, fullName: null, isAuth: false });
    for (const v of [member, viewer({ isBot: true, botKind: 'search' }), withoutOne]) expect(packViewer(v)).toBe(v);
  });
});
