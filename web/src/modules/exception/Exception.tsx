/** The error page of SPEC section 2: 403, 404 and 500, each with a back-to-home button. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Msg } from '@ta/contract';

export type ExceptionType = 403 | 404 | 500;

const TEXT: Record<ExceptionType, string> = { 403: Msg.error403, 404: Msg.error404, 500: Msg.error500 };

export interface ExceptionProps {
  type: ExceptionType;
  /** Extra detail under the spec text (e.g. why a page failed to load). */
  detail?: string;
}

export function Exception({ type, detail }: ExceptionProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={type}
      title={type}
      subTitle={detail ? <>{TEXT[type]}<br />{detail}</> : TEXT[type]}
      extra={<Button type="primary" onClick={() => navigate('/home')}>{Msg.backHome}</Button>}
    />
  );
}
