// The /v3/ user endpoints: GET /v3/register/exists/?email= (sign-up form check, docs/rules/closeup-and-visitors.md#calls-spec-002-7: it
// says whether an email has an account, so it is limited per client and per email) and GET or POST /v3/users/me/ (the signed-in
// viewer with roles and profile counts).
import { type Context, Hono } from 'hono';
import { ok } from '#worker/api/envelope.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimit, spendAccountLimit } from '#worker/middleware/rateLimit.ts';
import { profileOf } from '#worker/users/profile.ts';
import { emailProblem } from '#worker/users/rules.ts';
import { emailExists, readUserById } from '#worker/users/userData.ts';

export function v3UserRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/register/exists/', rateLimit({ name: 'emailLookup' }), async (c) => {
    const email = (c.req.query('email') ?? '').trim();
    const problem = emailProblem(email);
    if (problem) throw new ApiError('invalid', problem);
    await spendAccountLimit(c, 'emailLookupAccount', email);
    return ok(c, { exists: await emailExists(c.env.DB, email) });
  });
  const me = async (c: Context<AppEnv>) => {
    const viewer = c.var.viewer;
    const viewerId = viewerUserId(viewer);
    const user = viewerId ? await readUserById(c.env.DB, viewerId) : null;
    if (!user) throw new ApiError('unauthorized', 'Please log in to continue.');
    const profile = await profileOf(c.env.DB, user, viewerId);
    return ok(c, {
      ...profile,
      id: profile.entityId,
      email: user.email,
      save_behavior: user.save_behavior,
      isPartner: viewer.isPartner,
      isEmployee: viewer.isEmployee,
      isVerifiedMerchant: viewer.isVerifiedMerchant,
      isLimitedLogin: viewer.isLimitedLogin,
    });
  };
  app.get('/users/me/', me);
  app.post('/users/me/', me);
  return app;
}
