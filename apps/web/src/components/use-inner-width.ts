import { useCallback, useRef, useState } from 'react';

// the grid's border, left and right
const BORDER_PX = 2;

/**
 * The width an element offers its content, kept current as it resizes: `[width, ref]`, the width
 * unbounded until the element is measured.
 */
export function useInnerWidth(): [number, (element: HTMLElement | null) => void] {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setWidth(Math.max(0, element.clientWidth - BORDER_PX));
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    measure();
  }, []);
  return [width, ref];
}
