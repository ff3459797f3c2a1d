/**
 * Asks before leaving a page that has unsaved changes: in-app navigation (the router's blocker, then a
 * confirmation dialog: 离开 / 留下) and closing or reloading the browser tab (the browser's own prompt).
 * `dirty` is a flag, or a ref that forms keep up to date without re-rendering (the product step editor).
 */
import { Modal } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_TEXT = '有未保存的修改，离开后修改将丢失，确定离开吗？';

export function useLeaveGuard(dirty: boolean | RefObject<boolean>, text: string = LEAVE_TEXT, title = '离开此页'): void {
  const own = useRef(false);
  const ref = typeof dirty === 'boolean' ? own : dirty;
  if (typeof dirty === 'boolean') own.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    Boolean(ref.current) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title, content: text, okText: '离开', cancelText: '留下',
      onOk: () => { ref.current = false; blocker.proceed(); }, onCancel: () => blocker.reset(),
    });
  // Once per blocked navigation (the blocker object is new on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => { if (ref.current) { e.preventDefault(); e.returnValue = text; } };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [ref, text]);
}
