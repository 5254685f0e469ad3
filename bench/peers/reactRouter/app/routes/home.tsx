// The signed-out home: the popular pins, read from D1 on every request by the route's loader.
import { HOME_CARDS, POPULAR_PINS, type CardRow } from '../../../shared/queries.ts';
import { Card } from '../card.tsx';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Pinboard' }, { name: 'description', content: 'Discover recipes, home ideas, style inspiration and other ideas to try.' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { results } = await context.cloudflare.env.DB.prepare(POPULAR_PINS).bind(HOME_CARDS).all<CardRow>();
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
