/**
 * THE shared list screen (SPEC section 2 "Shared list screen"): ProTable with our search bar and
 * 高级搜索 drawer, condition chips, batch export of the current query, summary bar, row colouring,
 * row actions (last column and right-click bar), pagination with the page in the route query `pageNo`.
 */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useEffect, useImperativeHandle, useMemo, useState, type Key, type MouseEvent as ReactMouseEvent, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Msg, PAGE_SIZE_OPTIONS, PAGE_SIZE_TABLE, resourcePath, type ResourceDef } from '@ta/contract';
import { showError } from '../feedback';
import { usePermission } from '../permission';
import { resourceKeys } from '../query-keys';
import { ActionLinks, actionColumnWidth, ContextBar, visibleActions, type ContextBarState, type RowAction } from './actions';
import { isSearchable, type ListColumn } from './columns';
import { chipsOf, filtersOf, type FixedCondition, type SearchValues } from './conditions';
import { ConditionChips } from './ConditionChips';
import { ExportButton } from './ExportButton';
import { tableHeight, tableScrollWidth, VIRTUAL_FROM_ROWS } from './layout';
import { loadPage, loadTotals } from './load';
import { exportColumnsOf, exportQueryOf, exportUrlOf } from './export';
import { pagerTotal, stepBackPage, type ListQuery, type ListSource, type Page, type SortOrder } from './paging';
import { rowTone as defaultTone, toneClass, type RowTone } from './row-tone';

const defaultRowTone = (r: unknown) => defaultTone(r as Record<string, unknown>);
import { SearchBar } from './SearchBar';
import { SummaryBar, summaryItems } from './SummaryBar';
import { toProColumn } from './to-pro-column';
import './list-screen.css';

export interface ListScreenHandle { reload(): void }

export interface ListScreenProps<T extends object> {
  /** A registry resource: list path, permission key, query-key name and export name. */
  resource?: ResourceDef;
  /** Or a list source (endpoint or function) with a query-key name. */
  source?: ListSource;
  name?: string;
  permissionKey?: string;
  columns: ListColumn<T>[];
  fixed?: FixedCondition[];
  rowKey?: string | ((row: T) => string | number);
  title?: ReactNode;
  toolbar?: ReactNode[];
  rowActions?: RowAction<T>[];
  /** Summary: from the response's `summary` (default, labels from columns or `summaryLabels`) or a function. */
  summary?: ((page: Page<T>) => ReactNode) | false;
  summaryLabels?: Record<string, string>;
  summaryMoney?: string[];
  rowTone?: ((row: T) => RowTone | undefined) | false;
  /**
   * Export file name; export is offered when set (or a resource is given), canExport is granted and the list has
   * an export path: `<list url>/export` of an endpoint source (server-written, docs/decisions.md), or `exportUrl`.
   */
  exportName?: string | false;
  /** The list route of a list given as a function, and the fields the function adds to each request: its export is `<url>/export`. */
  exportFrom?: { url: string; query?: Record<string, unknown> };
  alert?: ReactNode;
  searchTip?: ReactNode;
  pageInRoute?: boolean;
  pagination?: false;
  actionRef?: RefObject<ListScreenHandle | null>;
  onRowClick?: (row: T) => void;
  expandAll?: boolean;
  /** Checkbox selection of rows (batch actions of the page, e.g. 批量收款). */
  rowSelection?: TableRowSelection<T>;
}

/** Keys of every row with children (a tree table opened fully). */
function parentKeys<T>(rows: readonly T[], rowKey: string | ((row: T) => string | number)): Key[] {
  const out: Key[] = [];
  const walk = (rs: readonly T[]) => rs.forEach((r) => {
    const kids = (r as { children?: T[] }).children;
    if (kids?.length) {
      out.push(typeof rowKey === 'function' ? rowKey(r) : ((r as Record<string, unknown>)[rowKey] as Key));
      walk(kids);
    }
  });
  walk(rows);
  return out;
}

function useWindowHeight(): number {
  const [h, setH] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

function usePageNo(inRoute: boolean): [number, (p: number) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(1);
  const fromRoute = Math.max(1, Number(params.get('pageNo')) || 1);
  const set = useCallback((p: number) => {
    if (!inRoute) { setLocal(p); return; }
    // An unchanged page must not navigate: a navigation re-renders the whole layout around the list.
    if (Math.max(1, p) === fromRoute) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p <= 1) next.delete('pageNo'); else next.set('pageNo', String(p));
      return next;
    }, { replace: true });
  }, [inRoute, setParams, fromRoute]);
  return [inRoute ? fromRoute : local, set];
}

