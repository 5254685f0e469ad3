// Initial data is embedded without a script-injection hole.
import { describe, expect, it } from 'vitest';
import { safeJsonForHtml } from '#shared/safeJson.ts';

describe('safeJsonForHtml (docs/architecture.md: The worker)', () => {
  it.each(['</script><script>alert(1)</script>', '<!--', ']]>', '&amp;', '\u2028\u2029'])('escapes %j and round-trips', (text) => {
    const json = safeJsonForHtml({ text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });
});
