// The inline script that starts the client after the first screen has painted (docs/performance.md:
// worker/pages/bootstrap.ts): valid JavaScript that names the entry and the page's chunks, and that
// nothing in those names can end its script element early.
import { describe, expect, it } from 'vitest';
import { EARLY_INSTALL_EVENTS } from '#client/features/appInstall/installPrompt.ts';
import { bootstrapScript, HYDRATION_WAIT_MS } from '#worker/pages/bootstrap.ts';

describe('the client start script (docs/decisions/011-client-starts-after-first-paint.md)', () => {
  it('names the entry and the chunks, waits for the high-priority images, and starts at the latest after the timeout', () => {
    const script = bootstrapScript({ script: '/assets/main-abc.js', preload: ['/assets/HomePage-def.js', '/assets/counts-1.js'] });
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('import("/assets/main-abc.js")');
    expect(script).toContain('for(const h of ["/assets/HomePage-def.js","/assets/counts-1.js"])');
    expect(script).toContain('img[fetchpriority="high"]');
    expect(script).toContain(`setTimeout(go,${HYDRATION_WAIT_MS})`);
  });

  it("keeps the browser's install offer that comes before the entry, for listenForInstallOffer", () => {
    const script = bootstrapScript({ script: '/assets/main-abc.js', preload: [] });
    const added: string[] = [];
    const win: Record<string, unknown> = { addEventListener: (type: string) => added.push(type) };
    // Only the part before the start logic runs here: the event keeping.
    new Function('window', 'addEventListener', script.slice(0, script.indexOf('const go=')) + '})()')(win, win.addEventListener);
    expect(added).toEqual([...EARLY_INSTALL_EVENTS.types]);
    expect(win[EARLY_INSTALL_EVENTS.key]).toEqual([]);
  });

  it('cannot be closed from inside by a name', () => {
    const script = bootstrapScript({ script: '/assets/</script><script>alert(1)//.js', preload: ['</script>'] });
    expect(script).not.toMatch(/<\//);
    expect(() => new Function(script)).not.toThrow();
  });
});
