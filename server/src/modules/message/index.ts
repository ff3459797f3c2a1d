/** Messages: to-do items and notifications; fills the platform's messages port. */
import type { ServerModule } from '../../platform/module';
import { messageRoutes } from './message.routes';
import { messageService } from './message.service';

export const messageModule: ServerModule = { name: 'message', routes: messageRoutes, provides: { messages: messageService } };
