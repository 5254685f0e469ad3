// A pin's texts as its creator writes them: title (at most 200), description (at most 500),
// destination link (http or https; the link rules are checked when it is saved) and alt text.
import { PIN_TEXT_LIMITS } from '#shared/constants.ts';
import { isHttpUrl } from '#shared/urls.ts';

export interface PinTexts {
  title: string;
  description: string;
  link: string;
  altText: string;
}

/** Why a destination link cannot be saved (null when it may be: empty, or an http(s) address). */
export function linkProblem(link: string): string | null {
  return link.trim() && !isHttpUrl(link.trim()) ? 'The destination link must be a web address starting with http:// or https://.' : null;
}

export function PinTextFields({ value, onChange }: { value: PinTexts; onChange: (texts: PinTexts) => void }) {
  const set = (key: keyof PinTexts) => (event: { currentTarget: { value: string } }) => onChange({ ...value, [key]: event.currentTarget.value });
  return (
    <>
      <label className="pin-field">
        <span>
          Title{' '}
          <small>
            {value.title.length}/{PIN_TEXT_LIMITS.title}
          </small>
        </span>
        <input name="title" value={value.title} onChange={set('title')} maxLength={PIN_TEXT_LIMITS.title} placeholder="Add a title" />
      </label>
      <label className="pin-field">
        <span>
          Description{' '}
          <small>
            {value.description.length}/{PIN_TEXT_LIMITS.description}
          </small>
        </span>
        <textarea
          name="description"
          value={value.description}
          onChange={set('description')}
          maxLength={PIN_TEXT_LIMITS.description}
          rows={4}
          placeholder="Tell everyone what your Pin is about"
        />
      </label>
      <label className="pin-field">
        <span>Destination link</span>
        <input name="link" type="url" value={value.link} onChange={set('link')} maxLength={2048} placeholder="https://…" />
      </label>
      <label className="pin-field">
        <span>
          Alt text{' '}
          <small>
            {value.altText.length}/{PIN_TEXT_LIMITS.altText}
          </small>
        </span>
        <input
          name="alt_text"
          value={value.altText}
          onChange={set('altText')}
          maxLength={PIN_TEXT_LIMITS.altText}
          placeholder="Describe the picture for people who cannot see it"
        />
      </label>
    </>
  );
}
