// Link rules: normalisation of rule values and urls, evasions, wrappers (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8; docs/security.md#outbound-link-safety).
import { describe, expect, it } from 'vitest';
import { type ClickInput, decideClick, outboundHref } from '#shared/offsite/click.ts';
import { outboundRel } from '#shared/offsite/rel.ts';
import { categoriesFor, type LinkRule, parseRuleValue } from '#shared/offsite/rules.ts';
import { innermostUrl, unwrapLayers } from '#shared/offsite/unwrap.ts';
import { verdictFor, worstCategory } from '#shared/offsite/verdict.ts';

const RULES: LinkRule[] = [
  { kind: 'domain', value: 'blocked.example', category: 'blocked' },
  { kind: 'domain', value: 'suspicious.example', category: 'suspicious' },
  { kind: 'domain', value: 'xn--bcher-kva.example', category: 'porn' },
  { kind: 'pattern', value: 'promo.example/free money/*', category: 'blocked' },
];

describe('blocklist evasions are all caught (pin-card: Errors and messages)', () => {
  it.each([
    ['the plain domain', 'https://blocked.example/x'],
    ['upper case', 'https://BLOCKED.EXAMPLE/x'],
    ['mixed case', 'https://BlOcKeD.ExAmPlE/x'],
    ['a trailing dot', 'https://blocked.example./x'],
    ['several trailing dots', 'https://blocked.example../x'],
    ['a subdomain', 'https://www.blocked.example/x'],
    ['a deep subdomain', 'https://a.b.c.blocked.example/x'],
    ['userinfo', 'https://safe.example@blocked.example/x'],
    ['userinfo with a password', 'https://user:pw@blocked.example/x'],
    ['a port', 'https://blocked.example:8443/x'],
    ['http instead of https', 'http://blocked.example/x'],
    ['a percent-encoded host', 'https://bl%6Fcked.example/x'],
    ['a percent-encoded dot', 'https://blocked%2Eexample/x'],
    ['fullwidth letters', 'https://ｂｌｏｃｋｅｄ.example/x'],
    ['backslashes', 'https:\\\\blocked.example\\x'],
  ])('catches %s', (_how, url) => {
    expect(categoriesFor(url, RULES)).toContain('blocked');
  });

  it.each([
    ['the unicode spelling of a punycode rule', 'https://bücher.example/'],
    ['the punycode spelling', 'https://xn--bcher-kva.example/'],
    ['an upper-case unicode spelling', 'https://BÜCHER.example/'],
  ])('catches %s (IDN)', (_how, url) => {
    expect(categoriesFor(url, RULES)).toEqual(['porn']);
  });

  it.each([
    ['the pattern', 'https://promo.example/free%20money/win'],
    ['case and double encoding', 'https://www.PROMO.example/Free%2520Money/win'],
  ])('matches url patterns through %s', (_how, url) => {
    expect(categoriesFor(url, RULES)).toEqual(['blocked']);
  });

  it.each([
    ['a look-alike suffix', 'https://notblocked.example/'],
    ['the name in the path', 'https://safe.example/blocked.example'],
    ['the name in the query', 'https://safe.example/?u=https://blocked.example/'],
    ['a longer tld', 'https://blocked.examples/'],
    ['another path of the pattern host', 'https://promo.example/other'],
  ])('leaves %s alone', (_how, url) => {
    expect(categoriesFor(url, RULES)).toEqual([]);
  });
});

describe('our own redirect wrappers are looked through', () => {
  const own = ['pins.test'];
  it('unwraps nested /offsite/ and /pin_redirect wrappers to the destination', () => {
    const inner = 'https://blocked.example/x';
    const once = `https://pins.test/offsite/?url=${encodeURIComponent(inner)}&pin=1`;
    const twice = `https://pins.test/pin_redirect?redirectUrl=${encodeURIComponent(once)}`;
    expect(unwrapLayers(twice, own).map((u) => u.hostname)).toEqual(['pins.test', 'pins.test', 'blocked.example']);
    expect(innermostUrl(twice, own)?.href).toBe(inner);
  });

  it('does not unwrap look-alike wrappers on other hosts', () => {
    expect(unwrapLayers('https://evil.example/offsite/?url=https://blocked.example/', own)).toHaveLength(1);
  });
});

