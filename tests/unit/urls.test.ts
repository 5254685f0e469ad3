// The one url check and the sensitive-parameter stripping (docs/rules/pin-card.md#display-rules-spec-000-5).
import { describe, expect, it } from 'vitest';
import { isHttpUrl, sanitizeOutboundUrl, stripSensitiveParams } from '#shared/urls.ts';

describe('user urls (pin-card: Display rules)', () => {
  it.each([
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['\\\\evil.example', null],
    ['ftp://files.example/x', null],
    ['https://', null],
    ['https://ok.example/a\nb', null],
    ['https://ok.example/' + 'a'.repeat(2100), null],
    ['https://ok.example/path?q=1', 'https://ok.example/path?q=1'],
    ['HTTPS://OK.Example./Path', 'https://ok.example/Path'],
    ['https://user:pw@ok.example/', 'https://ok.example/'],
    ['https://bank.example@evil.example/', 'https://evil.example/'],
    ['https:\\\\evil.example/x', 'https://evil.example/x'],
    ['http://bücher.example/', 'http://xn--bcher-kva.example/'],
  ])('A42: sanitises %j to %j (only http and https are linked)', (input, expected) => {
    expect(sanitizeOutboundUrl(input)).toBe(expected);
    expect(isHttpUrl(input)).toBe(expected !== null);
  });

  it.each([
    ['/login?next=/x&password=hunter2&q=1', '/login?q=1'],
    ['https://pins.test/settings?access_token=abc&tab=1#x', 'https://pins.test/settings?tab=1#x'],
    ['/password/reset?new_password=a&new_password_confirm=a', '/password/reset'],
    ['/?NEXT=/evil&Password=x', '/'],
    ['/cb#access_token=secret&state=1', '/cb'],
    ['/pin/1/?q=a', '/pin/1/?q=a'],
  ])('A46: strips sensitive parameters from %j (pin-card: Display rules)', (input, expected) => {
    expect(stripSensitiveParams(input)).toBe(expected);
  });
});
