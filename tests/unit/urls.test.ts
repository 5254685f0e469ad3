// The one url check and the sensitive-parameter stripping (docs/rules/pin-card.md#display-rules-spec-000-5).
import { describe, expect, it } from 'vitest';
import { loginLink, redirectPath } from '#shared/redirects.ts';
import { isHttpUrl, isSecretParam, sanitizeOutboundUrl, stripSensitiveParams } from '#shared/urls.ts';

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

  it.each([
    ['/secure/panic/?current_password=hunter2', '/secure/panic/'],
    ['/password/reset/?token=abcdefghijklmnopqrstuvwxyz', '/password/reset/'],
    ['/password/reset/#token=abcdefghijklmnopqrstuvwxyz', '/password/reset/'],
    ['/business/business-access/?invite=1.2.3.sig', '/business/business-access/'],
    ['/pin/1/?invite_code=abc123&q=1', '/pin/1/?q=1'],
    ['/password/reset/?email=a%40b.example', '/password/reset/'],
    ['/login/?username_or_email=a%40b.example&Reset_Token=x&client_secret=y&password2=z', '/login/'],
    ['https://pins.test/signup/?EMAIL=a%40b.example&CURRENT_PASSWORD=x#x', 'https://pins.test/signup/#x'],
    ['/pin/1/?utm_pai=share123&q=1', '/pin/1/?q=1'],
    ['/login/?pwd=a&pass=b&passwd=c&otp=d&code=e&key=f&secret=g&PWD=h&q=1', '/login/?q=1'],
    ['/cb#code=abc&state=1', '/cb'],
  ])('secrets in forms and urls: strips every secret-bearing name from %j', (input, expected) => {
    expect(stripSensitiveParams(input)).toBe(expected);
  });

  it('secrets in forms and urls: the share id and generic password names are secrets; code, key and secret leave urls but are no rule for forms', () => {
    for (const name of ['utm_pai', 'pwd', 'pass', 'passwd', 'OTP']) expect(isSecretParam(name)).toBe(true);
    for (const name of ['code', 'key', 'secret', 'passage', 'keyword', 'zipcode', 'q']) expect(isSecretParam(name)).toBe(false);
    expect(stripSensitiveParams('/search/pins/?q=a&keyword=b&zipcode=1')).toBe('/search/pins/?q=a&keyword=b&zipcode=1');
  });

  it('secrets in forms and urls: a refused form goes back to its page without the secrets but with where it was going next', () => {
    expect(redirectPath('/login/?next=%2Fpin%2F1%2F&password=hunter2&token=t')).toBe('/login/?next=%2Fpin%2F1%2F');
    expect(stripSensitiveParams('/login/?next=%2Fpin%2F1%2F&password=hunter2')).toBe('/login/');
  });

  it.each([
    ['/x/?pw=a&passcode=b&new_pw=c&jwt=d&api_key=e&access_key=f&session=g&credential=h&auth=i&sig=j&q=1', '/x/?q=1'],
    ['/x/?inviteCode=a&email_address=b&mail=c&X-Amz-Signature=d&X-Amz-Credential=e&a%5Bpw%5D=f&refresh_token=g&q=1', '/x/?q=1'],
    ['/x/?keyword=a&zipcode=b&author=c&passage=d', '/x/?keyword=a&zipcode=b&author=c&passage=d'],
  ])('secrets in forms and urls: a url we log loses every name that says it holds a credential: %j', (input, expected) => {
    expect(stripSensitiveParams(input)).toBe(expected);
  });

  it('secrets in forms and urls: session ids, one-time proofs and sign-in tickets of other sites leave a url in any letter case and spelling', () => {
    const named = [
      'passphrase',
      'sid',
      'sessionid',
      'PHPSESSID',
      'jsessionid',
      'SAMLResponse',
      'ticket',
      'magic_link',
      'bearer',
      'hmac',
      'nonce',
      'state',
      'totp',
      '2fa',
    ];
    // Held out: other spellings of the same kinds of secret.
    const variants = [
      'PassPhrase',
      'SID',
      'SessionId',
      'session_id',
      'ASPSESSIONIDQQ',
      'JSESSIONID',
      'SAMLRequest',
      'saml_response',
      'cas_ticket',
      'Ticket',
      'magicLink',
      'MAGIC',
      'bearer_token',
      'X-Hmac',
      'hmacSig',
      'oauth_nonce',
      'STATE',
      'relay_state',
      'TOTP',
      'user[2fa]',
      'mfa_code',
      'csrf',
      'XSRF-TOKEN',
    ];
    for (const name of [...named, ...variants]) {
      expect(stripSensitiveParams(`https://shop.example/p?${encodeURIComponent(name)}=S3CRET&q=vase`), name).toBe('https://shop.example/p?q=vase');
      expect(stripSensitiveParams(`/cb#${encodeURIComponent(name)}=S3CRET`), name).toBe('/cb');
    }
    // Words that only contain such letters stay.
    expect(stripSensitiveParams('/x/?statement=a&sidebar=b&tickets_left=c&q=1')).toBe('/x/?statement=a&sidebar=b&tickets_left=c&q=1');
  });

  it.each([
    ['/settings/?password=P1&token=T1&current_password=C1&invite=I1&email=e%40x.org', '/settings/'],
    ['/search/pins/?q=vase&rs=typed&passwd=x&Q=y&%71=z#token=t', '/search/pins/?q=vase&rs=typed&q=z'],
    ['/login/?next=%2Fsettings%2F%3Fotp%3D1%26exp%3Da%3Ab&exp=c%3Ad', '/login/?next=%2Fsettings%2F%3Fexp%3Da%253Ab&exp=c%3Ad'],
    ['/business/business-access/?invite=1.2.3.sig&secret=x', '/business/business-access/?invite=1.2.3.sig'],
    ['//evil.example/', null],
    ['https://evil.example/', null],
  ])('redirects: redirectPath keeps only what the page reads, %j', (input, expected) => {
    expect(redirectPath(input)).toBe(expected);
  });
});

describe('the header’s Log in link (architecture: Page forms)', () => {
  it.each([
    ['/pin/12/', '/login/?next=%2Fpin%2F12%2F'],
    ['/search/pins/?q=3-minute+yoga', '/login/?next=%2Fsearch%2Fpins%2F%3Fq%3D3-minute%2Byoga'],
    ['/pin/12/?utm_source=x&token=abc&next=%2Fevil', '/login/?next=%2Fpin%2F12%2F'],
    ['/', '/login/'],
    ['/login/?next=%2Ftoday%2F', '/login/'],
    ['/signup/', '/login/'],
    ['//evil.example/', '/login/'],
    ['/\t/evil.example/', '/login/'],
    [undefined, '/login/'],
  ])('Page forms: on %s it is %s', (here, link) => {
    expect(loginLink(here)).toBe(link);
  });
});
