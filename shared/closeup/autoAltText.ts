// Alt text written from a pin's own words (PinResource's autoAltText, and the demo pins' alt text):
// the pin's title, else the first sentence of its description, said as what the picture is (a
// video's still, a story's cover, a product photo). Never words picked at random.
import type { PinKind } from '../types.ts';

const WHAT: Partial<Record<PinKind, string>> = {
  video: 'Still from the video',
  story: 'Cover of the story',
  carousel: 'First image of',
  collection: 'Collage for',
  product: 'Product photo of',
  recipe: 'Photo of the recipe',
  gif: 'Animation of',
};

/** The first sentence of a text (up to its first full stop, question or exclamation mark). */
function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (m ? m[1] : text.trim()).replace(/[.!?]+$/, '');
}

/** Alt text for a pin of `kind` titled `title` with `description` ('' when it has neither). */
export function altTextFor(kind: PinKind, title: string, description: string): string {
  const subject = title.trim() || firstSentence(description);
  if (!subject) return '';
  const what = WHAT[kind];
  return what ? `${what} “${subject}”` : subject;
}
