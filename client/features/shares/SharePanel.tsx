// The share flyout's panel (docs/rules/closeup-and-visitors.md#what-this-area-covers-spec-002-1, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): copy the link (a member's with utm_pai), share targets, an invite link, and
// send the pin to a member, which starts or continues a conversation (/conversation/{id}/).
// Downloaded when the flyout is first opened (or the Share button pointed at); ShareFlyout owns
// the button and opening.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type RefObject, useEffect } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { InviteLinkAction } from '#client/features/invites/InviteLinkAction.tsx';
import { useShareUrl } from '#client/features/shares/useShareUrl.ts';
import { callResource, getResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { shareTargets } from '#shared/closeup/share.ts';
import { pinPath } from '#shared/paths.ts';
import type { Pin, UserSummary, Viewer } from '#shared/types.ts';

export interface SharePanelProps {
  pin: Pick<Pin, 'entityId'>;
  viewer: Viewer;
  canonicalUrl: string;
  title: string;
  anchor: RefObject<HTMLButtonElement | null>;
  /** Closes the flyout (its × button), focus back on the Share button. */
  onClose: () => void;
}

/** Each share target's mark: a round badge in its colour with its glyph, the same on every system. */
const TARGET_MARKS: Record<string, { glyph: string; colour: string }> = {
  WhatsApp: { glyph: 'W', colour: '#25d366' },
  Facebook: { glyph: 'f', colour: '#1877f2' },
  X: { glyph: 'X', colour: '#000' },
  Reddit: { glyph: 'r', colour: '#ff4500' },
  Email: { glyph: '@', colour: '#5f5f5f' },
};

function SendToMember({ pin }: { pin: Pick<Pin, 'entityId'> }) {
  useSignals();
  const username = useSignal('');
  const text = useSignal('');
  const status = useSignal<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const message = useSignal<string | null>(null);
  const sentTo = useSignal<string | null>(null);
  const people = useSignal<UserSummary[]>([]);
  const typed = username.value.trim();
  // Suggestions: people the viewer writes with or follows, by what they typed so far.
  useEffect(() => {
    let current = true;
    const t = setTimeout(() => {
      getResource('SendSuggestionsResource', { query: typed })
        .then((answer) => current && (people.value = answer.data))
        .catch(() => current && (people.value = []));
    }, 150);
    return () => {
      current = false;
      clearTimeout(t);
    };
  }, [typed, people]);
  async function send(event: FormEvent) {
    event.preventDefault();
    if (status.value === 'sending') return;
    status.value = 'sending';
    try {
      const answer = await callResource('ConversationsResource', 'create', { pin_id: pin.entityId, username: username.value.trim(), text: text.value });
      sentTo.value = answer.data.url;
      status.value = 'sent';
      message.value = `Sent to ${answer.data.to}!`;
    } catch (error) {
      status.value = 'error';
      message.value = error instanceof Error ? error.message : SERVER_ERROR_MESSAGE;
    }
  }
  return (
    <form className="share__send" onSubmit={(e) => void send(e)} data-test-id="send-form">
      <label className="share__label">
        Send to
        <input
          className="input"
          name="username"
          value={username.value}
          onInput={(e) => {
            username.value = e.currentTarget.value;
          }}
          placeholder="username"
          required
          minLength={3}
          maxLength={30}
          autoComplete="off"
        />
      </label>
      {people.value.length > 0 && (
        <ul className="share__people" aria-label="Suggested people" data-test-id="send-suggestions">
          {people.value.map((p) => (
            <li key={p.entityId}>
              <button
                type="button"
                className="share__person"
                onClick={() => {
                  username.value = p.username;
                }}
              >
                {p.fullName || p.username} <span className="share__person-username">@{p.username}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className="input"
        name="text"
        value={text.value}
        onInput={(e) => {
          text.value = e.currentTarget.value;
        }}
        placeholder="Add a message (optional)"
        maxLength={1000}
      />
      <button type="submit" className="button button--primary" disabled={status.value === 'sending'}>
        Send
      </button>
      {message.value && (
        <p className="popup__notice" role="status">
          {message.value} {sentTo.value && status.value === 'sent' && <a href={sentTo.value}>View conversation</a>}
        </p>
      )}
    </form>
  );
}

export function SharePanel({ pin, viewer, canonicalUrl, title, anchor, onClose }: SharePanelProps) {
  useSignals();
  const copied = useSignal<string | null>(null);
  // A member's link carries their share attribution (utm_pai, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
  const shareUrl = useShareUrl(pin, viewer, canonicalUrl);
  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      copied.value = 'Link copied!';
    } catch {
      copied.value = `Copy this link: ${shareUrl}`;
    }
  }
  return (
    <AnchoredPopover anchor={anchor} className="share__flyout" role="dialog" data-test-id="share-flyout" sheetTitle="Share" onClose={onClose} framed>
      <button type="button" className="button share__copy" data-test-id="copy-link" onClick={() => void copy()}>
        <svg
          aria-hidden="true"
          className="share__icon"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
          <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
        Copy link
      </button>
      {copied.value && (
        <p className="popup__notice" role="status">
          {copied.value}
        </p>
      )}
      <ul className="share__targets">
        {shareTargets(shareUrl, title).map((t) => (
          <li key={t.name}>
            <a className="share__target" href={t.href} target="_blank" rel="noopener noreferrer">
              <span className="share__icon share__mark" aria-hidden="true" style={{ background: TARGET_MARKS[t.name]?.colour ?? 'var(--fg-muted)' }}>
                {TARGET_MARKS[t.name]?.glyph ?? t.name.slice(0, 1)}
              </span>
              {t.name}
            </a>
          </li>
        ))}
      </ul>
      {viewer.isAuth && <InviteLinkAction pin={pin} />}
      {viewer.isAuth ? (
        <SendToMember pin={pin} />
      ) : (
        // A visitor's send opens the login modal titled for it (docs/rules/closeup-and-visitors.md#constants-spec-002-9); the
        // login page is where the link goes when the modal cannot open.
        <a
          className="button"
          href={`/login?next=${encodeURIComponent(pinPath(pin.entityId))}`}
          onClick={(event) => {
            event.preventDefault();
            requestLogin('send', pin.entityId);
          }}
        >
          Log in to send this Pin
        </a>
      )}
    </AnchoredPopover>
  );
}
