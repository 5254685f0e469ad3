// docs/rules/experiences.md#constants-spec-001-9: the operating system and browser code tables that logging carries, read from a user
// agent, and the 10 % sample rates of overfetch and cookie logging.
import { fnv1a } from '../hash.ts';

/** docs/rules/experiences.md#constants-spec-001-9: operating system codes. */
export const OS_CODES = {
  unknown: 0,
  windowsXp: 1,
  windowsVista: 2,
  windows7: 3,
  windows8: 4,
  macOs: 5,
  iOs: 6,
  android: 7,
  ubuntu: 8,
  otherWindows: 12,
  chromeOs: 13,
} as const;

/** docs/rules/experiences.md#constants-spec-001-9: browser codes. */
export const BROWSER_CODES = { other: 0, chrome: 1, safari: 2, ie: 3, firefox: 4, opera: 5, edge: 6 } as const;

/** docs/rules/experiences.md#constants-spec-001-9: overfetch and cookie logging log one event in ten. */
export const LOG_SAMPLE_RATES = { overfetch: 0.1, cookie: 0.1 } as const;

export type OsCode = (typeof OS_CODES)[keyof typeof OS_CODES];
export type BrowserCode = (typeof BROWSER_CODES)[keyof typeof BROWSER_CODES];

// First match wins: iOS and Android before the desktop systems their agents also name.
const OS_RULES: ReadonlyArray<[RegExp, OsCode]> = [
  [/iPhone|iPad|iPod/, OS_CODES.iOs],
  [/Android/, OS_CODES.android],
  [/CrOS/, OS_CODES.chromeOs],
  [/Windows NT 5\.[12]/, OS_CODES.windowsXp],
  [/Windows NT 6\.0/, OS_CODES.windowsVista],
  [/Windows NT 6\.1/, OS_CODES.windows7],
  [/Windows NT 6\.[23]/, OS_CODES.windows8],
  [/Windows/, OS_CODES.otherWindows],
  [/Mac OS X|Macintosh/, OS_CODES.macOs],
  [/Ubuntu/, OS_CODES.ubuntu],
];

// Edge and Opera name Chrome too, and Chrome names Safari: the specific ones first.
const BROWSER_RULES: ReadonlyArray<[RegExp, BrowserCode]> = [
  [/Edg(e|A|iOS)?\//, BROWSER_CODES.edge],
  [/OPR\/|Opera/, BROWSER_CODES.opera],
  [/Firefox\/|FxiOS\//, BROWSER_CODES.firefox],
  [/MSIE |Trident\//, BROWSER_CODES.ie],
  [/Chrome\/|CriOS\//, BROWSER_CODES.chrome],
  [/Safari\//, BROWSER_CODES.safari],
];

/** The operating system code of a user agent (unknown 0 when none matches). */
export function osCode(userAgent: string | null | undefined): OsCode {
  const ua = userAgent ?? '';
  return OS_RULES.find(([pattern]) => pattern.test(ua))?.[1] ?? OS_CODES.unknown;
}

/** The browser code of a user agent (other 0 when none matches). */
export function browserCode(userAgent: string | null | undefined): BrowserCode {
  const ua = userAgent ?? '';
  return BROWSER_RULES.find(([pattern]) => pattern.test(ua))?.[1] ?? BROWSER_CODES.other;
}

/** Whether the event keyed `key` (a request id) falls in a sample of `rate`: stable for a key, `rate` of keys overall. */
export function inLogSample(key: string, rate: number): boolean {
  return fnv1a(key) / 0x1_0000_0000 < rate;
}
