/**
 * The search dialog's body: one input, results grouped by kind (5 each), keyboard-first — ↑/↓ move, Enter opens
 * the record in its tab (Enter on nothing selected: the results page), Esc closes. Lazy: loaded on first open.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Empty, Input, Spin, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { SEARCH_COUNT_CAP, SEARCH_MAX_LENGTH, type SearchHit } from '@ta/contract';
import { useDebounced, useSearch } from './api';
import { flatHits, hitPath, moveActive, resultsPath } from './search-model';
import { HitRow } from './SearchResults';
import './search.css';

export default function SearchPanel({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const keyword = useDebounced(text);
  const q = useSearch(keyword);
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const hits = useMemo(() => flatHits(q.data), [q.data]);
  const [active, setActive] = useState(-1);
  useEffect(() => { setActive(hits.length ? 0 : -1); }, [hits]);
  useEffect(() => { const t = setTimeout(() => input.current?.focus(), 30); return () => clearTimeout(t); }, []);
  useEffect(() => { if (active >= 0) document.getElementById(`ta-search-hit-${active}`)?.scrollIntoView({ block: 'nearest' }); }, [active]);

  const open = (h: SearchHit) => { const p = hitPath(h); if (p) { onClose(); navigate(p); } };
  const openResults = (kind?: string) => { const k = text.trim(); if (k) { onClose(); navigate(resultsPath(k, kind)); } };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => moveActive(a, hits.length, e.key as 'ArrowDown')); }
    else if (e.key === 'Enter') {
      e.preventDefault();
      // Enter opens the selected hit once the answer matches what is typed (else the results page).
      if (active >= 0 && hits[active] && keyword === text) open(hits[active]); else openResults();
    } else if (e.key === 'Escape') onClose();
  };

  const typed = text.trim().length > 0;
  let index = 0;
  return (
    <div onKeyDown={onKeyDown}>
      <Input ref={input} size="large" prefix={<SearchOutlined />} allowClear maxLength={SEARCH_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)}
        placeholder="搜索订单号、游客姓名/拼音/首字母、电话、证件号、团号、线路、客户、供应商" aria-label="全局搜索" role="combobox" aria-expanded={hits.length > 0}
        aria-activedescendant={active >= 0 ? `ta-search-hit-${active}` : undefined} />
      <div className="ta-search-results" role="listbox" aria-label="搜索结果">
        {!typed && <Typography.Text type="secondary" style={{ display: 'block', padding: 12 }}>电话与证件号需输入完整号码；姓名可用拼音或拼音首字母。</Typography.Text>}
        {typed && q.isFetching && !q.data && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
        {typed && q.data && hits.length === 0 && !q.isFetching && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相关记录" />}
        {typed && q.data?.groups.filter((g) => g.items.length).map((g) => (
          <div key={g.kind} role="group" aria-label={g.title}>
            <div className="ta-search-group">
              <span>{g.title}（{g.total > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : g.total}）</span>
              {g.has_more && <a onMouseDown={(e) => { e.preventDefault(); openResults(g.kind); }}>查看全部</a>}
            </div>
            {g.items.map((h) => {
              const i = index++;
              return <HitRow key={`${h.kind}-${h.id}`} id={`ta-search-hit-${i}`} hit={h} keyword={q.data!.keyword} active={i === active} onOpen={() => open(h)} onHover={() => setActive(i)} />;
            })}
          </div>
        ))}
      </div>
      <div className="ta-search-keys"><span><kbd>↑</kbd><kbd>↓</kbd> 选择</span><span><kbd>Enter</kbd> 打开</span><span><kbd>Esc</kbd> 关闭</span>
        {typed && <a style={{ marginLeft: 'auto' }} onMouseDown={(e) => { e.preventDefault(); openResults(); }}>全部结果</a>}</div>
    </div>
  );
}
