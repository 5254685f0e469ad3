// The policy and help pages the product links to (the cookie banner, the ad explanation, the spam
// warning, the footer of the sign-up form): what each says, written for this product. One document
// per page; the worker serves them through the normal page pipeline (worker/policy/pages.ts).
import { CONSENT_COOKIE, COOKIE_POLICY_PATH } from '../consent.ts';
import { THEME_COOKIE } from '../settings.ts';

export interface PolicySection {
  /** The anchor of the section (`/community-guidelines/#spam`). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Optional list under the paragraphs. */
  items?: string[];
}

export interface PolicyDocument {
  /** The canonical path, with its trailing slash. */
  path: string;
  title: string;
  description: string;
  /** ISO date of the last change. */
  updated: string;
  sections: PolicySection[];
  /** Other pages this one points to. */
  related: Array<{ label: string; href: string }>;
}

const UPDATED = '2026-11-22';

const COOKIES: PolicyDocument = {
  path: COOKIE_POLICY_PATH,
  title: 'Cookie policy',
  description: 'Which cookies Pinboard sets, why, and how to change your choices.',
  updated: UPDATED,
  sections: [
    {
      id: 'what',
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small pieces of text a website asks your browser to keep. Pinboard uses a few of them to keep you signed in, to remember your choices and, only if you allow it, to measure how ads perform.',
      ],
    },
    {
      id: 'essential',
      heading: 'Cookies we always set',
      paragraphs: ['These make the site work. They are never used for advertising.'],
      items: [
        '__Host-pb_session: keeps you signed in. Only a fingerprint of it is stored on our side, and it ends when you log out or change your password.',
        'pb_anon: a random id for visitors who are not signed in, so that experiments stay the same between visits.',
        `${CONSENT_COOKIE}: remembers the cookie choices you made in the banner or in your privacy settings.`,
        `${THEME_COOKIE}: remembers whether you chose the light or the dark theme.`,
      ],
    },
    {
      id: 'optional',
      heading: 'Cookies and signals you can turn off',
      paragraphs: [
        'Analytics: counts how often Pins are seen and clicked, so creators can see their numbers.',
        'Marketing: lets your browser report that a promoted Pin led to a visit (attribution reporting). Without it, promoted Pins are still shown but never measured for you.',
        'Personalization: uses the Pins you save and the topics you follow to choose the ads you see.',
      ],
    },
    {
      id: 'choices',
      heading: 'Changing your choices',
      paragraphs: [
        'Where the law asks for consent, the cookie banner lets you accept all, reject all or choose each kind. You can change your mind at any time in Settings, under Privacy and data; signed-out visitors can clear their cookies in the browser to see the banner again.',
      ],
    },
  ],
  related: [
    { label: 'Privacy policy', href: '/privacy/' },
    { label: 'Privacy and data settings', href: '/settings/privacy/' },
  ],
};

const PRIVACY: PolicyDocument = {
  path: '/privacy/',
  title: 'Privacy policy',
  description: 'What Pinboard collects, how it is used to show you ideas and ads, and the choices you have.',
  updated: UPDATED,
  sections: [
    {
      id: 'collect',
      heading: 'What we collect',
      paragraphs: [
        'What you give us: your email, name, username, profile photo and the boards, Pins, comments and messages you create.',
        'What we see when you use Pinboard: the Pins you open, save, hide or click, the searches you make, and your device type, browser and approximate country (from your connection, never your precise location).',
      ],
    },
    {
      id: 'use',
      heading: 'How we use it',
      paragraphs: [
        'To run your account and keep it secure, to choose the ideas in your home feed, to show creators how their Pins perform, and to choose and measure ads when your settings allow it.',
      ],
    },
    {
      id: 'ads',
      heading: 'Ads and personalization',
      paragraphs: [
        'Promoted Pins are always labelled as such. "Why you\'re seeing this ad" on a promoted Pin lists the signals that matched, such as your interests, age group or device. You can turn personalized ads off in Settings, under Privacy and data, and ads will then be chosen only from the page you are on.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'Public boards and Pins are visible to everyone, including search engines. Secret boards are visible only to you and the people you invite. Advertisers receive counts for their campaigns, never your identity.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'You can see and edit your profile in Settings, change your email and password, block accounts, and sign out of every device at once from the security page. Ask us for a copy of your data or for your account to be deleted and we answer within 30 days.',
      ],
    },
  ],
  related: [
    { label: 'Cookie policy', href: COOKIE_POLICY_PATH },
    { label: 'Terms of service', href: '/terms/' },
    { label: 'Edit your personal information', href: '/settings/profile/' },
  ],
};

