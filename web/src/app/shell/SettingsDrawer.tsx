/**
 * Settings drawer (development preview only, SPEC section 2): theme, layout, content width, fixed header
 * and side bar, auto-hide header, primary colour, weak colour, multi-tab. Each change is stored at once.
 */
import type { ReactNode } from 'react';
import { Button, Divider, Drawer, Radio, Select, Space, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLORS } from '@ta/contract';
import { DEFAULT_UI_SETTINGS, settingAvailability, type UiSettings } from '@/platform/layout-rules';
import { updateSettings, useSettings } from '../settings/store';

function Row({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0' }}>
      <Tooltip title={hint}><span style={{ color: hint ? 'rgba(0,0,0,0.45)' : undefined }}>{label}</span></Tooltip>
      {children}
    </div>
  );
}

function ColorSwatches({ value }: { value: string }) {
  return (
    <Space wrap size={8}>
      {THEME_COLORS.map((c) => (
        <Tooltip key={c.key} title={c.title}>
          <button
            type="button" aria-label={c.title} onClick={() => updateSettings({ primaryColor: c.color })}
            style={{ width: 22, height: 22, borderRadius: 4, border: 0, cursor: 'pointer', background: c.color, color: '#fff', padding: 0 }}
          >
            {value.toLowerCase() === c.color.toLowerCase() && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
    </Space>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSettings();
  const can = settingAvailability(s);
  const set = <K extends keyof UiSettings>(k: K) => (v: UiSettings[K]) => updateSettings({ [k]: v } as Partial<UiSettings>);

  return (
    <Drawer title="页面设置" open={open} onClose={onClose} width={320}
      footer={<Button block onClick={() => updateSettings({ ...DEFAULT_UI_SETTINGS, sideCollapsed: s.sideCollapsed })}>恢复默认设置</Button>}>
      <Divider orientation="left" plain>整体风格</Divider>
      <Radio.Group value={s.navTheme} onChange={(e) => set('navTheme')(e.target.value as UiSettings['navTheme'])}>
        <Radio.Button value="light">亮色菜单</Radio.Button>
        <Radio.Button value="dark">暗色菜单</Radio.Button>
      </Radio.Group>
      <Divider orientation="left" plain>主题色</Divider>
      <ColorSwatches value={s.primaryColor} />
      <Divider orientation="left" plain>导航模式</Divider>
      <Radio.Group value={s.layout} onChange={(e) => set('layout')(e.target.value as UiSettings['layout'])}>
        <Radio.Button value="sidemenu">侧边菜单</Radio.Button>
        <Radio.Button value="topmenu">顶部菜单</Radio.Button>
      </Radio.Group>
      <Row label="内容区域宽度" hint={can.fluidOffered ? undefined : '侧边菜单布局下为定宽'}>
        <Select size="small" style={{ width: 96 }} value={s.contentWidth} onChange={set('contentWidth')}
          options={[{ value: 'Fixed', label: '定宽' }, ...(can.fluidOffered ? [{ value: 'Fluid', label: '流式' }] : [])]} />
      </Row>
      <Row label="固定 Header"><Switch size="small" checked={s.fixedHeader} onChange={set('fixedHeader')} /></Row>
      <Row label="下滑时隐藏 Header" hint={can.autoHideSettable ? undefined : '固定 Header 时可配置'}>
        <Switch size="small" disabled={!can.autoHideSettable} checked={s.autoHideHeader} onChange={set('autoHideHeader')} />
      </Row>
      <Row label="固定侧边菜单" hint={can.fixSiderbarSettable ? undefined : '顶部菜单布局时不可用'}>
        <Switch size="small" disabled={!can.fixSiderbarSettable} checked={s.fixSiderbar} onChange={set('fixSiderbar')} />
      </Row>
      <Divider orientation="left" plain>其他设置</Divider>
      <Row label="色弱模式"><Switch size="small" checked={s.colorWeak} onChange={set('colorWeak')} /></Row>
      <Row label="多页签模式"><Switch size="small" checked={s.multiTab} onChange={set('multiTab')} /></Row>
    </Drawer>
  );
}
