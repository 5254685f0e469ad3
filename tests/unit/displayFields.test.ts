// docs/rules/experiences.md#experience-data-spec-001-3: the tooltip's nested `tooltip` object, `pulserOnly` and `skipComplete`, a
// callout's link and icon, and the fields the definition check now reads.
import { describe, expect, it } from 'vitest';
import { displayDataIssue } from '#shared/experiences/displayData.ts';
import { readCalloutExtras, readTooltip, tooltipPosition } from '#shared/experiences/displayFields.ts';

describe('tooltip fields', () => {
  it('B12: the nested tooltip object gives the main text, the buttons, the side and further links', () => {
    const read = readTooltip({
      text: 'flat',
      dismiss_button_text: 'Close',
      tooltip: {
        mainText: 'Main',
        cancelButtonText: 'Later',
        confirmButtonText: 'Yes',
        idealDirection: 'up',
        options: [{ text: 'More', url: '/more/' }, 'bad'],
      },
    });
    expect(read).toMatchObject({ main: 'Main', cancel: 'Later', confirm: 'Yes', direction: 'up', options: [{ text: 'More', url: '/more/' }] });
  });

  it('B12: without the nested object the flat fields and defaults apply', () => {
    expect(readTooltip({ text: 'flat' })).toMatchObject({
      main: 'flat',
      cancel: 'Close',
      confirm: 'Got it',
      direction: 'down',
      options: [],
      mode: 'pulsarThenTooltip',
      offersComplete: true,
    });
  });

  it('B12: pulserOnly shows the pulsar alone; skipComplete leaves no complete button', () => {
    expect(readTooltip({ pulserOnly: true }).mode).toBe('pulsarOnly');
    expect(readTooltip({ has_pulsar: false, has_tooltip: false }).mode).toBe('completeNow');
    expect(readTooltip({ skipComplete: true }).offersComplete).toBe(false);
  });

  it.each([
    ['down', { top: 128, left: 10 }],
    ['up', { top: 92, left: 10, transform: 'translateY(-100%)' }],
    ['right', { top: 100, left: 78 }],
    ['left', { top: 100, left: 2, transform: 'translateX(-100%)' }],
  ] as const)('B12: idealDirection %s places the tooltip on that side of its anchor', (direction, position) => {
    expect(tooltipPosition({ top: 100, left: 10, width: 60, height: 20 }, direction)).toEqual(position);
  });
});

describe('callout and modal fields', () => {
  it('B12: a callout reads its link, icon and icon colour; an unusable one is left out', () => {
    expect(readCalloutExtras({ link: { href: '/x/', text: 'X' }, icon: 7, iconColor: '#abc' })).toEqual({
      link: { href: '/x/', text: 'X' },
      icon: 7,
      iconColor: '#abc',
    });
    expect(readCalloutExtras({ link: { href: '/x/' }, icon: 40, iconColor: 'red' })).toEqual({ link: null, icon: null, iconColor: null });
  });

  it.each([
    ['a tooltip idealDirection', { type: 8, display_data: { anchor: 'main', tooltip: { idealDirection: 'sideways' } } }, 'idealDirection'],
    ['a callout icon past 31', { type: 1, display_data: { type: 'info-callout', message: 'm', icon: 32 } }, 'icon'],
    [
      'a modal dismiss uri that is not text',
      { type: 26, display_data: { title: 't', body: 'b', completeButton: { text: 'c' }, dismissButton: { uri: 5 } } },
      'dismissButton',
    ],
    ['a promotional banner external flag that is not a boolean', { type: 1, display_data: { component_type: 1, titleText: 't', external: 'yes' } }, 'external'],
  ])('B12: refuses %s', (_what, definition, field) => {
    expect(displayDataIssue(definition as unknown as Parameters<typeof displayDataIssue>[0])).toContain(field);
  });

  it('B12: accepts the fields when usable', () => {
    expect(
      displayDataIssue({
        type: 8,
        display_data: { anchor: 'main', pulserOnly: true, skipComplete: true, tooltip: { mainText: 'm', idealDirection: 'left' } },
      } as never),
    ).toBeNull();
    expect(
      displayDataIssue({
        type: 26,
        display_data: {
          title: 't',
          body: 'See <a href="https://help.example.com/">help</a>',
          completeButton: { text: 'c' },
          dismissButton: { text: 'd', uri: '/settings/' },
        },
      } as never),
    ).toBeNull();
  });
});