describe('rule values (npm run link-rules)', () => {
  it.each([
    ['Blocked.Example.', { kind: 'domain', value: 'blocked.example' }],
    ['https://blocked.example', { kind: 'domain', value: 'blocked.example' }],
    ['bücher.example', { kind: 'domain', value: 'xn--bcher-kva.example' }],
    ['Promo.example/Free%20Money/*', { kind: 'pattern', value: 'promo.example/free money/*' }],
    ['*.promo.example/x', { kind: 'pattern', value: 'promo.example/x' }],
  ])('reads %j', (raw, expected) => {
    expect(parseRuleValue(raw)).toEqual(expected);
  });

  it.each(['', 'bad host/x y', 'a@b.example', 'exa mple.com'])('refuses %j with a message', (raw) => {
    expect(parseRuleValue(raw)).toHaveProperty('error');
  });
});

describe('the verdict (pin-card: Calls, Errors and messages)', () => {
  it('answers ok with no message when nothing matches', () => {
    expect(verdictFor('https://ok.example/', [])).toEqual({ redirect_status: 'ok', message: '', url: 'https://ok.example/' });
  });
  it.each([
    [['suspicious', 'blocked'] as const, 'blocked'],
    [['suspicious', 'porn'] as const, 'porn'],
    [['suspicious'] as const, 'suspicious'],
  ])('takes the most severe of %j', (categories, expected) => {
    expect(worstCategory(categories)).toBe(expected);
    expect(verdictFor('https://x.example/', categories).message.length).toBeGreaterThan(20);
  });
});

describe('outbound clicks (closeup-and-visitors: States and actions, Errors)', () => {
  const base: ClickInput = {
    href: 'https://ok.example/',
    origin: 'https://pins.test',
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    online: true,
  };
  it.each([
    ['an empty href', { href: '' }, 'empty'],
    ['a # href', { href: '#' }, 'empty'],
    ['a javascript: href', { href: 'javascript:alert(1)' }, 'unsafe'],
    ['a Ctrl click on a same-site link', { href: '/offsite/?url=x', ctrlKey: true }, 'browser'],
    ['a Cmd click on a same-site link', { href: 'https://pins.test/offsite/', metaKey: true }, 'browser'],
    ['a middle click', { button: 1 }, 'browser'],
    ['a click while offline', { online: false }, 'offline'],
    ['a Ctrl click on an off-site link', { ctrlKey: true }, 'check'],
    ['a plain click', {}, 'check'],
  ])('A50, C47: handles %s', (_what, change, expected) => {
    expect(decideClick({ ...base, ...change })).toBe(expected);
  });

  it('marks user links nofollow ugc and ads sponsored, always noopener (pin-card: Display rules)', () => {
    expect(outboundRel({ isPromoted: false })).toBe('noopener noreferrer nofollow ugc');
    expect(outboundRel({ isPromoted: true })).toBe('noopener noreferrer nofollow sponsored');
  });
});

describe('the href of an outbound link (pin-card: Display rules)', () => {
  const signed = { offsiteUrl: '/offsite/?token=1.x&url=https%3A%2F%2Fshop.example%2Fa&pin=1' };
  it.each([
    ['the signed path for its own destination', signed, 'https://shop.example/a', signed.offsiteUrl],
    ['the destination when the signature is for another url', signed, 'https://other.example/', 'https://other.example/'],
    ['the sanitised destination when nothing is signed', {}, 'https://u:p@shop.example/a', 'https://shop.example/a'],
    ['# for a javascript: href', signed, 'javascript:alert(1)', '#'],
    ['# for an empty href', {}, '', '#'],
  ])('is %s', (_what, pin, href, expected) => {
    expect(outboundHref(pin, href)).toBe(expected);
  });
});
