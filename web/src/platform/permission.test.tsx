import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Auth, clearGrants, setGrants } from './permission';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(node: React.ReactNode): HTMLDivElement {
  const el = document.createElement('div');
  act(() => createRoot(el).render(node));
  return el;
}

describe('<Auth> permission directive', () => {
  afterEach(() => { clearGrants(); });
  it('removes the element when the page permission lacks the action, hides it in hide mode', () => {
    setGrants([{ permissionKey: 'system_user', actions: ['canAdd'] }]);
    const el = render(<>
      <Auth perm="system_user" action="canAdd"><button>新增</button></Auth>
      <Auth perm="system_user" action="canDelete"><button>删除</button></Auth>
      <Auth perm="system_user" action="canEditor" mode="hide"><button>编辑</button></Auth>
      <Auth perm={undefined} action="canDelete"><button>消息</button></Auth>
    </>);
    expect([...el.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['新增', '编辑', '消息']);
    expect((el.querySelector('span[style]') as HTMLElement).style.display).toBe('none');
  });
  it('follows later grant changes (role switch)', () => {
    setGrants([{ permissionKey: 'system_user', actions: [] }]);
    const el = render(<Auth perm="system_user" action="canAdd"><button>新增</button></Auth>);
    expect(el.querySelector('button')).toBeNull();
    act(() => setGrants([{ permissionKey: 'system_user', actions: ['canAdd'] }]));
    expect(el.querySelector('button')?.textContent).toBe('新增');
  });
});
