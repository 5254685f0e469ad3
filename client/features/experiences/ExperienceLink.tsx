// A link inside an experience (docs/rules/experiences.md#validation-spec-001-5): empty or `#` hrefs are not navigated and are logged
// as link_navigation_empty_href; Ctrl/Cmd click on a same-site link is left to the browser; links
// open in a new tab with noreferrer only when they begin with http:// or our host.
import { type MouseEvent, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { logExperienceClickthrough } from '#client/features/offsite/experienceClickthrough.ts';
import { PlacedExperienceContext } from '#client/features/offsite/placedExperience.ts';
import { isEmptyHref, leaveToBrowser, opensInNewTab } from '#shared/experiences/rules.ts';
import { isOffsiteHref } from '#shared/offsite/clickthrough.ts';
import { logExperienceEvent } from './log.ts';

export interface ExperienceLinkProps {
  href: string | undefined;
  className?: string;
  rel?: string;
  onActivate?: () => void;
  /** Opens in a new tab with noreferrer whatever the address (a promotional banner marked `external`). */
  external?: boolean;
  children: ReactNode;
}

const unchanging = () => () => undefined;
const windowOrigin = () => window.location.origin;
/** The server does not know the origin the visitor sees; hydration keeps its answer, then corrects it. */
const noOrigin = () => '';

export function ExperienceLink({ href = '', className, rel, onActivate, external = false, children }: ExperienceLinkProps) {
  const origin = useSyncExternalStore(unchanging, windowOrigin, noOrigin);
  const newTab = (external && !isEmptyHref(href)) || opensInNewTab(href, origin);
  const placed = useContext(PlacedExperienceContext); // docs/rules/experiences.md#calls-spec-001-7: clickthroughs go to the placement
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isEmptyHref(href)) {
      event.preventDefault();
      logExperienceEvent('link_navigation_empty_href', placed ? { placed_experience_id: placed.placed } : {});
      onActivate?.();
      return;
    }
    if (leaveToBrowser(event, href, origin)) return;
    if (placed && isOffsiteHref(href, origin)) logExperienceClickthrough(placed, event.timeStamp);
    onActivate?.();
  };
  const rels = [rel, newTab ? 'noreferrer' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <a className={className} href={href || '#'} rel={rels} target={newTab ? '_blank' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