const TERMS: PolicyDocument = {
  path: '/terms/',
  title: 'Terms of service',
  description: 'The rules for using Pinboard: your account, your content and ours.',
  updated: UPDATED,
  sections: [
    {
      id: 'account',
      heading: 'Your account',
      paragraphs: [
        'You must be at least 13 years old to use Pinboard. Keep your password to yourself; you are responsible for what happens in your account. If you think someone else used it, sign out everywhere from the security page and reset your password.',
      ],
    },
    {
      id: 'content',
      heading: 'Your content',
      paragraphs: [
        'You keep the rights to what you post. By posting a Pin on a public board you let Pinboard show it to others and let them save it to their boards, with a link back to you and the source.',
      ],
    },
    {
      id: 'rules',
      heading: 'What you may not do',
      paragraphs: ['Follow the community guidelines: no spam, no harassment, nothing illegal, and nothing that misleads people about where a link goes.'],
    },
    {
      id: 'business',
      heading: 'Business accounts',
      paragraphs: [
        'A business account may promote Pins. Promoted Pins are labelled as such and must lead to a safe https page of the advertiser; we may pause a campaign that does not.',
      ],
    },
  ],
  related: [
    { label: 'Community guidelines', href: '/community-guidelines/' },
    { label: 'Privacy policy', href: '/privacy/' },
  ],
};

const COMMUNITY_GUIDELINES: PolicyDocument = {
  path: '/community-guidelines/',
  title: 'Community guidelines',
  description: 'What belongs on Pinboard and what does not: spam, safety, and how we act on reports.',
  updated: UPDATED,
  sections: [
    {
      id: 'inspiring',
      heading: 'Keep it inspiring',
      paragraphs: ['Pinboard is for ideas: recipes, homes, style, projects. Post things you would want to find yourself, with honest titles and descriptions.'],
    },
    {
      id: 'spam',
      heading: 'Spam and unsafe links',
      paragraphs: [
        'We check every link before you leave Pinboard. A link is blocked when it leads to malware, phishing or deceptive pages, or is part of mass posting. Suspicious links show a warning first so you can decide.',
        'If we blocked a link by mistake, tell us from Reports and violations and we will look again.',
      ],
      items: [
        'Do not post the same Pin many times or to many boards at once.',
        'Do not hide where a link goes, or send people through redirects.',
        'Do not promise rewards for saves, follows or clicks.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety',
      paragraphs: [
        "No harassment, hate, threats or content that sexualises minors. Adult content is not allowed in public. You can block any account; you then no longer see each other's Pins and neither can message the other.",
      ],
    },
    {
      id: 'reports',
      heading: 'Reports and appeals',
      paragraphs: [
        'Anyone can report a Pin. If we remove one of your Pins you can appeal, and you can follow every report and appeal from Reports and violations.',
      ],
    },
  ],
  related: [
    { label: 'Reports and violations', href: '/reports-and-violations/' },
    { label: 'Learn how to block accounts', href: '/help/block-accounts/' },
  ],
};

const BLOCK_ACCOUNTS: PolicyDocument = {
  path: '/help/block-accounts/',
  title: 'Block accounts',
  description: 'How to block or unblock an account on Pinboard, and what the blocked account can still see.',
  updated: UPDATED,
  sections: [
    {
      id: 'block',
      heading: 'Block an account',
      paragraphs: ["Sign in, open the person's profile and press Block, next to Follow. The account is blocked at once; the button then reads Unblock."],
    },
    {
      id: 'effects',
      heading: 'What blocking does',
      items: [
        "Follows between you end both ways, of each other and of each other's boards.",
        "Neither of you can message the other, comment on or save the other's Pins, or invite the other to a board.",
        'You no longer see their Pins and comments, and they no longer see yours.',
        'They are not told that you blocked them.',
      ],
      paragraphs: [],
    },
    {
      id: 'unblock',
      heading: 'Unblock an account',
      paragraphs: ['Open their profile again and press Unblock. Follows that blocking removed are not restored.'],
    },
  ],
  related: [
    { label: 'Community guidelines', href: '/community-guidelines/' },
    { label: 'Privacy policy', href: '/privacy/' },
  ],
};

/** The policy pages by route name (shared/routes.ts). */
export const POLICY_DOCUMENTS = {
  policyCookies: COOKIES,
  privacy: PRIVACY,
  terms: TERMS,
  communityGuidelines: COMMUNITY_GUIDELINES,
} as const;

/** Help articles by their `/help/{topic}/` segment. */
export const HELP_ARTICLES: Readonly<Record<string, PolicyDocument>> = {
  'block-accounts': BLOCK_ACCOUNTS,
};
