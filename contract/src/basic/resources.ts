/**
 * Registry entries of the basic settings and other system master data (spread into RESOURCES).
 * Labels: one table, one resource per kind, so each kind has its own list and editor.
 */
import type { ResourceDef } from '../resource-def';
import {
  AreaKind, ChatPlatformKind, CONTRACT_SOURCE_FIELDS, ContractKind, DatePart, LabelKind, MessageChannel, MessageScene, NumberDocType, ResetPeriod,
  areaCreate, areaUpdate, chatPlatformCreate, chatPlatformUpdate, contractKeyCreate, contractKeyUpdate, contractTemplateCreate, contractTemplateUpdate,
  dictItemCreate, dictItemUpdate, dictTypeCreate, dictTypeUpdate, labelCreate, labelUpdate, messageTemplateCreate, messageTemplateUpdate,
  numberRuleUpdate, travelTemplateCreate, travelTemplateUpdate, type LabelKindCode,
} from './basic';
import {
  areaRow, chatPlatformRow, contractKeyRow, contractTemplateRow, dictItemRow, dictTypeRow, labelRow, messageTemplateRow, numberRuleRow,
  travelTemplateRow,
} from './answers';

const CRUD = ['list', 'detail', 'add', 'update', 'delete'] as const;
const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', sort: '排序', enabled: '启用' };
const Enabled = { true: '启用', false: '停用' } as const;

const label = <K extends LabelKindCode>(kind: K) => ({
  name: `label_${kind}` as const, title: LabelKind[kind], path: `/api/v1/label/${kind}` as const, permissionKey: 'system_label', table: 'labels',
  create: labelCreate, update: labelUpdate, row: labelRow, verbs: CRUD,
  labels: { ...common, kind: '标签类别', name: '标签名称', code: '标签编码', color: '颜色' },
  enums: { kind: LabelKind, enabled: Enabled }, keywordFields: ['name', 'code'],
}) satisfies ResourceDef;

export const BASIC_RESOURCES = {
  dictType: {
    name: 'dictType', title: '字典类型', path: '/api/v1/dictionary/type', permissionKey: 'system_dictionary', table: 'dict_types',
    create: dictTypeCreate, update: dictTypeUpdate, row: dictTypeRow, verbs: CRUD,
    labels: { ...common, code: '字典类型编码', name: '字典类型名称', builtin: '内置' }, enums: { enabled: Enabled },
    keywordFields: ['code', 'name'],
  },
  dictItem: {
    name: 'dictItem', title: '字典项', path: '/api/v1/dictionary/item', permissionKey: 'system_dictionary', table: 'dict_items',
    create: dictItemCreate, update: dictItemUpdate, row: dictItemRow, verbs: CRUD,
    labels: { ...common, type_id: '字典类型', code: '字典项编码', label: '字典项名称', extra: '附加值' }, enums: { enabled: Enabled },
    keywordFields: ['code', 'label'],
  },
  label_productLevel: label('productLevel'),
  label_productLabel: label('productLabel'),
  label_property: label('property'),
  label_serviceType: label('serviceType'),
  label_groupType: label('groupType'),
  area: {
    name: 'area', title: '区域', path: '/api/v1/area', permissionKey: 'system_area', table: 'areas',
    create: areaCreate, update: areaUpdate, row: areaRow, verbs: ['list', 'detail', 'add', 'update'],
    labels: { ...common, value: '区域值', parent_value: '上级区域', kind: '级别', zh_name: '中文名称', en_name: '英文名称', code: '区域代码', country_id: '国家' },
    enums: { kind: AreaKind, enabled: Enabled }, keywordFields: ['zh_name', 'en_name', 'code'],
  },
  numberRule: {
    name: 'numberRule', title: '编号规则', path: '/api/v1/numberRule', permissionKey: 'system_number_rule', table: 'number_rules',
    create: numberRuleUpdate, update: numberRuleUpdate, row: numberRuleRow, verbs: ['list', 'detail', 'update'],
    labels: { ...common, doc_type: '单据类型', prefix: '前缀', date_part: '日期部分', seq_length: '流水号位数', reset_period: '重置周期' },
    enums: { doc_type: NumberDocType, date_part: DatePart, reset_period: ResetPeriod },
  },
  travelTemplate: {
    name: 'travelTemplate', title: '行程模板', path: '/api/v1/travelTemplate', permissionKey: 'system_travel_template', table: 'travel_templates',
    create: travelTemplateCreate, update: travelTemplateUpdate, row: travelTemplateRow, verbs: CRUD,
    labels: { ...common, title: '模板标题', destination: '目的地', day_count: '天数', nights: '晚数', days: '每日行程' }, enums: { enabled: Enabled },
    keywordFields: ['title', 'destination'],
  },
  messageTemplate: {
    name: 'messageTemplate', title: '消息模板', path: '/api/v1/messageTemplate', permissionKey: 'system_message_template', table: 'message_templates',
    create: messageTemplateCreate, update: messageTemplateUpdate, row: messageTemplateRow, verbs: CRUD,
    labels: { ...common, name: '模板名称', channel: '发送渠道', scene: '使用场景', content: '模板内容' },
    enums: { channel: MessageChannel, scene: MessageScene, enabled: Enabled }, keywordFields: ['name', 'content'],
  },
  contractKey: {
    name: 'contractKey', title: '合同关键字', path: '/api/v1/contractKey', permissionKey: 'system_contract_key', table: 'contract_keys',
    create: contractKeyCreate, update: contractKeyUpdate, row: contractKeyRow, verbs: CRUD,
    labels: { ...common, key: '关键字', label: '关键字说明', source_field: '取值字段', example: '示例值' },
    enums: { source_field: CONTRACT_SOURCE_FIELDS }, keywordFields: ['key', 'label'],
  },
  contractTemplate: {
    name: 'contractTemplate', title: '合同模板', path: '/api/v1/contractTemplate', permissionKey: 'system_contract_template', table: 'contract_templates',
    create: contractTemplateCreate, update: contractTemplateUpdate, row: contractTemplateRow, verbs: CRUD,
    labels: { ...common, name: '模板名称', kind: '合同类型', content: '模板内容', keys: '使用的关键字' },
    enums: { kind: ContractKind, enabled: Enabled }, keywordFields: ['name'],
  },
  chatPlatform: {
    name: 'chatPlatform', title: '第三方平台', path: '/api/v1/chatPlatform', permissionKey: 'system_chat_platform', table: 'chat_platforms',
    create: chatPlatformCreate, update: chatPlatformUpdate, row: chatPlatformRow, verbs: CRUD,
    labels: { ...common, kind: '平台类型', name: '名称', app_id: 'AppID', secret: '密钥（AppSecret、Token、EncodingAESKey）' },
    enums: { kind: ChatPlatformKind, enabled: Enabled }, keywordFields: ['name', 'app_id'],
  },
} as const satisfies Record<string, ResourceDef>;
