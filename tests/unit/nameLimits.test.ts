// The name limits of docs/rules/pin-card.md#constants-spec-000-9 as the product's own functions apply them: a first name
// 30 (the shared-by header, a board invitation, the hero banner), the invite sender's name 30, the saved title 20.
import { describe, expect, it } from 'vitest';
import { type InviteMetadata, inviteSenderName, sharedByName } from '#shared/invites/landing.ts';
import { savedToLink } from '#shared/save/savedTo.ts';
import { firstName } from '#shared/users/firstName.ts';

const meta = (first_name: string, full_name: string): InviteMetadata =>
  ({ sender: { id: '1', first_name, full_name, image_medium_url: null, is_default_image: true, should_show_messaging: true } }) as unknown as InviteMetadata;

describe('A58: name limits (pin-card: Constants)', () => {
  it('A58: a first name is the first word, cut at 30', () => {
    expect(firstName('  Olive   Oyl ')).toBe('Olive');
    expect(firstName(`${'B'.repeat(40)} Smith`)).toBe('B'.repeat(30));
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });

  it('A58: the invite names its sender by first name (30), else by name cut at 30', () => {
    expect(sharedByName(meta(`${'A'.repeat(35)}`, 'x'))).toBe('A'.repeat(30));
    expect(sharedByName(meta('  ', 'Full Name'))).toBeNull();
    expect(inviteSenderName(meta('Olive', 'Olive Oyl'))).toBe('Olive');
    expect(inviteSenderName(meta('', 'C'.repeat(45)))).toBe('C'.repeat(30));
  });

  it('A58: the saved title under a card names the board in at most 20 characters', () => {
    const long = 'Weeknight dinners for the whole family';
    const { text } = savedToLink({ board: { id: '1', url: '/a/b/', name: long, layout: 'default', privacy: 'public' } });
    expect(Array.from(text).length).toBe(20);
    expect(text.endsWith('…')).toBe(true);
    expect(savedToLink({ board: { id: '1', url: '/a/b/', name: 'Short', layout: 'default', privacy: 'public' } }).text).toBe('Short');
  });
});
