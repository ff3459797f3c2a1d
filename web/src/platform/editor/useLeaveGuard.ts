/**
 * Asks before leaving a page that has unsaved changes: in-app navigation (the router's blocker, then a
 * confirmation dialog: 离开 / 留下) and closing or reloading the browser tab (the browser's own prompt).
 */
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_TEXT = '有未保存的修改，离开后修改将丢失，确定离开吗？';

export function useLeaveGuard(dirty: boolean, text: string = LEAVE_TEXT): void {
  const ref = useRef(dirty);
  ref.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    ref.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title: '离开此页', content: text, okText: '离开', cancelText: '留下',
      onOk: () => { ref.current = false; blocker.proceed(); }, onCancel: () => blocker.reset(),
    });
  // Once per blocked navigation (the blocker object is new on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => { e.preventDefault(); e.returnValue = text; };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, text]);
}
