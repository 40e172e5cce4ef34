import { useId } from 'react';

/** A unique id that is also a valid HTML id starting with a letter (React's own ids may not be). */
export function useDomId(prefix = 'id'): string {
  return `${prefix}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
}
