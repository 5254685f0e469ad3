// The pin closeup (/pin/{id}/): the large image with its proportions reserved, title,
// description, source link, pinner and board.
import { chooseImage } from '#shared/images.ts';
import { profilePath } from '#shared/routes.ts';
import type { Pin } from '#shared/types.ts';
import { isHttpUrl } from '#shared/urls.ts';
import { OutboundLink } from '#client/features/offsite/OutboundLink.tsx';

const CLOSEUP_WIDTH = 474;

export function CloseupPage({ pin }: { pin: Pin }) {
  const image = pin.images['736x'] ?? chooseImage(pin.images);
  const height = image ? Math.round((image.height * CLOSEUP_WIDTH) / image.width) : CLOSEUP_WIDTH;
  const title = pin.title.trim() || pin.gridTitle?.trim() || '';
  const link = pin.link && isHttpUrl(pin.link) ? pin.link : null;
  return (
    <article className="closeup" data-test-id="closeup" data-pin-id={pin.entityId}>
      <div className="closeup__media" style={{ backgroundColor: pin.dominantColor, aspectRatio: image ? `${image.width} / ${image.height}` : undefined }}>
        {image && <img src={image.url} width={CLOSEUP_WIDTH} height={height} alt={pin.altText || title} fetchPriority="high" />}
      </div>
      <div className="closeup__details">
        {link && pin.domain && (
          <OutboundLink pin={pin} href={link} className="closeup__source">{pin.domain}</OutboundLink>
        )}
        {title && <h1 className="closeup__title">{title}</h1>}
        {pin.description && <p className="closeup__description">{pin.description}</p>}
        <p className="closeup__pinner">
          Saved by <a href={profilePath(pin.pinner.username)}>{pin.pinner.fullName || pin.pinner.username}</a>
          {pin.board && pin.board.privacy === 'public' && (
            <> to <a href={pin.board.url}>{pin.board.name}</a></>
          )}
        </p>
      </div>
    </article>
  );
}
