/** After registering: the account waits for an administrator to enable it. */
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Msg } from '@ta/contract';
import { AccountPanel } from './AccountPanel';

export function RegisterResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const name = params.get('login_name');
  return (
    <AccountPanel>
      <Result
        status="success"
        title={name ? `账号 ${name} 注册成功` : '注册成功'}
        subTitle={Msg.registerPending}
        extra={<Button type="primary" onClick={() => navigate('/account/login')}>返回登录</Button>}
      />
    </AccountPanel>
  );
}
