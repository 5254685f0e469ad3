// docs/rules/pin-card.md#display-rules-spec-000-5 text rules and docs/rules/closeup-and-visitors.md#constants-spec-002-9 pin credits.
import { describe, expect, it } from 'vitest';
import { cardDescription, cardTitle, domainLabel, feedbackName, pinCredit, truncate } from '#shared/pinCard/text.ts';
import { pin, user } from './fixtures.ts';

describe('A39: card title (pin-card: Display rules, Roles)', () => {
  it.each([
    ['trims the title (pin-card: Display rules)', { title: '  Cake  ' }, 'Cake'],
    ['cuts at 200 characters (pin-card: Display rules)', { title: 'x'.repeat(250) }, 'x'.repeat(200)],
    ['prefers the grid title for viewers without write access (pin-card: Roles)', { title: 'Own', gridTitle: 'Grid' }, 'Grid'],
    ['keeps the own title for write access (pin-card: Roles)', { title: 'Own', gridTitle: 'Grid', access: ['write'] }, 'Own'],
    [
      'falls back to the story pin title',
      { title: '', storyPinData: { pages: [], staticPageCount: 1, totalVideoDuration: 0, metadata: { pinTitle: 'Story' } } },
      'Story',
    ],
    [
      'sensitive SEO reasons force the SEO title (pin-card: Display rules)',
      { title: 'Raw', seoTitle: 'Safe', seoNoindexReason: 'sensitive_raw_pin_text' },
      'Safe',
    ],
    ['other SEO reasons keep the title (pin-card: Display rules)', { title: 'Raw', seoTitle: 'Safe', seoNoindexReason: 'low_quality' }, 'Raw'],
  ])('%s', (_name, fields, expected) => {
    expect(cardTitle(pin(fields))).toBe(expected);
  });
});

describe('A39: card description (pin-card: Display rules)', () => {
  it.each([
    ['collapses whitespace', 'a  long\n\ndescription', 'Title', 'a long description'],
    ['cuts at 496 characters', 'y'.repeat(600), 'Title', 'y'.repeat(496)],
    ['hides 3 characters or fewer', ' abc ', 'Title', null],
    ['hides a description equal to the display name', 'Same text', 'Same text', null],
  ])('%s', (_name, description, displayName, expected) => {
    expect(cardDescription(pin({ description }), displayName)).toBe(expected);
  });

  it('A40: uses the SEO description for sensitive reasons (pin-card: Display rules)', () => {
    expect(
      cardDescription(pin({ description: 'raw text here', seoDescription: 'safe text here', seoNoindexReason: 'is_sensitive_rich_pin_description' }), 'T'),
    ).toBe('safe text here');
  });
});

describe('truncation and labels (pin-card: Display rules, Constants)', () => {
  it('A39, A58: truncates at 80 by default with an ellipsis', () => {
    expect(truncate('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncate('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
  });
  it('A39: cuts feedback names at 32 plus an ellipsis', () => {
    expect(feedbackName('n'.repeat(40))).toBe(`${'n'.repeat(32)}…`);
  });
  it.each([
    ['footer', 'a-very-long-domain-name-for-a-shop.example', 'a-very-long-domain-name-for…'],
    ['hover', 'a-very-long-domain-name-for-a-shop.example', 'a-very-long-…'],
    ['footer', 'Uploaded by user', null],
    ['footer', null, null],
  ] as const)('A39: domain label in the %s (27 or 12)', (where, domain, expected) => {
    expect(domainLabel(domain, where)).toBe(expected);
  });
});

describe('pin credit prefixes (closeup-and-visitors: Constants)', () => {
  it.each([
    ['product', { richSummary: { typeName: 'product' as const, siteName: 'Shop' } }, 'Product sold by', 'Shop'],
    ['recipe', { richSummary: { typeName: 'recipe' as const, siteName: 'Cook' } }, 'Recipe from', 'Cook'],
    ['article', { richSummary: { typeName: 'article' as const, siteName: 'News' } }, 'Article from', 'News'],
    ['repin', { isRepin: true }, 'Saved by', 'Mina Maker'],
    ['linked', { domain: 'site.example' }, 'Saved from', 'site.example'],
    ['upload', { domain: 'Uploaded by user' }, 'From', 'Mina Maker'],
  ])('C59: %s', (_n, fields, prefix, name) => {
    expect(pinCredit(pin(fields))).toEqual({ prefix, name });
  });
  it('gives ads no credit line (the promoter is shown instead)', () => {
    expect(pinCredit(pin({ promoter: user({ entityId: '9' }) }))).toBeNull();
  });
});
