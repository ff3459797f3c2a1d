/**
 * 全局搜索 (globalSearchHome: one big box) and 搜索结果 (globalSearchPage?keyword=&kind=: every kind with its count,
 * the chosen kind paged 20 at a time). Both on the home layout; a hit opens the record in its tab.
 */
import { useEffect, useState } from 'react';
import { Card, Empty, Input, List, Pagination, Spin, Tabs, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_COUNT_CAP, SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchKind } from '@ta/contract';
import { useSearch } from './api';
import { hitPath, resultsPath } from './search-model';
import { HitRow } from './SearchResults';
import './search.css';

const PAGE_SIZE = 20;

function SearchInput({ initial, size = 'large' }: { initial: string; size?: 'large' | 'middle' }) {
  const [v, setV] = useState(initial);
  useEffect(() => setV(initial), [initial]);
  const navigate = useNavigate();
  return (
    <Input.Search size={size} enterButton="搜索" allowClear maxLength={SEARCH_MAX_LENGTH} value={v} onChange={(e) => setV(e.target.value)} aria-label="全局搜索"
      placeholder="订单号、游客姓名/拼音/首字母、完整电话或证件号、团号、出发日期、线路、客户、供应商"
      onSearch={(k) => { if (k.trim()) navigate(resultsPath(k.trim())); }} />
  );
}

export function GlobalSearchHome() {
  return (
    <div style={{ maxWidth: 720, margin: '12vh auto 0', textAlign: 'center' }}>
      <Typography.Title level={3}>全局搜索</Typography.Title>
      <SearchInput initial="" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>在任意页面按 Ctrl+K 也可打开搜索。电话与证件号需输入完整号码。</Typography.Paragraph>
    </div>
  );
}

export function GlobalSearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const kindParam = params.get('kind');
  const overview = useSearch(keyword, { pageSize: 1 });
  const kinds = overview.data?.groups ?? [];
  const kind = (kinds.find((g) => g.kind === kindParam)?.kind ?? kinds.find((g) => g.total > 0)?.kind ?? kinds[0]?.kind) as SearchKind | undefined;
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => setPageNo(1), [keyword, kind]);
  const page = useSearch(kind ? keyword : '', { kind, pageNo, pageSize: PAGE_SIZE });
  const group = page.data?.groups.find((g) => g.kind === kind);
  const navigate = useNavigate();
  const order = (k: string) => SEARCH_KINDS.indexOf(k as SearchKind);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <SearchInput initial={keyword} size="middle" />
      {!keyword.trim() ? <Empty description="请输入搜索内容" /> : overview.isLoading ? <Spin style={{ margin: 48 }} /> : (
        <Card size="small">
          <Tabs activeKey={kind} onChange={(k) => setParams({ keyword, kind: k }, { replace: true })}
            items={[...kinds].sort((a, b) => order(a.kind) - order(b.kind)).map((g) => ({ key: g.kind, label: `${g.title}（${g.total > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : g.total}）` }))} />
          {group && group.items.length ? (
            <>
              <List dataSource={group.items} renderItem={(h) => (
                <List.Item style={{ padding: 0 }}><div style={{ width: '100%' }}>
                  <HitRow hit={h} keyword={keyword} onOpen={() => { const p = hitPath(h); if (p) navigate(p); }} />
                </div></List.Item>
              )} />
              <Pagination style={{ marginTop: 12 }} align="end" current={pageNo} pageSize={PAGE_SIZE} total={Math.min(group.total, SEARCH_COUNT_CAP)} showSizeChanger={false}
                showTotal={(t) => `共 ${group.total > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : t} 条`} onChange={setPageNo} />
            </>
          ) : page.isFetching ? <Spin style={{ margin: 24 }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相关记录" />}
        </Card>
      )}
    </div>
  );
}
