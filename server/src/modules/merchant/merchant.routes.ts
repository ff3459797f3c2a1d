/** Mounts every merchant route: suppliers, customers, sales channels, their Excel routes and attachments. */
import type { FastifyInstance } from 'fastify';
import { customerExcelRoutes } from './customer.import';
import { registerMerchantAudits } from './merchant.audit';
import { customerRoutes } from './customer.routes';
import { fileRoutes } from './file.routes';
import { salesChannelRoutes } from './sales-channel.routes';
import { supplierExcelRoutes } from './supplier.import';
import { supplierRoutes } from './supplier.routes';

export function merchantRoutes(app: FastifyInstance): void {
  registerMerchantAudits();
  supplierRoutes(app);
  supplierExcelRoutes(app);
  customerRoutes(app);
  customerExcelRoutes(app);
  salesChannelRoutes(app);
  fileRoutes(app);
}
