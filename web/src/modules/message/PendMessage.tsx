import { MessageList } from './MessageList';

/** 待办事项: my to-do items; each opens its audit page. */
export function PendMessage() {
  return <MessageList kind="todo" kindLabel="待办事项" />;
}
