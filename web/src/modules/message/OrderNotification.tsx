import { MessageList } from './MessageList';

/** 直连订单通知: direct-connect order notifications. */
export function OrderNotification() {
  return <MessageList kind="orderNotification" kindLabel="直连订单通知" />;
}
