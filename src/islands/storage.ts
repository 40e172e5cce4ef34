/**
 * The browser's localStorage or sessionStorage, or undefined where the browser blocks it (a
 * privacy mode): the chat then lasts one page instead of failing.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
