// Invite landing on a pin page with ?invite_code= (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#errors-spec-002-8): who sees the inviter
// popover or the toast, and the shared-by header.
import { TEXT_LIMITS } from '#shared/constants.ts';
import { firstName } from '#shared/users/firstName.ts';

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3 invite metadata. */
export interface InviteMetadata {
  sender: {
    id: string;
    first_name: string;
    full_name: string;
    image_medium_url: string | null;
    /** The sender has only the default avatar (image_medium_url is then null). */
    is_default_image: boolean;
    /** Messaging is allowed on both sides between the sender and the viewer (for a signed-out viewer: the sender accepts messages). */
    should_show_messaging: boolean;
  };
  invite_channel: number;
  pin_id: string | null;
}

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: channels whose signed-out desktop visitors get no inviter popover. */
export const NO_POPOVER_CHANNELS: ReadonlySet<number> = new Set([5, 9, 12, 16]);

/** The invite channel of a link created from the share flyout (copy link). */
export const SHARE_FLYOUT_CHANNEL = 1;

export const INVITE_CODE_PATTERN = /^[a-f0-9]{24}$/;

export type InvitePrompt = 'popover' | 'toast-mobile' | 'toast-desktop' | null;

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the landing prompt for this viewer, or null (also for missing data). */
export function invitePrompt(viewer: { isAuth: boolean; id: string | null; isMobile: boolean }, meta: InviteMetadata | null): InvitePrompt {
  if (!meta) return null;
  if (!viewer.isAuth) return !viewer.isMobile && !NO_POPOVER_CHANNELS.has(meta.invite_channel) ? 'popover' : null;
  if (viewer.id === meta.sender.id || !meta.sender.should_show_messaging) return null;
  return viewer.isMobile ? 'toast-mobile' : 'toast-desktop';
}

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3 / docs/rules/pin-card.md#constants-spec-000-9: the shared-by header's first name, cut at 30; null when empty. */
export function sharedByName(meta: InviteMetadata | null): string | null {
  return firstName(meta?.sender.first_name) || null;
}

/** The sender as the invite popover and toast name them: their first name, else their name cut at 30 (docs/rules/pin-card.md#constants-spec-000-9). */
export function inviteSenderName(meta: InviteMetadata): string {
  return sharedByName(meta) ?? Array.from(meta.sender.full_name.trim()).slice(0, TEXT_LIMITS.inviteSenderName).join('');
}
