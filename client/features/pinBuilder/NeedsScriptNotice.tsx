// Without JavaScript, a builder says it needs it: its Publish or Save is a script's (NEEDS_SCRIPT), so nobody fills it in for nothing.

/** A `<noscript>` note under a builder's heading, naming the tool ("Create Pin needs JavaScript…"). */
export function NeedsScriptNotice({ tool }: { tool: string }) {
  return (
    <noscript>
      <p className="needs-script-notice" data-test-id="needs-script-notice">
        {`${tool} needs JavaScript. Turn JavaScript on in your browser, then reload this page.`}
      </p>
    </noscript>
  );
}
