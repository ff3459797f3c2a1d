/** Answer schemas of the user's messages (issue 18): unread counts and the message list. */
import { z } from 'zod';
import { optStamp, stamp } from '../common/answers';
import { pageDataOf } from '../common/common';

const num = z.object({ number: z.number() });
export const messageCountsAnswer = z.object({
  agencyData: num, orderNotificationNum: num, orderNotificationTotalNum: num, resultNum: num, failedReminder: z.string(),
});
export const messageRow = z.object({
  id: z.number(), user_id: z.number(), kind: z.string(), title: z.string(), content: z.string().nullable(), link: z.string().nullable(),
  biz_type: z.string().nullable(), biz_id: z.number().nullable(), read_at: optStamp, created_at: stamp,
});
export const messagePage = pageDataOf(messageRow);
