import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const noSubscription = () => () => {};

/**
 * The id of the section the visitor is reading: the last one whose top has passed `offset`
 * px from the top of the viewport, or the last section once the page cannot scroll further
 * (a short final section never reaches the top). Undefined when disabled.
 */
export function useScrollSpy(
  ids: readonly string[],
  offset: number,
  enabled: boolean,
): string | undefined {
  const snapshot = useCallback((): string | undefined => {
    if (!enabled) return undefined;
    const root = document.documentElement;
    if (
      root.scrollHeight > window.innerHeight &&
      window.scrollY + window.innerHeight >= root.scrollHeight - 2
    ) {
      return ids.at(-1);
    }
    let active = ids[0];
    for (const id of ids) {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      // 1 px of slack: a smooth scroll to a section can stop a fraction short of it.
      if (top !== undefined && top <= offset + 1) active = id;
    }
    return active;
  }, [ids, offset, enabled]);
  return useSyncExternalStore(enabled ? subscribe : noSubscription, snapshot);
}
