// The share flyout's targets (docs/rules/closeup-and-visitors.md#what-this-area-covers-spec-002-1, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): where "share" can send a pin's canonical url.

export interface ShareTarget {
  name: string;
  href: string;
}

/** Share links for a pin page (absolute canonical url and title). */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}` },
  ];
}
