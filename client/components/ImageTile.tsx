// One square image tile with a name and an optional line under it: a link to a topic, board or
// person's page (search, topics, "Tune your home feed"), or a choice a person toggles (onboarding's
// interests and pins): a real checkbox named `field`, so a form posts the choices without JavaScript.
// Without a picture it keeps its square; its accessible name is always `name`.
import type { ReactNode } from 'react';
import './imageTile.css';

interface TileContent {
  name: string;
  imageUrl: string | null;
  /** The smaller line under the name (a count, the owner). */
  meta?: ReactNode;
  /** Whether the name is shown under the picture (a pin's tile shows the picture alone, named for screen readers). */
  showName?: boolean;
  /** The image's rendered size in px (both sides): a hint for the browser's first layout. */
  size?: number;
}

type TileProps = TileContent & ({ href: string } | { field: string; value: string; pressed: boolean; onToggle: () => void; testId?: string; pinId?: string });

function Content({ name, imageUrl, meta, showName = true, size = 236 }: TileContent) {
  return (
    <>
      {imageUrl ? (
        <img className="image-tile__image" src={imageUrl} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <span className="image-tile__image image-tile__image--blank" />
      )}
      <span className={showName ? 'image-tile__name' : 'visually-hidden'}>{name}</span>
      {meta && <span className="image-tile__meta">{meta}</span>}
    </>
  );
}

export function ImageTile(props: TileProps) {
  if ('href' in props) {
    return (
      <a href={props.href} className="image-tile">
        <Content {...props} />
      </a>
    );
  }
  return (
    <label className="image-tile image-tile--choice" data-test-id={props.testId} data-pin-id={props.pinId}>
      <input
        className="image-tile__check visually-hidden"
        type="checkbox"
        name={props.field}
        value={props.value}
        checked={props.pressed}
        onChange={props.onToggle}
      />
      <Content {...props} />
    </label>
  );
}
