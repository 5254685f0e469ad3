// A person's first name as the product shows it (docs/rules/pin-card.md#constants-spec-000-9): the first word of their name, cut at 30.
import { TEXT_LIMITS } from '#shared/constants.ts';

/** The first word of `name`, at most TEXT_LIMITS.firstName (30) characters; '' for an empty name. */
export function firstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return Array.from(first).slice(0, TEXT_LIMITS.firstName).join('');
}
