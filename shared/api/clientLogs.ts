// docs/rules/experiences.md#client-logs: the experiences layer's logs and error reports, sent by the browser
// (client/features/experiences/log.ts). Strict objects: a field the contract does not name (a user
// id, an address) is refused, never stored.
import * as v from 'valibot';
import { CLIENT_LOG_BODY_LIMIT, CLIENT_LOG_TEXT_LIMITS as MAX } from '../experiences/clientLog.ts';
import { PlacedExperienceId } from '../experiences/schema.ts';
import { utf8Bytes } from '../text/utf8.ts';
import { resource, returns } from './define.ts';

/** A text capped in UTF-8 bytes, as D1 stores it (utf8Bytes: 1,000 CJK characters weigh 3,000). */
const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.check((value) => utf8Bytes(value) <= max, `${field} may have at most ${max} bytes as UTF-8`),
  );

/** The page's path (its query string is never sent, and the worker keeps only the route's pattern). */
const Path = v.pipe(text('path', MAX.path), v.regex(/^\/[^?#]*$/, 'path must be a path starting with "/", without a query string'));

const Entry = { placed_experience_id: v.optional(PlacedExperienceId), path: Path };

/** docs/rules/experiences.md#errors-spec-001-8: what the error boundary reports. */
const BoundaryReport = v.strictObject({
  name: text('error.name', MAX.name),
  message: text('error.message', MAX.message),
  stack: text('error.stack', MAX.stack),
  boundary_name: text('error.boundary_name', MAX.boundaryName),
  type: v.picklist(['primary', 'secondary'], 'error.type must be "primary" or "secondary"'),
});

/** A failed read of the experiences. */
const FailureReport = v.strictObject({ name: text('error.name', MAX.name), message: text('error.message', MAX.message) });

export const ClientLog = v.variant(
  'name',
  [
    v.strictObject({ name: v.picklist(['NoAction', 'link_navigation_empty_href', 'experience_dropped']), ...Entry }),
    v.strictObject({ name: v.literal('error_boundary'), ...Entry, error: BoundaryReport }),
    v.strictObject({ name: v.literal('experiences_fetch_failed'), ...Entry, error: FailureReport }),
  ],
  'name must be one of NoAction, link_navigation_empty_href, error_boundary, experience_dropped, experiences_fetch_failed',
);

export const ClientLogResource = resource('ClientLogResource', {
  create: {
    options: ClientLog,
    access: 'person',
    rateLimit: 'clientLog',
    bodyLimit: CLIENT_LOG_BODY_LIMIT,
    result: returns<{ stored: boolean }>(),
  },
});
