// The flash of a page form (worker/api/forms.ts): what a form posted without JavaScript left for
// its page to show once, by the form's resource call (`UserSessionResource/create`).

/** The short-lived HttpOnly cookie that carries a flash to the next page render. */
export const FLASH_COOKIE = 'pb_flash';
export const FLASH_MAX_AGE_S = 60;

export interface FormFlash {
  /** `{Name}/{verb}` of the form's resource call. */
  form: string;
  error?: string;
  /** The typed values of the form's non-secret fields. */
  values?: Record<string, string>;
  /** Set when the call succeeded and the form had no `next`. */
  done?: boolean;
}

/**
 * Marks a part that needs the client, spread on its element (`<div {...NEEDS_SCRIPT}>`): hidden until the page has
 * hydrated (client/styles.css), so no control shows that does nothing before or without JavaScript. Every other
 * control works without it: a link, or a real form's submit button (docs/architecture.md#page-forms-before-and-without-javascript).
 */
export const NEEDS_SCRIPT = { 'data-needs-js': '' } as const;

/** The action of a page form: the resource call it makes. */
export const formAction = (name: string, verb: 'create' | 'update' | 'delete') => `/resource/${name}/${verb}/`;

/**
 * The field of a page form that sets `key` inside the object option `parent` (`notifications.email_news`):
 * worker/api/forms.ts reads every such field into that object, typed as its schema says.
 */
export const nestedField = (parent: string, key: string) => `${parent}.${key}`;

/** The flash for one form, if the page has it. */
export function flashFor(flash: FormFlash | undefined, name: string, verb: string): FormFlash | undefined {
  return flash?.form === `${name}/${verb}` ? flash : undefined;
}

/**
 * The only forms the product renders that are not a post to this site (docs/security.md#secrets-in-forms-and-urls):
 * search-style GET forms whose fields are no personal data, by their action. Every other <form> is
 * `method="post"` with a `formAction`, so what a person types never lands in a url.
 */
export const GET_FORMS: readonly RegExp[] = [
  // The search box, the search page and the closeup's "more like this": a search query.
  /^\/search\/pins\/$/,
  // The report page's first step, before JavaScript: the reason picked (a number), back to the same page.
  /^\/pin\/\d+\/report\/$/,
  // The retrieval hub's filter of the member's own saves by words.
  /^\/pins\/$/,
];
