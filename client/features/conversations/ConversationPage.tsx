// /conversation/{id}/: the pins and messages members sent each other (members only; others get
// the 404 page from the loader), opened at the newest message, and a reply box that adds a text message without a
// reload: Enter sends, Shift+Enter starts a new line.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import { CardSurfaceContext } from '#client/features/pinCard/CardSurface.ts';
import { cardSlots } from '#client/features/pinCard/cardSlots.ts';
import { callResource } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { MESSAGE_MAX_LENGTH } from '#shared/constants.ts';
import type { ConversationMessage, ConversationView } from '#shared/conversations/conversation.ts';
import { formAction } from '#shared/forms.ts';
import { profilePath } from '#shared/paths.ts';
import type { Viewer } from '#shared/types.ts';
import { ConversationMessageItem } from './ConversationMessageItem.tsx';

export function ConversationPage({ conversation, viewer }: { conversation: ConversationView; viewer: Viewer }) {
  useSignals();
  const messages = useSignal<ConversationMessage[]>(conversation.messages);
  const hydrated = useHydrated();
  const draft = useSignal('');
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const others = conversation.members.filter((m) => m.entityId !== viewer.id);
  const me = conversation.members.find((m) => m.entityId === viewer.id);
  const replyForm = useRef<HTMLFormElement>(null);
  const count = messages.value.length;
  // Open at the newest message with the reply box under it in view, as a chat does, and follow each one sent: the box is
  // scrolled to the window's end, above the phone's tab bar (the page's scroll-padding-bottom, tabBar.css).
  useEffect(() => {
    replyForm.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (draft.value.trim()) event.currentTarget.form?.requestSubmit();
  }

  async function reply(event: FormEvent) {
    event.preventDefault();
    if (busy.value || !me) return;
    busy.value = true;
    error.value = null;
    try {
      const answer = await callResource('ConversationMessagesResource', 'create', { conversation_id: conversation.entityId, text: draft.value });
      const sent: ConversationMessage = {
        entityId: answer.data.entityId,
        sender: me,
        text: answer.data.text,
        pin: null,
        hadPin: false,
        createdAt: answer.data.createdAt,
      };
      messages.value = [...messages.value, sent];
      draft.value = '';
    } catch (e) {
      error.value = e instanceof Error ? e.message : 'Your message was not sent. Try again.';
    } finally {
      busy.value = false;
    }
  }

  const slots = cardSlots(messages.value);
  return (
    <section className="page-narrow conversation" data-test-id="conversation">
      <h1>
        Conversation with{' '}
        {others.map((m, i) => (
          <span key={m.entityId}>
            {i > 0 && ', '}
            <a href={profilePath(m.username)}>{m.fullName || m.username}</a>
          </span>
        ))}
      </h1>
      {/* A sent pin is drawn as its card on the conversation surface (no context menu; docs/rules/pin-card.md#roles-spec-000-6). */}
      <CardSurfaceContext value={{ surface: 'conversation' }}>
        <ol className="conversation__messages" aria-live="polite" data-card-surface="conversation">
          {messages.value.map((message, i) => (
            <ConversationMessageItem
              key={message.entityId}
              message={message}
              mine={message.sender.entityId === viewer.id}
              viewer={viewer}
              slotIndex={slots[i]}
            />
          ))}
        </ol>
      </CardSurfaceContext>
      <form
        ref={replyForm}
        className="comments__form conversation__reply"
        method="post"
        action={formAction('ConversationMessagesResource', 'create')}
        onSubmit={(e) => void reply(e)}
        data-test-id="conversation-reply"
      >
        <input type="hidden" name="conversation_id" value={conversation.entityId} />
        <label className="visually-hidden" htmlFor="conversation-reply">
          Reply
        </label>
        <textarea
          id="conversation-reply"
          className="input"
          name="text"
          rows={2}
          placeholder="Reply"
          maxLength={MESSAGE_MAX_LENGTH}
          value={draft.value}
          onInput={(e) => {
            draft.value = e.currentTarget.value;
          }}
          onKeyDown={onKeyDown}
          aria-describedby="conversation-reply-hint"
          required
        />
        {/* Enabled before hydration (the textarea is required), so the reply posts without JavaScript. */}
        <button type="submit" className="button button--primary" disabled={busy.value || (hydrated && !draft.value.trim())}>
          Send
        </button>
        <span className="comments__counter" id="conversation-reply-hint">
          <span className="visually-hidden">Enter sends, Shift+Enter adds a line. </span>
          {draft.value.length}/{MESSAGE_MAX_LENGTH}
        </span>
      </form>
      {error.value && (
        <p className="comments__error" role="alert">
          {error.value}
        </p>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { conversation: PageView<'conversation'> } = {
  conversation: ({ data, viewer }) => <ConversationPage conversation={data.conversation} viewer={viewer} />,
};
