// The floor: a Hono worker that reads one D1 statement and streams it through renderToReadableStream, nothing else.
import { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import { type CardRow, CLOSEUP_PIN, type CloseupRow, HOME_CARDS, imageUrl, POPULAR_PINS } from '../../shared/queries.ts';
import { Card } from './card.tsx';

const app = new Hono<{ Bindings: { DB: D1Database } }>();

const page = async (title: string, body: React.ReactNode) =>
  new Response(
    await renderToReadableStream(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
        </head>
        <body>
          <main id="main" className="main">
            {body}
          </main>
        </body>
      </html>,
    ),
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

app.get('/', async (c) => {
  const { results } = await c.env.DB.prepare(POPULAR_PINS).bind(HOME_CARDS).all<CardRow>();
  return page(
    'Pinboard',
    <section className="feed" aria-label="Pins">
      <div className="masonry">
        {results.map((pin, slot) => (
          <Card key={pin.id} pin={pin} slot={slot} />
        ))}
      </div>
    </section>,
  );
});

app.get('/pin/:id/', async (c) => {
  const id = Number(c.req.param('id'));
  const pin = Number.isSafeInteger(id) && id > 0 ? await c.env.DB.prepare(CLOSEUP_PIN).bind(id).first<CloseupRow>() : null;
  if (!pin) return c.notFound();
  return page(
    pin.title ?? 'Pin',
    <article className="closeup" data-test-id="closeup" data-pin-id={pin.id} data-kind={pin.kind}>
      <div className="closeup__media" style={{ backgroundColor: pin.img_color, aspectRatio: `${pin.img_width} / ${pin.img_height}` }}>
        <img src={imageUrl(pin, '736x')} width={474} height={Math.round((474 * pin.img_height) / pin.img_width)} alt={pin.alt_text || pin.title || 'Pin'} />
      </div>
      <div className="closeup__details">
        <h1 className="closeup__title">{pin.title}</h1>
        <p className="closeup__description">{pin.description}</p>
        <p className="closeup__pinner">
          Saved by <a href={`/${pin.pinner_username}/`}>{pin.pinner_full_name}</a>
        </p>
      </div>
    </article>,
  );
});

export default app;
