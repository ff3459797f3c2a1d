import { useEffect, useRef, useState } from 'react';
import { headerHidden } from '@/platform/layout-rules';

/** Follows the window scroll and answers whether the auto-hiding header is hidden now. */
export function useAutoHideHeader(active: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!active) { setHidden(false); return undefined; }
    const onScroll = () => {
      const top = window.scrollY;
      setHidden(headerHidden(true, top, last.current));
      last.current = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);
  return hidden;
}
