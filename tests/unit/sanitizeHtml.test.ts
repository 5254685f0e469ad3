// The one sanitiser against a table of XSS payloads (descriptionHtml only after sanitising).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '#shared/sanitizeHtml.ts';

const PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p onclick="alert(1)">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>@import "javascript:alert(1)"</style>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<a href=https://ok.example/"onmouseover="alert(1)">x</a>',
  '<p title="x" onclick=alert(1)>x</p>',
  '<!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<template><script>alert(1)</script></template>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<strong/onclick=alert(1)>x</strong>',
  '<a href="https://ok.example">x</a><script>alert(1)',
];

/** What may never appear in the output as markup. */
const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<img/i,
  /<style/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<input/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
];

describe('sanitizeHtml (descriptionHtml, no script, no event handlers, no javascript: urls) (docs/architecture.md: Closeup, SEO and bots)', () => {
  it.each(PAYLOADS)('defuses %s', (payload) => {
    const out = sanitizeHtml(payload);
    for (const pattern of DANGEROUS) {
      // Text is escaped, so a literal "javascript:" may survive only inside escaped text, never in a tag.
      const tags = out.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) expect(tag).not.toMatch(pattern);
    }
    expect(out).not.toMatch(/<script/i);
  });

  it.each([
    ['<p><strong>Bold</strong> and <em>soft</em></p>', '<p><strong>Bold</strong> and <em>soft</em></p>'],
    ['Line<br>break<br/>', 'Line<br>break<br>'],
    [
      '<a href="https://shop.example/x?a=1&amp;b=2">shop</a>',
      '<a href="https://shop.example/x?a=1&amp;b=2" rel="nofollow ugc noopener noreferrer" target="_blank">shop</a>',
    ],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
    ['stray </p> close', 'stray  close'],
    ['5 < 6 & 7 > 3', '5 &lt; 6 &amp; 7 &gt; 3'],
    ['<div class="x">kept text</div>', 'kept text'],
    ['<a href="javascript:alert(1)">label</a>', '<a rel="nofollow ugc noopener noreferrer" target="_blank">label</a>'],
    ['"quotes" & \'apostrophes\'', '&quot;quotes&quot; &amp; &#39;apostrophes&#39;'],
  ])('keeps safe markup: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});
