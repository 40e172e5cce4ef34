import { useEffect, useState } from 'react';

/**
 * The whole seconds since `started` (a performance.now() time), counted up once a second while
 * something runs; 0 when nothing does (`started` undefined).
 */
export function useElapsedSeconds(started: number | undefined): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (started === undefined) return;
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 1_000);
    return () => clearInterval(timer);
  }, [started]);
  return started === undefined ? 0 : Math.max(0, Math.floor((now - started) / 1_000));
}
