/**
 * Search items of a list: the first (cols − 1) inline, the rest in the 高级搜索 drawer opening from the
 * top, 4 per row, height from drawerHeight(). One antd Form spans both (the drawer is rendered through a
 * portal but stays inside the form's React context).
 */
import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Drawer, Form, Row, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { SEARCH_GRID_COLS } from '@ta/contract';
import { fieldOf, titleOf, type ListColumn } from './columns';
import { drawerHeight, extraRows, splitSearchItems } from './layout';
import { searchControl } from './SearchField';
import type { SearchValues } from './conditions';

export interface SearchBarProps<T> {
  form: FormInstance<SearchValues>;
  items: ListColumn<T>[];
  onSearch: () => void;
  onReset: () => void;
  tip?: ReactNode;
}

const span = 24 / SEARCH_GRID_COLS;

function item<T>(c: ListColumn<T>) {
  const f = fieldOf(c) ?? '';
  return (
    <Col span={span} key={f}>
      <Form.Item name={f} label={titleOf(c)} initialValue={c.initialValue} style={{ marginBottom: 12 }}>
        {searchControl(c)}
      </Form.Item>
    </Col>
  );
}

export function SearchBar<T>({ form, items, onSearch, onReset, tip }: SearchBarProps<T>) {
  const [open, setOpen] = useState(false);
  const { visible, hidden } = splitSearchItems(items);
  if (items.length === 0) return null;
  const search = () => { setOpen(false); onSearch(); };
  const buttons = (
    <Space>
      <Button type="primary" icon={<SearchOutlined />} onClick={search}>搜索</Button>
      <Button icon={<ReloadOutlined />} onClick={() => { setOpen(false); onReset(); }}>重置</Button>
      {hidden.length > 0 && <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>高级搜索</Button>}
    </Space>
  );
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '90px' }} className="ta-search-bar"
      onKeyDown={(e) => { if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') search(); }}>
      <Row gutter={16}>
        {visible.map(item)}
        <Col span={span} style={{ textAlign: 'right' }}>{buttons}</Col>
      </Row>
      {hidden.length > 0 && (
        <Drawer placement="top" title="高级搜索" open={open} onClose={() => setOpen(false)} forceRender
          height={drawerHeight(extraRows(hidden.length), Boolean(tip))} footer={<div style={{ textAlign: 'right' }}>{buttons}</div>}>
          {tip && <div className="ta-search-tip">{tip}</div>}
          <Row gutter={16}>{hidden.map(item)}</Row>
        </Drawer>
      )}
    </Form>
  );
}