export function ListScreen<T extends object>(props: ListScreenProps<T>) {
  const { resource, columns, fixed = [], rowActions = [], pageInRoute = true } = props;
  const source: ListSource = props.source ?? { url: resource ? resourcePath(resource, 'list') : '' };
  const name = props.name ?? resource?.name ?? (typeof source === 'function' ? 'list' : source.url);
  const permissionKey = props.permissionKey ?? resource?.permissionKey;
  const { has } = usePermission(permissionKey);

  const [form] = Form.useForm<SearchValues>();
  const [values, setValues] = useState<SearchValues>({});
  const [pageNo, setPageNo] = usePageNo(pageInRoute);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_TABLE);
  const [sort, setSort] = useState<{ field?: string; order?: SortOrder }>({});
  const [ctx, setCtx] = useState<ContextBarState<T> | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const windowHeight = useWindowHeight();

  const filters = useMemo(() => filtersOf(columns, values, fixed), [columns, values, fixed]);
  const query: ListQuery = { pageNo: props.pagination === false ? 1 : pageNo, pageSize: props.pagination === false ? 300 : pageSize, filters, sortField: sort.field, sortOrder: sort.order };
  const q = useQuery({
    queryKey: resourceKeys(name).list(query),
    queryFn: () => loadPage<T>(source, query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const rowsPage: Page<T> = q.isError ? { rows: [], total: 0 } : q.data ?? { rows: [], total: 0 };
  // Rows first (docs/decisions.md "Lists that return rows first"): a deferred total, the exact total (asked for when
  // capped) and deferred sums come in a second request — one per query, whatever the page or the sort.
  const [exactWanted, setExactWanted] = useState(false);
  useEffect(() => { setExactWanted(false); }, [filters]);
  const totalsQuery: ListQuery = { ...query, pageNo: 1, sortField: undefined, sortOrder: undefined };
  const totalsWanted = Boolean(q.data && !q.isPlaceholderData
    && (q.data.totalDeferred || (q.data.summaryDeferred && props.summary !== false) || (q.data.capped && exactWanted)));
  const totalsQ = useQuery({
    queryKey: [...resourceKeys(name).list(totalsQuery), 'totals'],
    queryFn: () => loadTotals<T>(source, totalsQuery),
    enabled: totalsWanted,
    // Counted once per query while the screen is open: turning pages (which disables the request while the next
    // page loads) does not count again; a reload does (reload below), and so does opening the screen again.
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
  const totalsAnswer = totalsQ.data && !totalsQ.isPlaceholderData ? totalsQ.data : undefined;
  // A list that answers totals_only without counting (it does not support it) counts as a failed count.
  const totals = totalsAnswer && !totalsAnswer.totalDeferred ? totalsAnswer : undefined;
  const countFailed = (totalsQ.isError || Boolean(totalsAnswer?.totalDeferred)) && !totalsQ.isFetching;
  // While a deferred total is counted the pager runs on the rows so far (pagerTotal) and reads "总共 … 条".
  const pager = pagerTotal(rowsPage, query.pageNo, query.pageSize, totals, countFailed);
  const page: Page<T> = { ...rowsPage, total: pager.total, capped: pager.capped, summary: totalsAnswer?.summary ?? rowsPage.summary };

  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  useEffect(() => {
    if (!q.data || q.isPlaceholderData) return;
    const back = stepBackPage(pageNo, q.data.rows.length);
    if (back !== null) setPageNo(back);
  }, [q.data, q.isPlaceholderData, pageNo, setPageNo]);
  // A reload (after a write) counts again too: the total and the sums may have changed with the rows.
  const reload = useCallback(() => { void q.refetch(); if (totalsWanted) void totalsQ.refetch(); }, [q.refetch, totalsQ.refetch, totalsWanted]);
  useImperativeHandle(props.actionRef, () => ({ reload }), [reload]);

  const searchItems = useMemo(() => columns.filter(isSearchable), [columns]);
  const chips = chipsOf(columns, values, fixed);
  const submit = () => { setValues(form.getFieldsValue(true)); setPageNo(1); };
  const reset = () => { form.resetFields(); setValues({}); setPageNo(1); };
  const removeChip = (field: string) => {
    form.setFieldValue(field, undefined);
    setValues((v) => { const next = { ...v }; delete next[field]; return next; });
    setPageNo(1);
  };

  const summaryNode = props.summary === false ? null
    : props.summary ? props.summary(page)
      : page.summary ? <SummaryBar items={summaryItems(page.summary, columns, props.summaryLabels, props.summaryMoney)} /> : null;
  const height = tableHeight(windowHeight, { alert: Boolean(props.alert), statistics: Boolean(summaryNode) });

  const actionsOf = useCallback((row: T) => visibleActions(rowActions, row, has), [rowActions, has]);
  // Stable columns and row props: a new identity would re-render every row of a 300-row page.
  const proColumns = useMemo(() => {
    const list: ProColumns<T>[] = columns.map(toProColumn);
    if (rowActions.length > 0) {
      list.push({
        title: '操作', key: '__actions', valueType: 'option', fixed: 'right', width: actionColumnWidth(rowActions),
        render: (_, row) => <ActionLinks actions={actionsOf(row)} row={row} />,
      });
    }
    return list;
  }, [columns, rowActions, actionsOf]);
  const scrollX = useMemo(() => tableScrollWidth(proColumns), [proColumns]);
  // Large pages (300 rows per page) render only the rows in view: see docs/decisions.md "List rendering".
  const virtual = page.rows.length >= VIRTUAL_FROM_ROWS && !props.expandAll;
  const options = useMemo(() => ({ reload, density: true, setting: true, fullScreen: false }), [reload]);
  const exportName = props.exportName === false ? undefined : props.exportName ?? resource?.title;
  const toolbar = [...(props.toolbar ?? [])];
  const exportUrl = exportUrlOf(props.exportFrom ? { url: props.exportFrom.url } : source);
  if (exportName && exportUrl && (!permissionKey || has('canExport'))) {
    const extra = props.exportFrom?.query ?? {};
    toolbar.push(<ExportButton key="__export"
      request={() => ({ url: exportUrl, name: exportName, columns: exportColumnsOf(columns), query: exportQueryOf({ filters: { ...filters, ...extra }, sortField: sort.field, sortOrder: sort.order }) })} />);
  }
  const tone = props.rowTone === false ? undefined : props.rowTone ?? defaultRowTone;
  const rowClassName = useCallback((row: T) => toneClass(tone?.(row)), [tone]);
  const { onRowClick } = props;
  const onRow = useCallback((row: T) => ({
    onContextMenu: (e: ReactMouseEvent) => {
      if (actionsOf(row).length === 0) return;
      e.preventDefault();
      setCtx({ x: e.clientX, y: e.clientY, row });
    },
    onClick: onRowClick ? () => onRowClick(row) : undefined,
  }), [actionsOf, onRowClick]);

  return (
    <div className="ta-list-screen" data-rows={page.rows.length}>
      <SearchBar form={form} items={searchItems} onSearch={submit} onReset={reset} tip={props.searchTip} />
      <ConditionChips chips={chips} onRemove={removeChip} />
      {props.alert && <Alert type="info" showIcon message={props.alert} style={{ marginBottom: 8 }} />}
      {summaryNode}
      <ProTable<T>
        rowKey={props.rowKey ?? 'id'}
        columns={proColumns}
        dataSource={page.rows}
        loading={q.isFetching}
        search={false}
        headerTitle={props.title}
        toolBarRender={() => toolbar}
        options={options}
        virtual={virtual}
        scroll={{ x: virtual ? scrollX : 'max-content', y: Math.max(200, height) }}
        expandable={props.expandAll ? { expandedRowKeys: expanded ?? parentKeys(page.rows, props.rowKey ?? 'id'), onExpandedRowsChange: setExpanded } : undefined}
        rowClassName={rowClassName}
        rowSelection={props.rowSelection}
        tableAlertRender={false}
        onRow={onRow}
        onChange={(_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? String(s.field ?? s.columnKey ?? '') : undefined;
          setSort({ field: field || undefined, order: s?.order ?? undefined });
        }}
        pagination={props.pagination === false ? false : {
          current: pageNo,
          pageSize,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: () => (pager.capped || pager.failed
            ? <span className="ta-list-total">{`${Msg.totalPrefix} ${pager.text} ${Msg.totalSuffix}`} <a onClick={() => (pager.failed ? void totalsQ.refetch() : setExactWanted(true))}>{totalsQ.isFetching ? Msg.totalCounting : pager.failed ? Msg.totalRetry : Msg.totalExact}</a></span>
            : <span className="ta-list-total" aria-busy={pager.pending || undefined} data-total-pending={pager.pending || undefined}>{`${Msg.totalPrefix} ${pager.text} ${Msg.totalSuffix}`}</span>),
          onChange: (p, size) => {
            if (size !== pageSize) { setPageSize(size); setPageNo(1); } else setPageNo(p);
          },
        }}
      />
      <ContextBar state={ctx} actions={ctx ? actionsOf(ctx.row) : []} onClose={() => setCtx(null)} />
    </div>
  );
}
