// The viewport the server renders for: the client hints when the browser sent them, else the
// 800x400 default (docs/rules/closeup-and-visitors.md#constants-spec-002-9 via DEFAULT_SERVER_VIEWPORT).
import { DEFAULT_SERVER_VIEWPORT } from '../constants.ts';

export interface Viewport {
  width: number;
  height: number;
}

const dimension = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 200 && n <= 10000 ? n : null;
};

/** Viewport from Sec-CH-Viewport-Width/Height (or Viewport-Width); 800x400 when absent or bad. */
export function serverViewport(header: (name: string) => string | null | undefined): Viewport {
  const width = dimension(header('sec-ch-viewport-width') ?? header('viewport-width'));
  const height = dimension(header('sec-ch-viewport-height'));
  return { width: width ?? DEFAULT_SERVER_VIEWPORT.width, height: height ?? DEFAULT_SERVER_VIEWPORT.height };
}
