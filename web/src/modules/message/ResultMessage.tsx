import { MessageList } from './MessageList';

/** 通知: audit outcomes of my documents and automatic changes of my records (hold expired, waiting order promoted); each opens its document. */
export function ResultMessage() {
  return <MessageList kind="result" kindLabel="通知" />;
}
