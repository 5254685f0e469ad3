// The home: the popular pins, read from D1 on every request by the route's loader; a member's request reads their
// session first (one more round trip, as an app with sign-in does before its page's data).
import { HOME_CARDS, MEMBER_SESSION, POPULAR_PINS, SESSION_COOKIE, sessionId, type CardRow } from '../../../shared/queries.ts';
import { Card } from '../card.tsx';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Pinboard' }, { name: 'description', content: 'Discover recipes, home ideas, style inspiration and other ideas to try.' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.cloudflare.env.DB;
  const token = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(request.headers.get('cookie') ?? '')?.[1];
  if (token) await db.prepare(MEMBER_SESSION).bind(await sessionId(token), Date.now()).first();
  const { results } = await db.prepare(POPULAR_PINS).bind(HOME_CARDS).all<CardRow>();
  return { pins: results };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="main">
      <section className="feed" aria-label="Pins">
        <div className="masonry">
          {loaderData.pins.map((pin, slot) => (
            <Card key={pin.id} pin={pin} slot={slot} />
          ))}
        </div>
      </section>
    </main>
  );
}
