import { useEffect, useState } from 'react';
import { api } from './api';

/**
 * A hook for something public the whole visit shares (the association's settings, which legal
 * pages exist): asked once per visit, again after a failure; `fallback` until the server answers
 * or when it cannot.
 */
export function askedOnce<B, T>(path: string, pick: (body: B) => T, fallback: T): () => T {
  let asked: Promise<T> | null = null;
  const ask = () => {
    asked ??= api<B>(path).then(pick, () => {
      asked = null;
      return fallback;
    });
    return asked;
  };
  return function useAskedOnce(): T {
    const [value, setValue] = useState(fallback);
    useEffect(() => {
      let live = true;
      ask().then((v) => live && setValue(v));
      return () => {
        live = false;
      };
    }, []);
    return value;
  };
}
