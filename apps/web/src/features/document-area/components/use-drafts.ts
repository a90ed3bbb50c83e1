import { useCallback, useRef, useState } from 'react';

/** New, not yet saved entries of a tab: each has a key until it is saved or discarded. */
export function useDrafts() {
  const next = useRef(0);
  const [drafts, setDrafts] = useState<number[]>([]);
  const add = useCallback(() => setDrafts((list) => [...list, next.current++]), []);
  const discard = useCallback((key: number) => setDrafts((list) => list.filter((k) => k !== key)), []);
  return { drafts, add, discard };
}
