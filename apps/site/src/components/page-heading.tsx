import { type ReactNode, useEffect, useRef } from 'react';

let firstPage = true;

/**
 * The page's h1. After a navigation inside the site it takes the focus, so a screen reader
 * announces the new page and the keyboard starts from its top (the first page load does not move it).
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!firstPage) ref.current?.focus();
    firstPage = false;
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
