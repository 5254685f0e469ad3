// The board pages: a board or section with its pins (streamed through the pin-feed pipeline) and
// the board editor. A board page is 404 to those who may not see the board (worker/visibility.ts),
// except that a pending invitee gets the invitation, without pins.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { formatId, issuedId, parseId } from '#shared/ids.ts';
import { boardDisplayName } from '#shared/pinCard/board.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { boardFeedPage } from '#worker/feed/pinFeeds.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage } from '#worker/pages/loader.ts';
import type { PinRow } from '#worker/pins/pinData.ts';
import { boardPinsStatement } from '#worker/save/saveData.ts';
import { isListedPrivacy } from '#worker/visibility.ts';
import { readBoard, readBoardBySlug, readBoardInvitation, readCollaborators, readSection, readSections, sectionsOf, sectionsStatement } from './boardData.ts';
import { withVisitorDismissals } from './boardScreens.ts';

/** A board or one of its sections; a pending invitee of a board they may not see gets the invitation. */
const board: Loader = async (c, params) => {
  const invite = c.req.query('invite_code');
  const inviteCode = invite && /^[a-f0-9]{24}$/.test(invite) ? invite : null;
  const read = await statusRead(c, () => readBoardBySlug(c.env.DB, params.username, params.board, viewerUserId(c.var.viewer)));
  const found = read && withVisitorDismissals(c, read);
  if (!found) {
    // A pending invitee cannot see the board yet: they get its invitation, read by the invite, and no pins.
    const invitation = await statusRead(c, () => readBoardInvitation(c.env.DB, params.username, params.board, viewerUserId(c.var.viewer)));
    if (!invitation) return notFoundPage();
    const { board, senderFirstName } = invitation;
    return {
      route: 'board',
      params,
      status: 200,
      head: head(board.name, `${senderFirstName} invited you to join their board.`, null, true),
      data: { kind: 'board', board, sections: [], section: null, feed: { pins: [], bookmark: null }, inviteCode, invitation: { senderFirstName } },
    };
  }
  // The board itself (no section named): its sections and first page of pins in one D1 batch (docs/performance.md).
  const db = c.env.DB;
  const boardId = issuedId<'board'>(found.entityId);
  // A section's page is a 404 when the board has no such section: its sections decide its status.
  const [sectionRows, pinRows] = params.section
    ? [await statusRead(c, () => sectionsStatement(db, boardId).all()), null]
    : await db.batch([sectionsStatement(db, boardId), boardPinsStatement(db, boardId, null, null, FEED_PAGE_SIZE, viewerUserId(c.var.viewer))]);
  const sections = sectionsOf(sectionRows.results, found);
  const section = params.section ? (sections.find((s) => s.slug === params.section) ?? null) : null;
  if (params.section && !section) return notFoundPage();
  const feed = await boardFeedPage(
    c.env,
    c.var.viewer,
    { boardId, sectionId: section ? issuedId<'section'>(section.entityId) : null },
    null,
    FEED_PAGE_SIZE,
    pinRows ? (pinRows.results as PinRow[]) : undefined,
  );
  // The head names the board as its page's h1 does (the quick-saves board is "Profile").
  const title = section ? `${section.name} · ${boardDisplayName(found)}` : boardDisplayName(found);
  return {
    route: section ? 'section' : 'board',
    params,
    status: 200,
    head: head(
      title,
      found.description || `${found.pinCount} Pins saved by ${found.ownerFullName || found.ownerUsername}.`,
      section?.url ?? found.url,
      // docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: a sensitive board is not indexed.
      !isListedPrivacy(found.privacy) || Boolean(found.sensitive),
    ),
    data: { kind: 'board', board: found, sections, section, feed, inviteCode, invitation: null },
  };
};

/** The board editor, for its owner only (a visitor gets the login page). */
const boardEdit: Loader = async (c, params) => {
  const boardId = parseId<'board'>(params.boardId);
  const viewerId = memberOf(c);
  const found = boardId === null ? null : await statusRead(c, () => readBoard(c.env.DB, boardId, viewerId));
  if (boardId === null || !found?.isOwner) return notFoundPage();
  const [sections, collaborators] = await Promise.all([readSections(c.env.DB, boardId, found), readCollaborators(c.env.DB, boardId, viewerId)]);
  return {
    route: 'boardEdit',
    params,
    status: 200,
    head: head(`Edit ${boardDisplayName(found)}`, 'Edit your board.', null, true),
    data: {
      kind: 'boardEdit',
      board: found,
      sections,
      collaborators: collaborators.map((r) => ({ entityId: formatId(r.user_id), username: r.username, fullName: r.full_name, status: r.status })),
    },
  };
};

/** /boardsection/{id}/edit/: rename, merge or delete a section, for the board's owner only (a visitor gets the login page). */
const sectionEdit: Loader = async (c, params) => {
  const viewerId = memberOf(c);
  const sectionId = parseId<'section'>(params.sectionId);
  const section = sectionId === null ? null : await statusRead(c, () => readSection(c.env.DB, sectionId));
  const found = section ? await statusRead(c, () => readBoard(c.env.DB, section.boardId, viewerId)) : null;
  if (!section || !found?.isOwner) return notFoundPage();
  const sections = await statusRead(c, () => readSections(c.env.DB, section.boardId, found));
  const summary = sections.find((s) => s.entityId === formatId(section.id));
  if (!summary) return notFoundPage();
  return {
    route: 'sectionEdit',
    params,
    status: 200,
    head: head(`Edit ${section.name}`, `Edit a section of ${found.name}.`, null, true),
    data: { kind: 'sectionEdit', board: found, section: summary, sections: sections.filter((s) => s.entityId !== summary.entityId) },
  };
};

/** The board page loaders by route. */
export const boardPages = { board, section: board, boardEdit, boardEditCollaborators: boardEdit, boardAddCollaborators: boardEdit, sectionEdit };
