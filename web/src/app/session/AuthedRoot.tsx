/**
 * Providers of the logged-in area only (TanStack Query, antd App context for modal/message hooks, the
 * dayjs zh-cn locale) and the live channel. Lazy, so the public pages load none of it.
 */
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { useLiveChannel } from '@/platform/live';

// Dates are shown only behind log-in, so dayjs and its Chinese locale load with this chunk, not the entry.
dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  // The request wrapper already reports failures; a retry would only repeat the message.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * Opens the live channel 500 ms after the logged-in shell (menu) mounts. Mounted above both layouts, so
 * moving between home and the main layout does not drop and reopen the connection.
 */
function LiveChannelHost() {
  useLiveChannel();
  return null;
}

export function AuthedRoot() {
  return (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <LiveChannelHost />
        <Outlet />
      </QueryClientProvider>
    </AntApp>
  );
}
