// A conversation as its members read it (/conversation/{id}/ and ConversationsResource get): its
// own file, as its pins are card pins (shared/pinCard/cardPin.ts, which reads shared/types.ts).
import type { CardPin } from '../pinCard/cardPin.ts';
import type { UserSummary } from '../types.ts';

/** One message of a conversation: a pin sent with an optional text, or a text alone. */
export interface ConversationMessage {
  entityId: string;
  sender: UserSummary;
  text: string;
  /** The pin as its card reads it, signed; null when the pin was removed or is not visible to the viewer, or for a text reply. */
  pin: CardPin | null;
  /** Whether a pin was sent with this message (so a null pin reads "no longer available"). */
  hadPin: boolean;
  createdAt: string;
}

/** A conversation as its members see it: members and messages, oldest first. */
export interface ConversationView {
  entityId: string;
  members: UserSummary[];
  messages: ConversationMessage[];
}
