// The send/share button and its flyout (spec 002 §1, §2): copy the link, share targets, and send
// the pin to a member, which starts or continues a conversation (/conversation/{id}/).

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useRef } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { useDismiss } from '#client/features/closeup/useDismiss.ts';
import { InviteLinkAction } from '#client/features/invites/InviteLinkAction.tsx';
import { callResource, getResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { shareTargets } from '#shared/closeup/share.ts';
import { pinPath } from '#shared/routes.ts';
import type { Pin, UserSummary, Viewer } from '#shared/types.ts';

export interface ShareFlyoutProps {
  pin: Pin;
  viewer: Viewer;
  canonicalUrl: string;
  title: string;
}

function SendToMember({ pin }: { pin: Pin }) {
  useSignals();
  const username = useSignal('');
  const text = useSignal('');
  const status = useSignal<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const message = useSignal<string | null>(null);
  const sentTo = useSignal<string | null>(null);
  const people = useSignal<UserSummary[]>([]);
  const typed = username.value.trim();
  // Suggestions (issue 20): people the viewer writes with or follows, by what they typed so far.
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
      message.value = `Sent to ${username.value.trim()}!`;
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

export function ShareFlyout({ pin, viewer, canonicalUrl, title }: ShareFlyoutProps) {
  useSignals();
  const open = useSignal(false);
  const copied = useSignal<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, container, open.value);
  async function copy() {
    try {
      await navigator.clipboard.writeText(canonicalUrl);
      copied.value = 'Link copied!';
    } catch {
      copied.value = `Copy this link: ${canonicalUrl}`;
    }
  }
  return (
    <div className="share" ref={container}>
      <button
        ref={button}
        type="button"
        className="icon-button share__button"
        aria-label="Share"
        title="Share"
        aria-haspopup="dialog"
        aria-expanded={open.value}
        data-test-id="share-button"
        onClick={() => {
          open.value = !open.value;
          copied.value = null;
        }}
      >
        <ShareIcon />
      </button>
      {open.value && (
        <AnchoredPopover anchor={button} className="share__flyout" role="dialog" aria-label="Share" data-test-id="share-flyout">
          <h2 className="popup__title">Share</h2>
          <button type="button" className="button" data-test-id="copy-link" onClick={() => void copy()}>
            Copy link
          </button>
          {copied.value && (
            <p className="popup__notice" role="status">
              {copied.value}
            </p>
          )}
          <ul className="share__targets">
            {shareTargets(canonicalUrl, title).map((t) => (
              <li key={t.name}>
                <a href={t.href} target="_blank" rel="noopener noreferrer">
                  {t.name}
                </a>
              </li>
            ))}
          </ul>
          {viewer.isAuth && <InviteLinkAction pin={pin} />}
          {viewer.isAuth ? (
            <SendToMember pin={pin} />
          ) : (
            <a className="button" href={`/login?next=${encodeURIComponent(pinPath(pin.entityId))}`}>
              Log in to send this Pin
            </a>
          )}
        </AnchoredPopover>
      )}
    </div>
  );
}

/** The share glyph: an arrow leaving a tray, drawn so that it looks the same on every system. */
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 15V3M7 8l5-5 5 5" />
      <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    </svg>
  );
}
