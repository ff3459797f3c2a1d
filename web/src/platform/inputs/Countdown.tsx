import { useEffect, useRef, useState } from 'react';
import { formatHms } from './rules';

export interface CountdownProps {
  /** Seconds left at mount. */
  seconds: number;
  onEnd?: () => void;
}

/** hh:mm:ss, ticking every second; calls onEnd once at zero. */
export function Countdown({ seconds, onEnd }: CountdownProps) {
  const [left, setLeft] = useState(Math.max(0, Math.floor(seconds)));
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    setLeft(Math.max(0, Math.floor(seconds)));
    if (seconds <= 0) { endRef.current?.(); return undefined; }
    const started = Date.now();
    const id = setInterval(() => {
      const rest = Math.max(0, Math.floor(seconds) - Math.round((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) { clearInterval(id); endRef.current?.(); }
    }, 1000);
    return () => clearInterval(id);
  }, [seconds]);
  return <span className="ta-countdown">{formatHms(left)}</span>;
}
