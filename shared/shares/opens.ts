// The sharer's line on their updates page (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai), counted with the one count rule.
import { counted } from '../counts.ts';

/** "1 person opened Pins you shared" / "N people ...". */
export const shareOpensText = (people: number): string => `${counted(people, 'person', 'people')} opened Pins you shared`;
