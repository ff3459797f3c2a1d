/** Registry entries of travel contracts (change history labels); the documents have their own routes. */
import type { ResourceDef } from '../resource-def';
import { ContractCancelStatus, ContractKey, contractApply, contractCancelApply, TravelContractStatus } from './contract';

const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门', created_by: '创建人' };

export const TRAVEL_CONTRACT_RESOURCES = {
  travelContract: {
    name: 'travelContract', title: '旅游合同', path: '/api/v1/contract', permissionKey: ContractKey.list, table: 'travel_contracts',
    create: contractApply, update: contractApply, verbs: [],
    labels: {
      ...common, code: '合同编号', order_id: '订单', order_code: '订单号', template_id: '合同模板', template_name: '合同模板', contract_version: '合同版本',
      status: '合同状态', total: '合同金额', content: '合同内容', snapshot: '合同数据', order_version: '订单版本', approved_at: '审核通过时间',
      signed_at: '签署时间', signed_date: '签署日期', cancelled_at: '作废时间', customer_name: '客户', contact_name: '联系人', created_by_name: '申请人',
    },
    enums: { status: TravelContractStatus }, money: ['total'], scoped: true, keywordFields: ['code'],
  },
  contractCancelApply: {
    name: 'contractCancelApply', title: '合同作废申请', path: '/api/v1/contract/cancel', permissionKey: ContractKey.list, table: 'contract_cancel_applies',
    create: contractCancelApply, update: contractCancelApply, verbs: [],
    labels: { ...common, contract_id: '合同', reason: '作废原因', status: '审核状态', decided_at: '审核时间' },
    enums: { status: ContractCancelStatus }, scoped: true,
  },
} satisfies Record<string, ResourceDef>;
