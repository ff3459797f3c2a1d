/**
 * antd's styles for home's first render, worked out at build time (docs/decisions.md "Home: antd's styles from a file").
 * Run in Node by the build (vite.config.ts `antdStatic()`), never in the browser: it renders the antd components home
 * and its layout show, with the app's default theme, into a cssinjs cache and returns that cache as plain CSS
 * (`extractStyle`). The CSS ends with cssinjs's own record of what it holds — a rule
 * `.data-ant-cssinjs-cache-path{content:"<style path>:<hash>;…"}` — which the browser's cssinjs reads (its
 * `cacheMapUtil.prepare`, the first time any antd component renders) and then, for every style path listed, neither
 * generates nor inserts the style. Any other theme (another primary colour in the settings, reduced motion) has other
 * paths, so its styles are generated at run time as before; nothing depends on the file being there.
 */
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  App, Avatar, Badge, Button, Card, ConfigProvider, Drawer, Dropdown, Empty, Menu, Modal, Segmented, Skeleton, Spin, Statistic, Table,
  Tag, Tooltip, Typography,
} from 'antd';
import { DEFAULT_UI_SETTINGS } from '@/platform/layout-rules';
import { appTheme } from './settings/theme';

/** The theme the file is made for: what a visitor without settings of their own gets (motion on). */
export function staticTheme() {
  return appTheme(DEFAULT_UI_SETTINGS.primaryColor, false);
}

/** Every antd component home's route renders on its first screen and just below it (HomeLayout, HomePage, ChartCard), closed
 * ones included. */
function HomeParts() {
  return (
    <App>
      <Menu mode="horizontal" items={[{ key: 'a', label: 'a' }]} />
      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}><span>a</span></Dropdown>
      <Badge count={1}><span>a</span></Badge>
      <Tooltip title="a"><span>a</span></Tooltip>
      <Spin />
      <Card size="small" title="a" extra="a">
        <Avatar size={40}>a</Avatar>
        <Typography.Title level={1}>a</Typography.Title>
        <Typography.Text type="secondary">a</Typography.Text>
        <Tag color="orange">a</Tag>
        <Tag color="success">a</Tag>
        <Button size="small">a</Button>
        <Statistic title="a" value={1} />
      </Card>
      <Card loading size="small" />
      <Skeleton active />
      <Empty />
      <Segmented size="small" options={['a', 'b']} />
      {/* Closed, as on home (the settings drawer, the search box's dialog): they register their styles all the same. */}
      <Drawer open={false} getContainer={false} />
      <Modal open={false} getContainer={false} />
      <Table size="small" pagination={false} rowKey="a" dataSource={[{ a: 1 }]} columns={[{ title: 'a', dataIndex: 'a' }]} />
    </App>
  );
}

/** The CSS (plain text, cssinjs's path record at its end). */
export function renderAntdStatic(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={staticTheme()}><HomeParts /></ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true });
}
