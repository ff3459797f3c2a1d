/**
 * The header's search box (filled into the platform's header slot by ./pages.ts): a button that opens the search
 * dialog, and Ctrl+K / ⌘K anywhere in the app. The dialog's body loads lazily on first open.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { HeaderItemProps } from '@/platform/shell/header-slot';
import { isSearchShortcut } from './search-model';
import './search.css';

const SearchPanel = lazy(() => import('./SearchPanel'));
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchBox({ light }: HeaderItemProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const on = (e: KeyboardEvent) => { if (isSearchShortcut(e)) { e.preventDefault(); setOpen(true); } };
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, []);
  return (
    <>
      <button type="button" className={`ta-search-trigger${light ? ' ta-search-trigger-light' : ''}`} onClick={() => setOpen(true)} title="全局搜索（Ctrl+K）">
        <SearchOutlined /><span>搜索订单、游客、团期…</span><kbd>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} closable={false} width={680} destroyOnHidden
        styles={{ body: { padding: 0 } }} style={{ top: 80 }} title={null} aria-label="全局搜索">
        {open && <Suspense fallback={<div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}><SearchPanel onClose={() => setOpen(false)} /></Suspense>}
      </Modal>
    </>
  );
}
