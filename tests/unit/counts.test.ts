import { describe, expect, it } from 'vitest';
import { counted } from '#shared/counts.ts';

describe('counted (docs/architecture.md: The interface and phones)', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(counted(1, 'follower')).toBe('1 follower');
    expect(counted(0, 'follower')).toBe('0 followers');
    expect(counted(24, 'Pin')).toBe('24 Pins');
    expect(counted(2, 'person', 'people')).toBe('2 people');
  });
});
